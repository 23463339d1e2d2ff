import DTModelStorage
import Testing

// Mirrors DTModelStorage.docc/StoragesAndDiffing.md.

struct ShoppingItem: Equatable, EntityIdentifiable {
    let id: Int
    var name: String
    var identifier: AnyHashable { id }
}

/// Records the updates a storage delivers.
@MainActor
final class DeliveredUpdates: @MainActor StorageUpdating {
    var updates: [StorageUpdate] = []
    var reloads = 0

    func storageDidPerformUpdate(_ update: StorageUpdate) {
        update.applyDeferredDatasourceUpdates()
        updates.append(update)
    }

    func storageNeedsReloading() {
        reloads += 1
    }
}

@MainActor @Suite struct StoragesAndDiffingArticleTests {
    @Test func editingOperationsChangeContents() throws {
        let storage = MemoryStorage()
        storage.setItems(["Flour", "Eggs"], forSection: 0)
        storage.addItem("Milk")
        try storage.insertItem("Butter", to: IndexPath(row: 0, section: 0))
        storage.moveItem(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
        try storage.removeItem("Eggs")
        #expect(storage.items(inSection: 0) as? [String] == ["Flour", "Milk", "Butter"])
    }

    @Test func performUpdatesDeliversOneUpdate() {
        let storage = MemoryStorage()
        let delegate = DeliveredUpdates()
        storage.setItems(["Flour", "Eggs"], forSection: 0)
        storage.delegate = delegate
        storage.performUpdates {
            storage.addItem("Sugar")
            storage.removeItems(at: [IndexPath(row: 0, section: 0)])
        }
        #expect(delegate.updates.count == 1)
        #expect(storage.items(inSection: 0) as? [String] == ["Eggs", "Sugar"])
    }

    @Test func moveWithoutAnimationDeliversNothing() {
        let storage = MemoryStorage()
        let delegate = DeliveredUpdates()
        storage.setItems(["Flour", "Eggs"], forSection: 0)
        storage.delegate = delegate
        storage.moveItemWithoutAnimation(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
        #expect(delegate.updates.isEmpty)
        #expect(storage.items(inSection: 0) as? [String] == ["Eggs", "Flour"])
    }

    @Test func supplementaryModelsArePerSection() {
        let storage = MemoryStorage()
        storage.setItemsForAllSections([["Flour"], ["Milk"]])
        storage.setSectionHeaderModels(["Dry", "Fresh"])
        storage.setSectionFooterModels(["2 items", "3 items"])
        #expect(storage.headerModel(forSection: 1) as? String == "Fresh")
        #expect(storage.footerModel(forSection: 0) as? String == "2 items")
    }

    @Test func linearDifferReportsDeletionAndInsertion() {
        let before = [ShoppingItem(id: 1, name: "Flour"), ShoppingItem(id: 2, name: "Eggs")]
        let after = [ShoppingItem(id: 2, name: "Eggs"), ShoppingItem(id: 3, name: "Milk")]
        let changes = LinearDiffer().changeset(from: before, to: after)
        #expect(changes.deletions == [0])
        #expect(changes.insertions == [1])
        #expect(changes.moves.isEmpty)
        #expect(changes.updates.isEmpty)
    }

    @Test func hashableElementsCanBeTheirOwnIdentity() {
        let changes = LinearDiffer().changeset(from: ["a", "b"], to: ["b", "a", "c"], identifiedBy: \.self)
        #expect(changes.insertions == [2])
        #expect(changes.updates.isEmpty)
    }
}
