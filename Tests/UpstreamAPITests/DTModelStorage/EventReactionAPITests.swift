import DTTableViewManager
import Expectations
import Foundation
import Testing

/// Inventory group "DTModelStorage: event reactions".
@MainActor @Suite struct EventReactionAPITests {
    private let post = Post(id: 1, title: "one")
    private let row = IndexPath(item: 2, section: 0)

    @Test func viewAndModelReactionsRunWithMatchingArgumentsOnly() {
        let reaction = EventReaction(viewType: PostCell.self, modelType: Post.self, signature: "tableView:didSelectRowAtIndexPath:") { cell, post, indexPath in
            "\(post.title) \(indexPath.item)"
        }
        expectEqual(reaction.methodSignature, "tableView:didSelectRowAtIndexPath:")
        expectEqual(reaction.performWithArguments((PostCell(), post, row)) as? String, "one 2")
        expectEqual(reaction.performWithArguments((NumberCell(), post, row)) as? Int, 0)
        expectEqual(reaction.reaction?(PostCell(), post, row) as? String, "one 2")

        let modelOnly = EventReaction(modelType: Post.self, signature: "tableView:heightForRowAtIndexPath:") { post, indexPath in
            CGFloat(post.id + indexPath.item)
        }
        expectEqual(modelOnly.performWithArguments((0, post, row)) as? CGFloat, 3)
        expectEqual(modelOnly.performWithArguments((0, "not a post", row)) as? Int, 0)
    }

    @Test func argumentReactionsRunWithTheirArguments() {
        let none = EventReaction(signature: "indexPathForPreferredFocusedViewInTableView:") { IndexPath(item: 1, section: 1) }
        expectEqual(none.performWithArguments((0, 0, 0)) as? IndexPath, IndexPath(item: 1, section: 1))

        let one = EventReaction(argument: String.self, signature: "one") { $0.count }
        expectEqual(one.performWithArguments(("four", 0, 0)) as? Int, 4)

        let two = EventReaction(argumentOne: String.self, argumentTwo: Int.self, signature: "two") { title, index in "\(title)\(index)" }
        expectEqual(two.performWithArguments(("a", 1, 0)) as? String, "a1")
        expectEqual(two.performWithArguments((1, "a", 0)) as? Int, 0)

        one.reaction = { _, _, _ in "replaced" }
        expectEqual(one.performWithArguments((0, 0, 0)) as? String, "replaced")
    }

    @Test func fourAndFiveArgumentReactionsRunWithTheirArguments() {
        let four = FourArgumentsEventReaction(PostCell.self, modelType: Post.self, argument: IndexPath.self,
                                              signature: "tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath:") { proposed, _, _, _ in
            proposed
        }
        let proposed = IndexPath(item: 5, section: 0)
        expectEqual(four.performWithArguments((proposed, PostCell(), post, row)) as? IndexPath, proposed)
        expectEqual(four.reaction4Arguments?(proposed, PostCell(), post, row) as? IndexPath, proposed)

        let five = FiveArgumentsEventReaction(PostCell.self, modelType: Post.self, argumentOne: String.self, argumentTwo: Int.self,
                                              signature: "five") { text, number, _, post, _ in
            "\(text) \(number) \(post.id)"
        }
        expectEqual(five.performWithArguments(("x", 2, PostCell(), post, row)) as? String, "x 2 1")
        expectEqual(five.reaction5Arguments?("x", 2, PostCell(), post, row) as? String, "x 2 1")
    }

    @Test func staticHelpersFindAndPerformReactionsBySignature() {
        let unmapped = [
            EventReaction(signature: "zero") { "none" },
            EventReaction(argument: Int.self, signature: "one") { $0 * 2 },
            EventReaction(argumentOne: Int.self, argumentTwo: Int.self, signature: "two") { $0 + $1 },
        ]
        expectIdentical(EventReaction.unmappedReaction(from: unmapped, signature: "one"), unmapped[1])
        expectEqual(EventReaction.performUnmappedReaction(from: unmapped, "zero") as? String, "none")
        expectEqual(EventReaction.performUnmappedReaction(from: unmapped, "one", argument: 21) as? Int, 42)
        expectEqual(EventReaction.performUnmappedReaction(from: unmapped, "two", argumentOne: 40, argumentTwo: 2) as? Int, 42)
        expectNil(EventReaction.performUnmappedReaction(from: unmapped, "missing"))

        let mapping = CellViewModelMapping<PostCell, Post>(viewClass: PostCell.self)
        mapping.reactions = [
            EventReaction(viewType: PostCell.self, modelType: Post.self, signature: "three") { _, post, _ in post.title },
            FourArgumentsEventReaction(PostCell.self, modelType: Post.self, argument: Int.self, signature: "four") { number, _, _, _ in number },
            FiveArgumentsEventReaction(PostCell.self, modelType: Post.self, argumentOne: Int.self, argumentTwo: Int.self,
                                       signature: "five") { first, second, _, _, _ in first * second },
        ]
        let mappings: [ViewModelMappingProtocol] = [mapping]
        expectIdentical(EventReaction.reaction(from: mappings, signature: "three", forModel: post, at: row, view: PostCell()), mapping.reactions[0])
        expectNil(EventReaction.reaction(from: mappings, signature: "three", forModel: 5, at: row, view: nil))
        expectNil(EventReaction.reaction(from: mappings, signature: "three", forModel: post, at: row, view: nil, supplementaryKind: "header"))
        expectEqual(EventReaction.performReaction(from: mappings, signature: "three", view: PostCell(), model: post, location: row) as? String, "one")
        expectEqual(EventReaction.performReaction(from: mappings, signature: "missing", view: nil, model: post, location: row, supplementaryKind: nil) as? Int, 0)
        expectEqual(EventReaction.perform4ArgumentsReaction(from: mappings, signature: "four", argument: 7, view: PostCell(), model: post, location: row) as? Int, 7)
        #expect(EventReaction.perform5ArgumentsReaction(from: mappings, signature: "five", firstArgument: 6, secondArgument: 7,
                                                        view: PostCell(), model: post, location: row) as? Int == 42)
    }
}
