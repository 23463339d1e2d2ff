import Expectations
import Foundation
import Testing
@testable import DTModelStorage

/// The thread check every mutating storage method runs first: it rejects a storage whose delegate
/// requires the main thread off that thread, and nothing else. (That the rejection stops the
/// process with its message is tested by exit tests in Swift5ModeTests.)
@MainActor @Suite struct StorageThreadCheckTests {
    @Test func storageWhoseDelegateRequiresTheMainThreadIsRejectedOffIt() async throws {
        let storage = MemoryStorage()
        let delegate = MainThreadDelegate()
        storage.delegate = delegate
        let verdict = await Self.verdictOffTheMainThread(storage, "addItems(_:toSection:)")
        let message = try #require(verdict)
        #expect(message.hasPrefix("MemoryStorage.addItems(_:toSection:) was called on"))
        #expect(message.contains("its delegate, MainThreadDelegate, applies every change in UITableView batch updates"))
        #expect(message.contains("`DispatchQueue.main.async { … }`"))
        #expect(message.contains("`await MainActor.run { … }`"))
        #expect(message.contains("make the caller `@MainActor`"))
        expectNil(storage.isolationViolation("addItems(_:toSection:)"))
    }

    @Test func storageWithoutSuchADelegateIsAcceptedOnAnyThread() async {
        let detached = MemoryStorage()
        await expectNil(Self.verdictOffTheMainThread(detached, "addItems(_:toSection:)"))
        let recorded = MemoryStorage()
        let recorder = RecordingStorageDelegate()
        recorded.delegate = recorder
        await expectNil(Self.verdictOffTheMainThread(recorded, "addItems(_:toSection:)"))
    }

    @Test func storageIsAcceptedAgainOnceItsDelegateRequiringTheMainThreadIsReplaced() async {
        let storage = SingleSectionEquatableStorage(items: [SingleSectionPost(1, "a")])
        let delegate = MainThreadDelegate()
        storage.delegate = delegate
        await expectNotNil(Self.verdictOffTheMainThread(storage, "setItems(_:)"))
        storage.delegate = nil
        await expectNil(Self.verdictOffTheMainThread(storage, "setItems(_:)"))
    }

    @Test func eachThreadKeepsItsOwnAnswerToWhetherItIsTheMainOne() async {
        #expect(MainThread.isCurrent)
        #expect(MainThread.isCurrent)
        // A thread that never asked before, asking twice: once of Foundation, then of its own
        // remembered answer.
        let answers = await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: [MainThread.isCurrent, MainThread.isCurrent]) }.start()
        }
        expectEqual(answers, [false, false])
        #expect(MainThread.isCurrent)
    }

    /// The check's verdict on a thread of the global pool.
    private static func verdictOffTheMainThread(_ storage: BaseUpdateDeliveringStorage, _ method: StaticString) async -> String? {
        nonisolated(unsafe) let storage = storage
        return await Task.detached {
            #expect(!Thread.isMainThread)
            return storage.isolationViolation(method)
        }.value
    }
}

/// A delegate that animates a view, as the table updater does.
private final class MainThreadDelegate: StorageUpdating {
    var requiresMainThread: Bool { true }
    func storageDidPerformUpdate(_ update: StorageUpdate) { update.applyDeferredDatasourceUpdates() }
    func storageNeedsReloading() {}
}
