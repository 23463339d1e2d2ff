import DTTableViewManager
import Expectations
import Foundation
import Testing
import TestSupport

/// Inventory group "DTTableViewManager: diffable data sources".
@MainActor @Suite struct DiffableAPITests {
    private enum Section: Hashable, Sendable {
        case one, two
    }

    @Test func configuredDataSourceDrivesTheTableWithTheManagersMappings() {
        let owner = ManagedTableViewController()
        owner.manager.register(PostCell.self)
        let posts = [1: Post(id: 1, title: "one"), 2: Post(id: 2, title: "two"), 3: Post(id: 3, title: "three")]
        let dataSource: UITableViewDiffableDataSource<Section, Int> = owner.manager.configureDiffableDataSource { _, id in
            posts[id] as Any
        }
        expectIdentical(owner.manager.storage, dataSource)
        expectIdentical(owner.manager.supplementaryStorage, dataSource)
        expectNil(owner.manager.tableViewUpdater)

        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.one, .two])
        snapshot.appendItems([1, 2], toSection: .one)
        snapshot.appendItems([3], toSection: .two)
        dataSource.apply(snapshot)
        owner.tableView.layoutIfNeeded()

        let cell = owner.tableView.cellForRow(at: IndexPath(row: 0, section: 1)) as? PostCell
        expectEqual(cell?.updates, [Post(id: 3, title: "three")])
        expectEqual(owner.manager.storage.numberOfSections(), 2)
        expectEqual(owner.manager.storage.numberOfItems(inSection: 0), 2)
        expectEqual(owner.manager.storage.item(at: IndexPath(row: 1, section: 0)) as? Post, Post(id: 2, title: "two"))
    }

    @Test func headersAndEmptySectionsBehaveAsWithAStorage() {
        let owner = ManagedTableViewController()
        owner.manager.registerHeader(TitleHeaderView.self)
        let dataSource: UITableViewDiffableDataSource<Section, Int> = owner.manager.configureDiffableDataSource { _, id in id }
        owner.manager.supplementaryStorage?.setSectionHeaderModels(["Header"])
        owner.manager.configuration.displayHeaderOnEmptySection = false
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.one])
        dataSource.apply(snapshot)
        expectNil(owner.manager.tableDelegate?.tableView(owner.tableView, viewForHeaderInSection: 0))

        owner.manager.configuration.displayHeaderOnEmptySection = true
        #expect(owner.manager.tableDelegate?.tableView(owner.tableView, viewForHeaderInSection: 0) is TitleHeaderView)
    }
}
