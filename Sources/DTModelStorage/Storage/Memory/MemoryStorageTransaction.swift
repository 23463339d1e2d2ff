import Foundation

/// The operations of one delivered update, validated against a draft and committed to the storage
/// when the update's deferred data-source change is applied — exactly once.
final class MemoryStorageTransaction {
    /// The update this transaction's operations belong to.
    weak var update: StorageUpdate?
    var draft: MemoryStorageDraft
    private(set) var isCommitted = false

    init(update: StorageUpdate, sections: [SectionModel]) {
        self.update = update
        draft = MemoryStorageDraft(transactionOver: sections)
    }

    /// Writes the draft into `storage` and its changes into `update`; does nothing the second time.
    func commit(into storage: MemoryStorage, recordingInto update: StorageUpdate) {
        guard !isCommitted else { return }
        isCommitted = true
        storage.adoptSections(draft.commit())
        draft.deliveredChanges.record(into: update)
    }
}
