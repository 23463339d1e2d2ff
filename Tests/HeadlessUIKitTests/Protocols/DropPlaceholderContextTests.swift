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
        #expect(updatedAt == [insertion])
        #expect(context.state == .committed(insertion))
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
        #expect(context.state == .deleted)
        #expect(!context.deletePlaceholder())
    }

    @Test func invalidatedPlaceholderRefusesCommitAndDelete() {
        let context = placedContext(at: IndexPath(row: 1, section: 0))

        context.invalidate()

        #expect(!context.commitInsertion { _ in })
        #expect(!context.deletePlaceholder())
        #expect(context.state == .invalidated)
    }

    @Test func animationsAndCompletionsRunInOrderWhenFinished() {
        let context = placedContext(at: IndexPath(row: 0, section: 0))
        var events: [String] = []
        context.addCompletion { events.append("completion \($0)") }
        context.addAnimations { events.append("animation") }

        #expect(events.isEmpty)
        context.finish(at: .end)

        #expect(events == ["animation", "completion end"])
    }
}
