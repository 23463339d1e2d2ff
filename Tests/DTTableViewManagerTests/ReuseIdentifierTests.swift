import DTTableViewManager
import Expectations
import Foundation
import Testing
import TestSupport
@testable import DTTableViewManager

@MainActor @Suite struct ReuseIdentifierTests {
    private func customPostNib(_ body: () throws -> Void) rethrows {
        try withHeadlessNib(named: "CustomPostCell", bundle: Bundle(for: PostCell.self), { _ in
            let cell = PostCell(style: .default, reuseIdentifier: nil)
            cell.tag = 42
            return [cell]
        }, body)
    }

    @Test func sameClassWithDifferentXibGetsDistinctIdentifiers() throws {
        let controller = ManagedTableViewController()
        let recorder = AnomalyRecorder(recording: controller.manager)
        try customPostNib {
            controller.manager.register(PostCell.self) { mapping in
                mapping.condition = .section(0)
            }
            controller.manager.register(PostCell.self) { mapping in
                mapping.condition = .section(1)
                mapping.xibName = "CustomPostCell"
            }
            controller.manager.memoryStorage.setItemsForAllSections([[Post()], [Post()]])
            let dataSource = try #require(controller.manager.tableDataSource)
            let plain = dataSource.tableView(controller.tableView, cellForRowAt: IndexPath(row: 0, section: 0))
            let custom = dataSource.tableView(controller.tableView, cellForRowAt: IndexPath(row: 0, section: 1))
            expectEqual(plain.tag, 0)
            expectEqual(custom.tag, 42)
            expectNotEqual(plain.reuseIdentifier, custom.reuseIdentifier)
        }
        #expect(recorder.anomalies.isEmpty)
    }

    @Test func explicitIdentifierWins() throws {
        let controller = ManagedTableViewController()
        try customPostNib {
            controller.manager.register(PostCell.self) { mapping in
                mapping.condition = .section(0)
            }
            controller.manager.register(PostCell.self) { mapping in
                mapping.condition = .section(1)
                mapping.xibName = "CustomPostCell"
                mapping.reuseIdentifier = "custom-post-cell"
            }
            controller.manager.memoryStorage.setItemsForAllSections([[Post()], [Post()]])
            let custom = try #require(controller.manager.tableDataSource?.tableView(controller.tableView, cellForRowAt: IndexPath(row: 0, section: 1)))
            expectEqual(custom.reuseIdentifier, "custom-post-cell")
            expectEqual(custom.tag, 42)
        }
    }

    @Test func explicitIdentifierClashIsReported() {
        let controller = ManagedTableViewController()
        let recorder = AnomalyRecorder(recording: controller.manager)
        controller.manager.register(NiblessIntCell.self) { mapping in
            mapping.reuseIdentifier = "shared"
        }
        controller.manager.register(AnotherIntCell.self) { mapping in
            mapping.reuseIdentifier = "shared"
        }
        expectEqual(recorder.anomalies, [.duplicateReuseIdentifier(reuseIdentifier: "shared", viewClass: "AnotherIntCell", previousViewClass: "NiblessIntCell")])
    }

    @Test func sameViewRegisteredTwiceSharesItsIdentifier() {
        let controller = ManagedTableViewController()
        let recorder = AnomalyRecorder(recording: controller.manager)
        controller.manager.register(NiblessIntCell.self) { mapping in mapping.condition = .section(0) }
        controller.manager.register(NiblessIntCell.self) { mapping in mapping.condition = .section(1) }
        let identifiers = controller.manager.viewFactory.mappings.compactMap { ($0 as? TableViewCellModelMapping<NiblessIntCell, Int>)?.reuseIdentifier }
        expectEqual(identifiers, ["NiblessIntCell", "NiblessIntCell"])
        #expect(recorder.anomalies.isEmpty)
    }

    @Test func defaultsAreTheClassNameAndBundleForEveryMappingOfTheClass() {
        let mappings = (0..<2).map { _ in TableViewCellModelMapping<PostCell, Post>(cellConfiguration: { _, _, _ in }, mapping: nil) }
        let nested = TableViewCellModelMapping<Nested.PlainCell, Int>(cellConfiguration: { _, _, _ in }, mapping: nil)
        for mapping in mappings {
            expectEqual(mapping.reuseIdentifier, String(describing: PostCell.self))
            expectEqual(mapping.xibName, String(describing: PostCell.self))
            expectEqual(mapping.bundle, Bundle(for: PostCell.self))
        }
        expectEqual(nested.reuseIdentifier, "PlainCell")
        expectEqual(nested.xibName, String(describing: Nested.PlainCell.self))
        expectNotEqual(ViewClassFacts.name(of: Nested.PlainCell.self), ViewClassFacts.name(of: PostCell.self))
    }

    private enum Nested {
        final class PlainCell: UITableViewCell {}
    }
}
