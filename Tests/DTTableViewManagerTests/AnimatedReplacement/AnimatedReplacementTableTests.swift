import DTTableViewManager
import Expectations
import Foundation
import Testing
import TestSupport

/// A row model with an identity and a content that can change.
private struct ReplacementRow: EntityIdentifiable, Hashable, CustomStringConvertible {
    let id: Int
    var title: String

    var identifier: AnyHashable { id }
    var description: String { "\(id):\(title)" }
}

private final class ReplacementRowCell: UITableViewCell, ModelTransfer {
    var model: ReplacementRow?
    func update(with model: ReplacementRow) { self.model = model }
}

/// Drives a HeadlessUIKit table through animated replacements and checks that every delivered
/// update is a batch the table accepts and that every visible cell ends up showing its model.
@MainActor @Suite struct AnimatedReplacementTableTests {
    private func row(_ id: Int, _ title: String = "") -> ReplacementRow { ReplacementRow(id: id, title: title) }

    @Test func animatedReplacementsAreAcceptedAsBatchesAndRefreshEveryCell() throws {
        let controller = ManagedTableViewController()
        var violations: [UITableView.HeadlessConsistencyViolation] = []
        controller.tableView.headlessConsistencyViolationHandler = { violations.append($0) }
        controller.manager.register(ReplacementRowCell.self)
        let storage = try #require(controller.manager.memoryStorage)
        storage.setItemsForAllSections([[row(1), row(2), row(3)], [row(4)]])
        controller.tableView.layoutIfNeeded()
        let anomalies = AnomalyRecorder(recording: storage)
        let targets: [[[ReplacementRow]]] = [
            [[row(3), row(1), row(2)], [row(4)]],
            [[row(3, "changed"), row(1)], [row(2), row(4)]],
            [[row(1), row(3, "changed")], [row(4, "new"), row(2)], [row(5)]],
            [[row(5), row(4, "new")]],
            [[], [row(6), row(5, "x"), row(6)], [row(4, "new")]],
            [[row(6, "y"), row(6)], [row(4)]],
            [],
            [[row(7)], [row(8), row(9)]],
        ]
        for target in targets {
            storage.setItemsForAllSections(target, animated: true)
            controller.tableView.layoutIfNeeded()
            #expect(violations.isEmpty, "\(target): \(violations)")
            expectEqual(controller.tableView.numberOfSections, target.count)
            for (section, rows) in target.enumerated() {
                expectEqual(controller.tableView.numberOfRows(inSection: section), rows.count, "\(target)")
                for (index, model) in rows.enumerated() {
                    let cell = controller.tableView.cellForRow(at: IndexPath(row: index, section: section)) as? ReplacementRowCell
                    expectEqual(cell?.model, model, "\(target) at [\(section), \(index)]")
                }
            }
        }
        // The replacements into, between and out of contents holding row 6 twice each report it.
        expectEqual(anomalies.anomalies, Array(repeating: .duplicateIdentifiers(identifierDescriptions: ["6"]), count: 3))
    }

    @Test func singleSectionStorageAnimatesItsDiffsIntoTheTable() {
        let controller = ManagedTableViewController()
        var violations: [UITableView.HeadlessConsistencyViolation] = []
        controller.tableView.headlessConsistencyViolationHandler = { violations.append($0) }
        controller.manager.register(ReplacementRowCell.self)
        let storage = SingleSectionHashableStorage(items: [row(1), row(2), row(3)])
        controller.manager.storage = storage
        controller.tableView.layoutIfNeeded()
        storage.setItems([row(3, "changed"), row(2), row(4)])
        storage.addItems([row(2, "again"), row(5)], UpdateOldValuesAccumulationStrategy())
        storage.addItems([row(3, "last")], DeleteOldValuesAccumulationStrategy())
        controller.tableView.layoutIfNeeded()
        #expect(violations.isEmpty, "\(violations)")
        let expected = [row(2, "again"), row(4), row(5), row(3, "last")]
        expectEqual(storage.items, expected)
        expectEqual(controller.tableView.numberOfRows(inSection: 0), expected.count)
        for (index, model) in expected.enumerated() {
            let cell = controller.tableView.cellForRow(at: IndexPath(row: index, section: 0)) as? ReplacementRowCell
            expectEqual(cell?.model, model, "row \(index)")
        }
    }
}
