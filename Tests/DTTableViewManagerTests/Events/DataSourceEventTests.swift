import DTTableViewManager
import Expectations
import Foundation
import TableMethodFixtures
import Testing
import TestSupport

@MainActor @Suite struct SectionIndexEventTests {
    @Test func sectionIndexClosuresAnswerTheDataSource() throws {
        let log = EventLog()
        let controller = displayedController(items: [1]) { manager in
            manager.register(EventIntCell.self)
            manager.sectionIndexTitles { ["A", "B"] }
            manager.sectionForSectionIndexTitle { title, index in
                log.record("\(title) \(index)")
                return 7
            }
        }
        let table = controller.tableView!
        let dataSource = try #require(table.dataSource)
        expectEqual(table.headlessCachedResponse(to: .sectionIndexTitles), true)
        expectEqual(table.headlessCachedResponse(to: .sectionForSectionIndexTitle), true)
        expectEqual(dataSource.sectionIndexTitles(for: table), ["A", "B"])
        expectEqual(dataSource.tableView(table, sectionForSectionIndexTitle: "B", at: 1), 7)
        expectEqual(log.entries, ["B 1"])
    }

    @Test func withoutClosuresTheTableIsToldThereIsNoSectionIndex() {
        let controller = displayedController(items: [1]) { manager in manager.register(EventIntCell.self) }
        expectEqual(controller.tableView.headlessCachedResponse(to: .sectionIndexTitles), false)
        expectEqual(controller.tableView.headlessCachedResponse(to: .canEditRowAt), false)
    }
}

@MainActor @Suite struct PrefetchEventTests {
    @Test func scrollingPrefetchesEachModelAheadOnceAndCancelsWhenScrollingBack() {
        let log = EventLog()
        let controller = displayedController(items: Array(0..<100)) { manager in
            manager.register(EventIntCell.self) { mapping in
                mapping.prefetch { model, indexPath in log.record("prefetch \(model)@\(indexPath.row)") }
                mapping.cancelPrefetch { model, _ in log.record("cancel \(model)") }
            }
        }
        let table = controller.tableView!
        expectEqual(table.headlessCachedResponse(to: .cancelPrefetchingForRowsAt), true)
        table.contentOffset = CGPoint(x: 0, y: 44)
        table.layoutIfNeeded()
        let prefetched = log.entries.filter { $0.hasPrefix("prefetch") }
        #expect(!prefetched.isEmpty)
        #expect(prefetched.allSatisfy { entry in
            let parts = entry.dropFirst("prefetch ".count).split(separator: "@")
            return parts[0] == parts[1]
        })
        expectEqual(Set(prefetched).count, prefetched.count)
        table.contentOffset = CGPoint(x: 0, y: 44 * 80)
        table.layoutIfNeeded()
        #expect(log.entries.contains { $0.hasPrefix("cancel") })
    }

    @Test func prefetchClosuresRunOnlyForModelsOfTheirMapping() throws {
        let log = EventLog()
        let controller = ManagedTableViewController()
        controller.manager.register(EventIntCell.self) { mapping in
            mapping.prefetch { model, _ in log.record("int \(model)") }
        }
        controller.manager.register(EventStringCell.self)
        controller.manager.memoryStorage.setItems([1, "two", 3] as [Any])
        let table = controller.tableView!
        let prefetcher = try #require(table.prefetchDataSource)
        prefetcher.tableView(table, prefetchRowsAt: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)])
        expectEqual(log.entries, ["int 1", "int 3"])
    }
}
