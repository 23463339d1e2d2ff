import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct PrototypeAndNibCellTests {
    final class PostCell: UITableViewCell {
        var titleLabel: UILabel?
        var awoken = 0
        override func awakeFromNib() {
            super.awakeFromNib()
            awoken += 1
        }
    }

    final class SectionHeader: UITableViewHeaderFooterView {}

    @Test func nibRegisteredCellIsLoadedFromNibWithOutletsAndAwake() throws {
        let name = "PrototypeAndNibCellTests.PostCell"
        UINib.registerHeadlessNib(named: name, bundle: nil) { _ in
            let cell = PostCell(style: .default, reuseIdentifier: nil)
            let label = UILabel()
            cell.contentView.addSubview(label)
            cell.titleLabel = label
            return [cell]
        }
        defer { UINib.unregisterHeadlessNib(named: name, bundle: nil) }
        let tableView = UITableView(frame: .zero, style: .plain)
        if UINib.headlessNibExists(named: name, in: nil) {
            tableView.register(UINib(nibName: name, bundle: nil), forCellReuseIdentifier: "Post")
        }
        let cell = try #require(tableView.dequeueReusableCell(withIdentifier: "Post", for: IndexPath(row: 0, section: 0)) as? PostCell)
        expectEqual(cell.awoken, 1)
        expectNotNil(cell.titleLabel)
        expectEqual(cell.reuseIdentifier, "Post")
    }

    @Test func storyboardPrototypeDequeuesWithoutRegistrationUntilReplaced() throws {
        let tableView = UITableView(frame: .zero, style: .plain)
        tableView.setHeadlessPrototypeCell(forReuseIdentifier: "Prototype") {
            PostCell(style: .subtitle, reuseIdentifier: "Prototype")
        }
        let prototype = try #require(tableView.dequeueReusableCell(withIdentifier: "Prototype") as? PostCell)
        expectEqual(prototype.awoken, 1)
        expectNotNil(prototype.detailTextLabel)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Prototype")
        #expect(!(tableView.dequeueReusableCell(withIdentifier: "Prototype") is PostCell))
    }

    @Test func headerFooterClassesRegisterDequeueAndUnregister() throws {
        let tableView = UITableView(frame: .zero, style: .plain)
        tableView.register(SectionHeader.self, forHeaderFooterViewReuseIdentifier: "Header")
        let header = try #require(tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header"))
        #expect(header is SectionHeader)
        expectEqual(header.reuseIdentifier, "Header")
        tableView.register(nil as UINib?, forHeaderFooterViewReuseIdentifier: "Header")
        expectNil(tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header"))
    }
}
