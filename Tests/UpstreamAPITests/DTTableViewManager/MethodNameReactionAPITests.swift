import DTTableViewManager
import Expectations
import Foundation
import Testing

/// Inventory group "DTTableViewManager: reactions built from method names".
///
/// An app that attaches `EventReaction`s built from Objective-C method names to a mapping, as
/// DTModelStorage 11 allows, gets them run by the manager like reactions of the event methods.
@MainActor @Suite struct MethodNameReactionAPITests {
    private let firstRow = IndexPath(row: 0, section: 0)

    @Test func reactionsAttachedToAMappingByMethodNameAnswerTheirEventsOnce() throws {
        var selected: [Post] = []
        var headerHeights: [Int] = []
        let screen = EventScreen(cellMapping: { mapping in
            mapping.reactions.append(EventReaction(viewType: PostCell.self, modelType: Post.self,
                                                   signature: "tableView:didSelectRowAtIndexPath:") { _, post, _ in selected.append(post) })
            mapping.reactions.append(EventReaction(modelType: Post.self, signature: "tableView:heightForRowAtIndexPath:") { post, _ in
                CGFloat(70 + post.id)
            })
            mapping.reactions.append(FourArgumentsEventReaction(PostCell.self, modelType: Post.self, argument: IndexPath.self,
                                                                signature: "tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:") { _, _, _, _ in
                IndexPath(row: 9, section: 9)
            })
            mapping.reactions.append(FiveArgumentsEventReaction(PostCell.self, modelType: Post.self, argumentOne: UIDragSession.self,
                                                                argumentTwo: CGPoint.self,
                                                                signature: "tableView:itemsForAddingToDragSession:atIndexPath:point:") { _, _, _, _, _ in
                [UIDragItem(itemProvider: NSItemProvider())]
            })
        }, headerMapping: { mapping in
            mapping.reactions.append(EventReaction(modelType: String.self, signature: "tableView:heightForHeaderInSection:") { _, indexPath in
                headerHeights.append(indexPath.section)
                return CGFloat(33)
            })
        })
        screen.show()
        let table = screen.table
        let delegate = try #require(screen.manager.tableDelegate)

        try table.simulateTap(at: firstRow)
        expectEqual(selected, [Post(id: 1, title: "one")])
        expectEqual(delegate.tableView(table, heightForRowAt: firstRow), 71)
        expectEqual(delegate.tableView(table, heightForHeaderInSection: 0), 33)
        #expect(headerHeights.contains(0))
        expectEqual(delegate.tableView(table, targetIndexPathForMoveFromRowAt: firstRow, toProposedIndexPath: firstRow), IndexPath(row: 9, section: 9))
        let drag = try #require(screen.manager.tableDragDelegate)
        expectEqual(drag.tableView(table, itemsForAddingTo: HeadlessDragSession(), at: firstRow, point: .zero).count, 1)
    }

    @Test func aReactionWhoseArgumentsDoNotMatchLeavesTheEventToTheDefault() throws {
        let screen = EventScreen(cellMapping: { mapping in
            mapping.reactions.append(EventReaction(modelType: String.self, signature: "tableView:heightForRowAtIndexPath:") { _, _ in CGFloat(5) })
        })
        screen.show()
        let delegate = try #require(screen.manager.tableDelegate)
        expectNotEqual(delegate.tableView(screen.table, heightForRowAt: firstRow), 5)
    }
}
