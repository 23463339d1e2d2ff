import DTTableViewManager
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
            #expect(plain.tag == 0)
            #expect(custom.tag == 42)
            #expect(plain.reuseIdentifier != custom.reuseIdentifier)
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
            #expect(custom.reuseIdentifier == "custom-post-cell")
            #expect(custom.tag == 42)
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
        #expect(recorder.anomalies == [.duplicateReuseIdentifier(reuseIdentifier: "shared", viewClass: "AnotherIntCell", previousViewClass: "NiblessIntCell")])
    }

    @Test func sameViewRegisteredTwiceSharesItsIdentifier() {
        let controller = ManagedTableViewController()
        let recorder = AnomalyRecorder(recording: controller.manager)
        controller.manager.register(NiblessIntCell.self) { mapping in mapping.condition = .section(0) }
        controller.manager.register(NiblessIntCell.self) { mapping in mapping.condition = .section(1) }
        let identifiers = controller.manager.viewFactory.mappings.compactMap { ($0 as? TableViewCellModelMapping<NiblessIntCell, Int>)?.reuseIdentifier }
        #expect(identifiers == ["NiblessIntCell", "NiblessIntCell"])
        #expect(recorder.anomalies.isEmpty)
    }

    @Test func defaultsAreTheClassNameAndBundleForEveryMappingOfTheClass() {
        let mappings = (0..<2).map { _ in TableViewCellModelMapping<PostCell, Post>(cellConfiguration: { _, _, _ in }, mapping: nil) }
        let nested = TableViewCellModelMapping<Nested.PlainCell, Int>(cellConfiguration: { _, _, _ in }, mapping: nil)
        for mapping in mappings {
            #expect(mapping.reuseIdentifier == String(describing: PostCell.self))
            #expect(mapping.xibName == String(describing: PostCell.self))
            #expect(mapping.bundle == Bundle(for: PostCell.self))
        }
        #expect(nested.reuseIdentifier == "PlainCell")
        #expect(nested.xibName == String(describing: Nested.PlainCell.self))
        #expect(ViewClassFacts.name(of: Nested.PlainCell.self) != ViewClassFacts.name(of: PostCell.self))
    }

    private enum Nested {
        final class PlainCell: UITableViewCell {}
    }
}
