import DTTableViewManager
import Expectations
import Foundation
import Testing
import TestSupport

/// A post of a diffable screen: identified by `id`, shown by `PostCell` or `VideoPostCell`.
private struct FeedPost {
    let id: Int
    var title: String
    var hasVideo = false
}

/// A `ModelTransfer` cell for `FeedPost`, recording what it showed.
private final class FeedPostCell: UITableViewCell, ModelTransfer {
    private(set) var shown: [String] = []
    func update(with model: FeedPost) {
        shown.append(model.title)
        textLabel?.text = model.title
    }
}

/// The video variant, chosen by a model condition.
private final class FeedVideoCell: UITableViewCell, ModelTransfer {
    func update(with model: FeedPost) {
        textLabel?.text = "▶ " + model.title
    }
}

/// A screen as upstream documents it: `configureDiffableDataSource` in place of a storage, models
/// looked up by identifier.
@MainActor
private final class DiffableFeedScreen {
    let controller = ManagedTableViewController()
    var posts: [Int: FeedPost] = [:]
    private(set) var dataSource: UITableViewDiffableDataSource<String, Int>!

    init() {
        controller.manager.register(FeedPostCell.self) { mapping in
            mapping.condition = mapping.modelCondition { _, post in !post.hasVideo }
        }
        controller.manager.register(FeedVideoCell.self) { mapping in
            mapping.condition = mapping.modelCondition { _, post in post.hasVideo }
        }
        dataSource = controller.manager.configureDiffableDataSource { [unowned self] _, id in
            self.posts[id] as Any
        }
    }

    /// Shows `sections` of posts, storing the posts by identifier.
    func show(_ sections: KeyValuePairs<String, [FeedPost]>, reconfiguring: [Int] = []) {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        for (section, sectionPosts) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(sectionPosts.map(\.id), toSection: section)
            for post in sectionPosts { posts[post.id] = post }
        }
        snapshot.reconfigureItems(reconfiguring)
        dataSource.apply(snapshot)
        controller.tableView.layoutIfNeeded()
    }

    var tableView: UITableView { controller.tableView }

    /// The visible cells' texts, per section.
    var visibleTexts: [[String]] {
        var texts = [[String]](repeating: [], count: tableView.numberOfSections)
        for indexPath in tableView.indexPathsForVisibleRows ?? [] {
            texts[indexPath.section].append(tableView.cellForRow(at: indexPath)?.textLabel?.text ?? "")
        }
        return texts
    }
}

/// `configureDiffableDataSource(modelProvider:)` screens: mappings, conditions, headers and
/// footers, the manager's storage.
@MainActor @Suite struct DiffableManagerTests {
    @Test func theDiffableDataSourceBecomesStorageAndDataSourceAndReplacesTheUpdater() {
        let screen = DiffableFeedScreen()
        let manager = screen.controller.manager
        expectNil(manager.tableViewUpdater)
        expectIdentical(manager.storage, screen.dataSource)
        expectIdentical(manager.supplementaryStorage, screen.dataSource)
        expectEqual(manager.supplementaryStorage?.supplementaryHeaderKind, DTTableViewElementSectionHeader)
        expectIdentical(screen.tableView.dataSource, screen.dataSource)
    }

    @Test func mappingsAndConditionsProduceTheCellsOfEverySection() {
        let screen = DiffableFeedScreen()
        let violations = ConsistencyViolationRecorder(recording: screen.tableView)
        screen.show([
            "today": [FeedPost(id: 1, title: "Soup"), FeedPost(id: 2, title: "Trailer", hasVideo: true)],
            "earlier": [FeedPost(id: 3, title: "Salad")],
        ])
        expectEqual(screen.visibleTexts, [["Soup", "▶ Trailer"], ["Salad"]])
        expectEqual(screen.controller.manager.storage.numberOfSections(), 2)
        expectEqual(screen.controller.manager.storage.numberOfItems(inSection: 0), 2)
        expectEqual(screen.controller.manager.storage.numberOfItems(inSection: 5), 0)
        expectEqual((screen.controller.manager.storage.item(at: IndexPath(row: 0, section: 1)) as? FeedPost)?.title, "Salad")
        #expect(violations.violations.isEmpty)
    }

    @Test func reconfiguredItemsUpdateTheirCellsWithTheNewModel() throws {
        let screen = DiffableFeedScreen()
        screen.show(["today": [FeedPost(id: 1, title: "Soup"), FeedPost(id: 2, title: "Stew")]])
        let cell = try #require(screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? FeedPostCell)
        screen.show(["today": [FeedPost(id: 1, title: "Soup"), FeedPost(id: 2, title: "Beef stew")]], reconfiguring: [2])
        expectIdentical(screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0)), cell)
        expectEqual(cell.shown, ["Stew", "Beef stew"])
    }

    @Test func titleHeadersAndFootersComeFromTheSupplementaryStorage() {
        let screen = DiffableFeedScreen()
        screen.controller.manager.supplementaryStorage?.setSectionHeaderModels(["Today", "Earlier"])
        screen.controller.manager.supplementaryStorage?.setSectionFooterModels(["1 post"])
        screen.show(["today": [FeedPost(id: 1, title: "Soup")], "earlier": []])
        expectEqual(screen.tableView.headerView(forSection: 0)?.textLabel?.text, "Today")
        expectEqual(screen.tableView.footerView(forSection: 0)?.textLabel?.text, "1 post")
        expectEqual(screen.tableView.headerView(forSection: 1)?.textLabel?.text, "Earlier")

        screen.controller.manager.configuration.displayHeaderOnEmptySection = false
        let dataSource = screen.controller.manager.tableDataSource
        expectNil(dataSource?.tableView(screen.tableView, titleForHeaderInSection: 1))
        expectEqual(dataSource?.tableView(screen.tableView, titleForHeaderInSection: 0), "Today")
    }

    @Test func headerViewsAreMappedFromHeaderModels() {
        let screen = DiffableFeedScreen()
        screen.controller.manager.registerHeader(StringHeaderView.self)
        screen.controller.manager.supplementaryStorage?.setSectionHeaderModels(["Today"])
        screen.show(["today": [FeedPost(id: 1, title: "Soup")]])
        let header = screen.tableView.headerView(forSection: 0) as? StringHeaderView
        expectEqual(header?.title, "Today")
        #expect(screen.controller.manager.tableDelegate?.tableView(screen.tableView, viewForHeaderInSection: 0) is StringHeaderView)
    }

    @Test func missingModelsAreReportedAsAnomalies() {
        let screen = DiffableFeedScreen()
        let anomalies = AnomalyRecorder(recording: screen.controller.manager)
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["today"])
        snapshot.appendItems([42])
        screen.dataSource.apply(snapshot)
        screen.tableView.layoutIfNeeded()
        #expect(anomalies.anomalies.contains(.nilCellModel(IndexPath(row: 0, section: 0))))
    }
}
