import DTTableViewManager
import Expectations
import Testing
@testable import StorageFuzzing

/// The anomalies of single-section storages, on an on-screen managed table: a custom differ
/// that returns an invalid batch, and repeated identities. The exact anomaly is reported, UIKit
/// would raise nothing, and the table shows the new items.
@MainActor @Suite struct SingleSectionMisuseTests {
    /// A differ that always answers with the same operations, whatever the lists.
    private struct FixedDiffer: EquatableDiffingAlgorithm {
        let operations: [SingleSectionOperation]
        func diff<T: EntityIdentifiable & Equatable>(from: [T], to: [T]) -> [SingleSectionOperation] { operations }
    }

    /// A managed on-screen table over `storage`, with its violation and anomaly recorders.
    private func show(_ storage: SingleSectionStorage<FuzzItem>) -> (FuzzTableController, UIWindow, () -> [String], () -> [MemoryStorageAnomaly]) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = FuzzTableController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.manager.storage = storage
        controller.manager.register(EvenFuzzCell.self) { $0.condition = EvenFuzzCell.modelCondition { _, item in item.id.isMultiple(of: 2) } }
        controller.manager.register(OddFuzzCell.self) { $0.condition = OddFuzzCell.modelCondition { _, item in !item.id.isMultiple(of: 2) } }
        var violations: [String] = []
        controller.tableView.headlessConsistencyViolationHandler = { violations.append($0.message) }
        var anomalies: [MemoryStorageAnomaly] = []
        storage.anomalyHandler.anomalyAction = { anomalies.append($0) }
        controller.tableView.layoutIfNeeded()
        return (controller, window, { violations }, { anomalies })
    }

    private func shownItems(_ controller: FuzzTableController) -> [FuzzItem?] {
        controller.tableView.layoutIfNeeded()
        return (0..<controller.tableView.numberOfRows(inSection: 0)).map {
            controller.tableView.cellForRow(at: IndexPath(row: $0, section: 0))?.fuzzModel
        }
    }

    @Test func invalidDifferOperationsAreReportedAndTheTableReloads() {
        let storage = SingleSectionEquatableStorage(items: [FuzzItem(id: 1), FuzzItem(id: 2)], differ: FixedDiffer(operations: [.delete(7)]))
        let (controller, window, violations, anomalies) = show(storage)
        storage.setItems([FuzzItem(id: 2), FuzzItem(id: 3), FuzzItem(id: 4)])
        expectEqual(anomalies(), [.invalidDifferOperations(reason: "deleted index 7 is out of range")])
        expectEqual(violations(), [])
        expectEqual(storage.items, [FuzzItem(id: 2), FuzzItem(id: 3), FuzzItem(id: 4)])
        expectEqual(shownItems(controller), [FuzzItem(id: 2), FuzzItem(id: 3), FuzzItem(id: 4)])
        withExtendedLifetime(window) {}
    }

    @Test func repeatedIdentitiesAreReportedAndStillShown() {
        let storage = SingleSectionHashableStorage(items: [FuzzItem(id: 1), FuzzItem(id: 2)])
        let (controller, window, violations, anomalies) = show(storage)
        let new = [FuzzItem(id: 2), FuzzItem(id: 1), FuzzItem(id: 2, version: 1), FuzzItem(id: 1)]
        storage.setItems(new)
        expectEqual(anomalies(), [.duplicateIdentifiers(identifierDescriptions: ["2", "1"])])
        expectEqual(violations(), [])
        expectEqual(shownItems(controller), new)
        withExtendedLifetime(window) {}
    }
}
