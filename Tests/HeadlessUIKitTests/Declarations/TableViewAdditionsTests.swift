import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct TableViewAdditionsTests {
    /// Counts notifications; posted and read on the main thread.
    final class NotificationCount: @unchecked Sendable {
        var value = 0
    }

    /// A data source with an index of section titles and a redirect for the last one.
    final class IndexedDataSource: NSObject, UITableViewDataSource {
        var titles = ["A", "B", "C"]
        var titleRequests = 0

        func numberOfSections(in tableView: UITableView) -> Int { 3 }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        }

        func sectionIndexTitles(for tableView: UITableView) -> [String]? {
            titleRequests += 1
            return titles
        }

        func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
            title == "C" ? 1 : index
        }
    }

    @Test func tapsPostTheSelectionNotificationAndCodeDoesNot() throws {
        let fixture = TableFixture(sections: [ListDataSource.rows(5)])
        let count = NotificationCount()
        let observer = NotificationCenter.default.addObserver(
            forName: UITableView.selectionDidChangeNotification,
            object: fixture.tableView,
            queue: nil
        ) { _ in count.value += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }

        fixture.tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        expectEqual(count.value, 0)
        try fixture.tableView.simulateTap(at: IndexPath(row: 1, section: 0))
        expectEqual(count.value, 1)
        try fixture.tableView.simulateTap(at: IndexPath(row: 1, section: 0))
        expectEqual(count.value, 1)
    }

    @Test func disabledPrefetchingAsksNothing() {
        final class Prefetcher: NSObject, UITableViewDataSourcePrefetching {
            var requests = 0
            func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { requests += 1 }
        }
        let fixture = TableFixture(sections: [ListDataSource.rows(100)])
        let prefetcher = Prefetcher()
        fixture.tableView.prefetchDataSource = prefetcher
        fixture.tableView.isPrefetchingEnabled = false
        fixture.tableView.contentOffset = CGPoint(x: 0, y: 200)
        fixture.tableView.layoutIfNeeded()
        expectEqual(prefetcher.requests, 0)
        fixture.tableView.isPrefetchingEnabled = true
        fixture.tableView.contentOffset = CGPoint(x: 0, y: 400)
        fixture.tableView.layoutIfNeeded()
        expectEqual(prefetcher.requests, 1)
    }

    @Test func scrollsToTheNearestSelectedRow() {
        let fixture = TableFixture(sections: [ListDataSource.rows(100)])
        let table = fixture.tableView
        table.scrollToNearestSelectedRow(at: .top, animated: false)
        expectEqual(table.contentOffset.y, 0)

        table.selectRow(at: IndexPath(row: 40, section: 0), animated: false, scrollPosition: .none)
        table.selectRow(at: IndexPath(row: 90, section: 0), animated: false, scrollPosition: .none)
        table.allowsMultipleSelection = true
        table.selectRow(at: IndexPath(row: 40, section: 0), animated: false, scrollPosition: .none)
        table.scrollToNearestSelectedRow(at: .top, animated: false)
        expectEqual(table.contentOffset.y, CGFloat(40 * 44))
    }

    @Test func sectionIndexIsAskedOnceAfterEachReloadAndTapsScroll() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let dataSource = IndexedDataSource()
        table.dataSource = dataSource
        window.addSubview(table)
        window.makeKeyAndVisible()

        expectEqual(table.headlessSectionIndexTitles, ["A", "B", "C"])
        #expect(table.headlessSectionIndexTitles == ["A", "B", "C"] && dataSource.titleRequests == 1)
        dataSource.titles = ["X"]
        table.reloadSectionIndexTitles()
        #expect(table.headlessSectionIndexTitles == ["X"] && dataSource.titleRequests == 2)
        dataSource.titles = ["A", "B", "C"]
        table.reloadData()
        expectEqual(table.simulateTapOnSectionIndex(at: 2), 1)
        expectEqual(table.contentOffset.y, CGFloat(10 * 44))
        expectNil(table.simulateTapOnSectionIndex(at: 7))
    }

    @Test func newPropertiesHaveUIKitsDefaults() {
        let table = UITableView(frame: .zero, style: .insetGrouped)
        expectEqual(table.sectionHeaderTopPadding, UITableView.automaticDimension)
        expectEqual(table.fillerRowHeight, 0)
        expectEqual(table.separatorInsetReference, .fromCellEdges)
        expectEqual(table.selfSizingInvalidation, .enabled)
        #expect(table.isPrefetchingEnabled && !table.hasUncommittedUpdates)
    }
}
