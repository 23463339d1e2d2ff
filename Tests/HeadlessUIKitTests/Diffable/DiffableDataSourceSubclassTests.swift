import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// A diffable data source subclassed as Apple documents: section titles, swipe-to-delete and
/// reordering.
@MainActor
final class EditableDataSource: UITableViewDiffableDataSource<String, String> {
    /// Moves the user made, as the subclass saw them.
    private(set) var moves: [(from: IndexPath, to: IndexPath)] = []
    /// Whether `tableView(_:moveRowAt:to:)` calls `super`, or applies a snapshot of its own.
    var callsSuperWhenMoving = true

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section)?.uppercased()
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        sectionIdentifier(for: section).map { "\(snapshot().numberOfItems(inSection: $0)) items" }
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        true
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
        var snapshot = snapshot()
        snapshot.deleteItems([item])
        apply(snapshot)
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        true
    }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append((sourceIndexPath, destinationIndexPath))
        if callsSuperWhenMoving {
            super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
            return
        }
        // The widespread pattern: rebuild the order from the snapshot before the move and apply.
        guard let moved = itemIdentifier(for: sourceIndexPath), let target = itemIdentifier(for: destinationIndexPath) else { return }
        var snapshot = snapshot()
        snapshot.deleteItems([moved])
        if destinationIndexPath.row > sourceIndexPath.row, destinationIndexPath.section == sourceIndexPath.section {
            snapshot.insertItems([moved], afterItem: target)
        } else {
            snapshot.insertItems([moved], beforeItem: target)
        }
        apply(snapshot, animatingDifferences: false)
    }
}

@MainActor @Suite struct DiffableDataSourceSubclassTests {
    private func makeFixture() -> DiffableFixture<EditableDataSource> {
        let fixture = DiffableFixture { EditableDataSource(tableView: $0, cellProvider: $1) }
        fixture.dataSource.apply(.make(["fruit": ["apple", "pear", "plum"], "veg": ["leek", "kale"]]))
        fixture.tableView.layoutIfNeeded()
        return fixture
    }

    @Test func sectionTitlesComeFromTheSubclass() {
        let fixture = makeFixture()
        expectEqual(fixture.tableView.headerView(forSection: 0)?.textLabel?.text, "FRUIT")
        expectEqual(fixture.tableView.footerView(forSection: 1)?.textLabel?.text, "2 items")
    }

    @Test func plainDataSourceShowsNoTitlesAndAllowsNeitherEditingNorMoving() throws {
        let fixture = DiffableFixture()
        fixture.dataSource.apply(.make(["s": ["a", "b"]]))
        fixture.tableView.layoutIfNeeded()
        expectNil(fixture.tableView.headerView(forSection: 0))
        #expect(try fixture.tableView.simulateSwipe(at: IndexPath(row: 0, section: 0), edge: .trailing).isEmpty)
        try expectNil(fixture.tableView.simulateMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0)))
    }

    @Test func swipeToDeleteAppliesASnapshot() throws {
        let fixture = makeFixture()
        let actions = try fixture.tableView.simulateSwipe(at: IndexPath(row: 1, section: 0), edge: .trailing)
        expectEqual(actions.map(\.title), ["Delete"])
        actions.first?.tap()
        fixture.tableView.layoutIfNeeded()
        expectEqual(fixture.visibleTexts, [["apple", "plum"], ["leek", "kale"]])
        expectEqual(fixture.dataSource.snapshot().itemIdentifiers(inSection: "fruit"), ["apple", "plum"])
        #expect(fixture.violations.collected.isEmpty)
    }

    @Test(arguments: [true, false])
    func userMovesReachTheSnapshot(callsSuper: Bool) throws {
        let fixture = makeFixture()
        fixture.dataSource.callsSuperWhenMoving = callsSuper
        fixture.tableView.isEditing = true
        let pear = fixture.cell(showing: "pear")

        let within = try fixture.tableView.simulateMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        let across = try fixture.tableView.simulateMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
        fixture.tableView.layoutIfNeeded()

        expectEqual(within, IndexPath(row: 2, section: 0))
        expectEqual(across, IndexPath(row: 1, section: 1))
        expectEqual(fixture.dataSource.moves.count, 2)
        expectEqual(fixture.dataSource.snapshot().contents, [["fruit", "plum", "apple"], ["veg", "leek", "pear", "kale"]])
        expectEqual(fixture.visibleTexts, [["plum", "apple"], ["leek", "pear", "kale"]])
        expectIdentical(fixture.cell(showing: "pear"), pear)
        #expect(fixture.violations.collected.isEmpty)

        // The table and the data source still agree: a later apply is a valid batch update.
        var snapshot = fixture.dataSource.snapshot()
        snapshot.deleteItems(["leek"])
        fixture.dataSource.apply(snapshot)
        fixture.tableView.layoutIfNeeded()
        expectEqual(fixture.visibleTexts, [["plum", "apple"], ["pear", "kale"]])
        #expect(fixture.violations.collected.isEmpty)
    }
}
