import DTTableViewManager
import Expectations
import Foundation
import Testing
import TestSupport

/// A numbered row of a diffable list.
private final class NumberRowCell: UITableViewCell, ModelTransfer {
    func update(with model: Int) {
        textLabel?.text = String(model)
    }
}

/// Event closures on a manager driven by a diffable data source, including editing and moving
/// as upstream documents them: the closures run, and the app applies the new order.
@MainActor @Suite struct DiffableManagerEventTests {
    @MainActor private struct Screen {
        let controller = ManagedTableViewController()
        let dataSource: UITableViewDiffableDataSource<Int, Int>
        let violations: ConsistencyViolationRecorder

        init(sections: [[Int]]) {
            controller.manager.register(NumberRowCell.self)
            dataSource = controller.manager.configureDiffableDataSource { _, number in number }
            violations = ConsistencyViolationRecorder(recording: controller.tableView)
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            for (section, numbers) in sections.enumerated() {
                snapshot.appendSections([section])
                snapshot.appendItems(numbers, toSection: section)
            }
            dataSource.apply(snapshot)
            controller.tableView.layoutIfNeeded()
        }

        var tableView: UITableView { controller.tableView }
        var manager: DTTableViewManager { controller.manager }
        var rows: [[Int]] { dataSource.snapshot().sectionIdentifiers.map(dataSource.snapshot().itemIdentifiers(inSection:)) }
    }

    @Test func selectionAndConfigurationClosuresReceiveTheModel() throws {
        let screen = Screen(sections: [[1, 2]])
        var selected: [(Int, IndexPath)] = []
        screen.manager.didSelect(NumberRowCell.self) { _, model, indexPath in selected.append((model, indexPath)) }
        try screen.tableView.simulateTap(at: IndexPath(row: 1, section: 0))
        expectEqual(selected.map(\.0), [2])
        expectEqual(selected.map(\.1), [IndexPath(row: 1, section: 0)])
    }

    @Test func rowsAreNotEditableUnlessAnEventOrTheOwnerSaysSo() throws {
        let screen = Screen(sections: [[1, 2]])
        #expect(try screen.tableView.simulateSwipe(at: IndexPath(row: 0, section: 0), edge: .trailing).isEmpty)
        try expectNil(screen.tableView.simulateMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0)))
    }

    @Test func swipeToDeleteRunsTheCommitClosureWhichAppliesASnapshot() throws {
        let screen = Screen(sections: [[1, 2, 3]])
        var committed: [Int] = []
        screen.manager.canEditCell(withItem: Int.self) { number, _ in number != 2 }
        screen.manager.commitEditingStyle(for: NumberRowCell.self) { [dataSource = screen.dataSource] style, _, number, _ in
            guard style == .delete else { return }
            committed.append(number)
            var snapshot = dataSource.snapshot()
            snapshot.deleteItems([number])
            dataSource.apply(snapshot)
        }
        #expect(try screen.tableView.simulateSwipe(at: IndexPath(row: 1, section: 0), edge: .trailing).isEmpty)
        try screen.tableView.simulateSwipe(at: IndexPath(row: 2, section: 0), edge: .trailing).first?.tap()
        screen.tableView.layoutIfNeeded()
        expectEqual(committed, [3])
        expectEqual(screen.rows, [[1, 2]])
        expectEqual(screen.tableView.visibleCells.map { $0.textLabel?.text }, ["1", "2"])
        #expect(screen.violations.violations.isEmpty)
    }

    @Test func userMovesRunTheMoveClosureAndTheDataSourceFollows() throws {
        let screen = Screen(sections: [[1, 2, 3], [4]])
        var moves: [String] = []
        screen.manager.canMove(NumberRowCell.self) { _, _, _ in true }
        screen.manager.move(NumberRowCell.self) { destination, _, number, source in
            moves.append("\(number): \(source.section)-\(source.row) → \(destination.section)-\(destination.row)")
        }
        screen.tableView.isEditing = true
        try screen.tableView.simulateMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
        screen.tableView.layoutIfNeeded()
        expectEqual(moves, ["1: 0-0 → 1-1"])
        expectEqual(screen.rows, [[2, 3], [4, 1]])
        expectEqual(screen.tableView.visibleCells.map { $0.textLabel?.text }, ["2", "3", "4", "1"])

        var snapshot = screen.dataSource.snapshot()
        snapshot.moveItem(4, afterItem: 1)
        screen.dataSource.apply(snapshot)
        screen.tableView.layoutIfNeeded()
        expectEqual(screen.tableView.visibleCells.map { $0.textLabel?.text }, ["2", "3", "1", "4"])
        #expect(screen.violations.violations.isEmpty)
    }

    @Test func sectionIndexClosuresAnswerTheTable() {
        let screen = Screen(sections: [[1], [2]])
        screen.manager.sectionIndexTitles { ["A", "B"] }
        screen.manager.sectionForSectionIndexTitle { _, index in index == 0 ? 1 : 0 }
        expectEqual(screen.dataSource.sectionIndexTitles(for: screen.tableView), ["A", "B"])
        expectEqual(screen.dataSource.tableView(screen.tableView, sectionForSectionIndexTitle: "A", at: 0), 1)
    }

    @Test func willDisplayHeaderClosuresRunForDiffableSections() {
        let screen = Screen(sections: [[1]])
        var displayed: [String] = []
        screen.manager.registerHeader(StringHeaderView.self)
        screen.manager.willDisplayHeaderView(StringHeaderView.self) { _, model, section in displayed.append("\(model)@\(section)") }
        screen.manager.supplementaryStorage?.setSectionHeaderModels(["Numbers"])
        screen.tableView.reloadData()
        screen.tableView.layoutIfNeeded()
        expectEqual(displayed, ["Numbers@0"])
        #expect(screen.violations.violations.isEmpty)
    }
}
