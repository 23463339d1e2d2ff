import DTTableViewManager
import Foundation
import Testing
import TestSupport

/// The manager's prefetch data source occupies the table's `prefetchDataSource` only while it
/// has something to do, so that a table without prefetching does no prefetch work per scroll.
@MainActor @Suite struct PrefetchDataSourceInstallationTests {
    /// An owner that prefetches itself.
    final class PrefetchingOwner: UIViewController, DTTableViewManageable, UITableViewDataSourcePrefetching {
        var tableView: UITableView! = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        private(set) var prefetched: [IndexPath] = []

        func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
            prefetched += indexPaths
        }
    }

    @Test func registeringAPrefetchClosureInstallsThePrefetchDataSource() {
        let controller = ManagedTableViewController()
        controller.manager.register(EventIntCell.self)
        #expect(controller.tableView.prefetchDataSource == nil)
        controller.manager.register(EventStringCell.self) { mapping in mapping.prefetch { _, _ in } }
        #expect(controller.tableView.prefetchDataSource === controller.manager.tablePrefetchDataSource)
    }

    @Test func aCancelClosureAloneInstallsIt() {
        let controller = ManagedTableViewController()
        controller.manager.register(EventIntCell.self) { mapping in mapping.cancelPrefetch { _, _ in } }
        #expect(controller.tableView.prefetchDataSource === controller.manager.tablePrefetchDataSource)
    }

    @Test func anOwnerThatPrefetchesGetsItAndIsForwardedTo() {
        let owner = PrefetchingOwner()
        owner.manager.register(EventIntCell.self)
        #expect(owner.tableView.prefetchDataSource === owner.manager.tablePrefetchDataSource)
        owner.tableView.prefetchDataSource?.tableView(owner.tableView, prefetchRowsAt: [IndexPath(row: 0, section: 0)])
        #expect(owner.prefetched == [IndexPath(row: 0, section: 0)])
    }

    @Test func anotherPrefetchDataSourceIsLeftInPlace() {
        final class Other: NSObject, UITableViewDataSourcePrefetching {
            func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {}
        }
        let controller = ManagedTableViewController()
        let other = Other()
        controller.tableView.prefetchDataSource = other
        controller.manager.register(EventIntCell.self) { mapping in mapping.prefetch { _, _ in } }
        #expect(controller.tableView.prefetchDataSource === other)
    }
}
