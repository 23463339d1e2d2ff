import Expectations
import Foundation
import Testing
import UIKit
import DTTableViewManager

/// The most common bug in table code: changing the data from a network callback, off the main
/// thread. A storage that drives a table stops at that call, before anything changes, with a
/// message that says what to do; a storage no table uses works from any one thread.
@MainActor @Suite struct BackgroundThreadUpdateTests {
    @Test func changingATablesStorageOffTheMainThreadStopsWithTheFix() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let screen = DownloadListViewController()
                let storage: MemoryStorage = screen.manager.memoryStorage
                runOnBackgroundThread(named: "net-callback") {
                    storage.addItems(["report.pdf"])
                }
            }
        }
        let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(message.contains("MemoryStorage.addItems(_:toSection:) was called on"))
        #expect(message.contains("<Thread: 0x"))
        #expect(message.contains("not on the main thread"))
        #expect(message.contains("UITableView batch updates, which UIKit requires on the main thread"))
        #expect(message.contains("DispatchQueue.main.async"))
        #expect(message.contains("await MainActor.run"))
        #expect(message.contains("@MainActor"))
    }

    @Test func batchOfChangesOffTheMainThreadStopsAtItsStart() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let screen = DownloadListViewController()
                let storage: MemoryStorage = screen.manager.memoryStorage
                runOnBackgroundThread(named: "sync-worker") {
                    storage.performUpdates {
                        storage.addItems(["a.zip"])
                    }
                }
            }
        }
        let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(message.contains("MemoryStorage.performUpdates(_:) was called on"))
    }

    @Test func theStoppedCallLeavesTheStorageUnchanged() async throws {
        let result = await #expect(processExitsWith: .exitCode(StorageAtTheStop.exitCode), observing: [\.standardOutputContent]) {
            await MainActor.run {
                let screen = DownloadListViewController()
                let storage: MemoryStorage = screen.manager.memoryStorage
                storage.addItems(["report.pdf"])
                StorageAtTheStop.print(storage)
                runOnBackgroundThread(named: "net-callback") {
                    storage.addItems(["late.pdf"])
                }
            }
        }
        let output = String(decoding: try #require(result).standardOutputContent, as: UTF8.self)
        expectEqual(output, "storage at the stop: [\"report.pdf\"]\n")
    }

    @Test func storageNoTableUsesWorksFromABackgroundThread() {
        let contents = Box()
        runOnBackgroundThread(named: "importer") {
            let storage = MemoryStorage()
            storage.addItems(["a.zip", "b.zip"])
            storage.performUpdates {
                try? storage.insertItem("first.zip", to: IndexPath(item: 0, section: 0))
                try? storage.removeItem("b.zip")
            }
            storage.setSectionHeaderModels(["Downloads"])
            contents.items = storage.items(inSection: 0)?.compactMap { $0 as? String } ?? []
            contents.header = storage.headerModel(forSection: 0) as? String
        }
        expectEqual(contents.items, ["first.zip", "a.zip"])
        expectEqual(contents.header, "Downloads")
    }

    @Test func storageWhoseTableWentAwayWorksFromABackgroundThread() {
        let storage = MemoryStorage()
        do {
            let screen = DownloadListViewController()
            screen.manager.storage = storage
            storage.addItems(["a.zip"])
        }
        let contents = Box()
        runOnBackgroundThread(named: "importer") {
            storage.addItems(["b.zip"])
            contents.items = storage.items(inSection: 0)?.compactMap { $0 as? String } ?? []
        }
        expectEqual(contents.items, ["a.zip", "b.zip"])
    }
}

/// What a background thread read, handed back to the test after the thread finished.
private final class Box {
    var items: [String] = []
    var header: String?
}

/// A screen whose manager drives its table.
private final class DownloadListViewController: UIViewController, DTTableViewManageable {
    let tableView: UITableView! = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
}

/// Runs `body` on a new thread, as a network callback runs, and waits for it.
private func runOnBackgroundThread(named name: String, _ body: @escaping () -> Void) {
    let finished = DispatchSemaphore(value: 0)
    let thread = Thread {
        body()
        finished.signal()
    }
    thread.name = name
    thread.start()
    finished.wait()
}

/// Prints what a storage holds when the process stops at a trap, as the thread check stops it, so
/// that an exit test can show that the stopped call changed nothing.
private enum StorageAtTheStop {
    /// The code the process exits with after printing.
    static let exitCode: CInt = 42

    /// The storage whose items the signal handler prints.
    nonisolated(unsafe) private static var storage: MemoryStorage?

    /// Prints `storage`'s first section, and exits with ``exitCode``, when the process traps.
    static func print(_ storage: MemoryStorage) {
        self.storage = storage
        // `fatalError` ends in a trap instruction: SIGILL on x86_64, SIGTRAP on arm64.
        for signalNumber in [SIGILL, SIGTRAP] {
            signal(signalNumber) { _ in
                let items = StorageAtTheStop.storage?.items(inSection: 0)?.compactMap { $0 as? String } ?? []
                Swift.print("storage at the stop: \(items)")
                fflush(stdout)
                _exit(StorageAtTheStop.exitCode)
            }
        }
    }
}
