import DTTableViewManager
import Testing
@testable import Showcase

// Mirrors DTTableViewManager.docc/ChoosingBetweenMappings.md (Conditional mappings). The post
// example uses the showcase's own Post, PostCell and VideoPostCell.

final class FeaturedRecipeCell: UITableViewCell, ModelTransfer {
    func update(with model: Recipe) { textLabel?.text = model.name.uppercased() }
}

@MainActor @Suite struct ConditionalMappingsArticleTests {
    @Test func sectionConditionsPickCellPerSection() {
        let screen = ArticleScreen.managed { manager in
            manager.register(FeaturedRecipeCell.self) { mapping in
                mapping.condition = .section(0)
            }
            manager.register(RecipeCell.self) { mapping in
                mapping.condition = .section(1)
            }
            manager.memoryStorage.setItemsForAllSections([[Recipe(name: "Soup")], [Recipe(name: "Salad")]])
        }
        #expect(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) is FeaturedRecipeCell)
        #expect(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 1)) is RecipeCell)
    }

    @Test func modelConditionsPickCellPerModel() {
        var anomalies: [DTTableViewManagerAnomaly] = []
        let screen = ArticleScreen.managed { manager in
            manager.anomalyHandler.anomalyAction = { anomalies.append($0) }
            manager.register(PostCell.self) { mapping in
                mapping.condition = mapping.modelCondition { post, indexPath in !post.containsVideo }
            }
            manager.register(VideoPostCell.self) { mapping in
                mapping.condition = mapping.modelCondition { post, indexPath in post.containsVideo }
            }
            manager.memoryStorage.setItems(FeedContent.firstPage)
        }
        #expect(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) is PostCell)
        #expect(screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) is VideoPostCell)
        #expect(anomalies.isEmpty)
    }

    @Test func modelConditionTakesItsParametersInEitherOrder() {
        let screen = ArticleScreen.managed { manager in
            manager.register(PostCell.self) { mapping in
                mapping.condition = mapping.modelCondition { indexPath, post in !post.containsVideo }
            }
            manager.register(VideoPostCell.self) { mapping in
                mapping.condition = mapping.modelCondition { indexPath, post in post.containsVideo }
            }
            manager.memoryStorage.setItems(FeedContent.firstPage)
        }
        #expect(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) is PostCell)
        #expect(screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) is VideoPostCell)
    }

    @Test func overlappingConditionsAreReportedAndFirstMappingIsUsed() {
        var anomalies: [DTTableViewManagerAnomaly] = []
        let screen = ArticleScreen.managed { manager in
            manager.anomalyHandler.anomalyAction = { anomalies.append($0) }
            manager.register(PostCell.self)
            manager.register(VideoPostCell.self) { mapping in
                mapping.condition = mapping.modelCondition { post, indexPath in post.containsVideo }
            }
            manager.memoryStorage.setItems(FeedContent.firstPage)
        }
        #expect(screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) is PostCell)
        #expect(anomalies.contains { if case .ambiguousMapping = $0 { true } else { false } })
    }

    @Test func customReuseIdentifierKeepsTwoRegistrationsOfOneClassApart() {
        let screen = ArticleScreen.managed { manager in
            manager.register(PostCell.self) { mapping in
                mapping.condition = .section(0)
            }
            manager.register(PostCell.self) { mapping in
                mapping.condition = .section(1)
                mapping.xibName = "CompactPostCell"
                mapping.reuseIdentifier = "compact-post"
            }
            manager.memoryStorage.setItemsForAllSections([[FeedContent.firstPage[0]], [FeedContent.firstPage[2]]])
        }
        #expect(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.reuseIdentifier == "PostCell")
        #expect(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 1))?.reuseIdentifier == "compact-post")
    }
}
