import Expectations
import Foundation
import Testing
import HeadlessUIKit

/// A placeholder context runs the data-source update once, at its insertion index path, and
/// refuses commits and deletes once the placeholder is gone.
@MainActor @Suite struct DropPlaceholderContextTests {
    private func placedContext(at indexPath: IndexPath) -> HeadlessTableViewDropPlaceholderContext {
        let session = HeadlessDropSession(items: [UIDragItem(itemProvider: NSItemProvider())])
        let coordinator = HeadlessTableViewDropCoordinator(
            session: session,
            destinationIndexPath: indexPath,
            proposal: UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        )
        let placeholder = UITableViewDropPlaceholder(insertionIndexPath: indexPath, reuseIdentifier: "Cell", rowHeight: 44)
        let context = coordinator.drop(session.items[0], to: placeholder)
        return context as! HeadlessTableViewDropPlaceholderContext
    }

    @Test func commitRunsDataSourceUpdateAtInsertionIndexPath() {
        let insertion = IndexPath(row: 2, section: 1)
        let context = placedContext(at: insertion)
        var updatedAt: [IndexPath] = []

        let committed = context.commitInsertion { updatedAt.append($0) }

        #expect(committed)
        expectEqual(updatedAt, [insertion])
        expectEqual(context.state, .committed(insertion))
    }

    /// Apple: the coordinator's placeholder is exchanged for the final row when the context
    /// commits, and the app must not count the placeholder in its data source; so after the
    /// commit the table has the data source's new row, and later updates stay consistent.
    @Test func committingOnATableGivesItTheFinalRow() throws {
        let fixture = TableFixture(sections: [["Eggs", "Milk"]])
        fixture.tableView.layoutIfNeeded()
        let insertion = IndexPath(row: 1, section: 0)
        let session = HeadlessDropSession(items: [UIDragItem(itemProvider: NSItemProvider(object: "Butter" as NSString))])
        let coordinator = HeadlessTableViewDropCoordinator(
            session: session,
            destinationIndexPath: insertion,
            proposal: UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath),
            tableView: fixture.tableView
        )
        let placeholder = UITableViewDropPlaceholder(insertionIndexPath: insertion, reuseIdentifier: "Cell", rowHeight: 44)
        let context = coordinator.drop(session.items[0], to: placeholder)

        context.commitInsertion { indexPath in fixture.dataSource.sections[0].insert("Butter", at: indexPath.row) }
        fixture.tableView.layoutIfNeeded()

        expectEqual(fixture.tableView.numberOfRows(inSection: 0), 3)
        expectEqual(fixture.tableView.cellForRow(at: insertion)?.textLabel?.text, "Butter")
        fixture.dataSource.sections[0].append("Bread")
        fixture.tableView.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
        expectEqual(fixture.tableView.numberOfRows(inSection: 0), 4)
        #expect(fixture.violations.messages.isEmpty)
    }

    @Test func secondCommitIsRefusedWithoutRunningUpdate() {
        let context = placedContext(at: IndexPath(row: 0, section: 0))
        context.commitInsertion { _ in }
        var ranAgain = false

        let committedAgain = context.commitInsertion { _ in ranAgain = true }

        #expect(!committedAgain)
        #expect(!ranAgain)
    }

    @Test func deletedPlaceholderCannotBeCommitted() {
        let context = placedContext(at: IndexPath(row: 0, section: 0))
        var ran = false

        let deleted = context.deletePlaceholder()
        let committed = context.commitInsertion { _ in ran = true }

        #expect(deleted)
        #expect(!committed)
        #expect(!ran)
        expectEqual(context.state, .deleted)
        #expect(!context.deletePlaceholder())
    }

    @Test func invalidatedPlaceholderRefusesCommitAndDelete() {
        let context = placedContext(at: IndexPath(row: 1, section: 0))

        context.invalidate()

        #expect(!context.commitInsertion { _ in })
        #expect(!context.deletePlaceholder())
        expectEqual(context.state, .invalidated)
    }

    @Test func animationsAndCompletionsRunInOrderWhenFinished() {
        let context = placedContext(at: IndexPath(row: 0, section: 0))
        var events: [String] = []
        context.addCompletion { events.append("completion \($0)") }
        context.addAnimations { events.append("animation") }

        #expect(events.isEmpty)
        context.finish(at: .end)

        expectEqual(events, ["animation", "completion end"])
    }
}
