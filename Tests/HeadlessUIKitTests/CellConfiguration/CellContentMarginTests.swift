import Expectations
import Foundation
import HeadlessUIKit
import TableMethodFixtures
import Testing

/// A cell's content view has UIKit's margins until the app sets its own, so content pinned to
/// `layoutMarginsGuide` sits where iOS puts it.
@MainActor @Suite struct CellContentMarginTests {
    /// A cell whose label is pinned to its content view's margins, as apps write them.
    final class MarginCell: UITableViewCell {
        let label = UILabel()

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            label.font = .preferredFont(forTextStyle: .body)
            label.text = "Row"
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            let margins = contentView.layoutMarginsGuide
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: margins.topAnchor),
                label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
                label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    @Test func contentPinnedToTheMarginsSitsWhereIOSPutsIt() throws {
        let fixture = TableFixture(sections: [ListDataSource.rows(3)], cellClass: MarginCell.self)
        let table = fixture.tableView
        let row = IndexPath(row: 0, section: 0)
        let cell = try #require(table.cellForRow(at: row) as? MarginCell)

        expectEqual(cell.contentView.directionalLayoutMargins, NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
        expectEqual(table.rectForRow(at: row).height, 22 + cell.label.font.lineHeight)
        expectEqual(cell.label.frame, CGRect(x: 16, y: 11, width: table.bounds.width - 32, height: cell.label.font.lineHeight))
    }

    @Test func aRegularWidthWidensTheSideMargins() throws {
        let fixture = TableFixture(sections: [ListDataSource.rows(3)], cellClass: MarginCell.self)
        fixture.window.headlessTraitOverrides = UITraitCollection(horizontalSizeClass: .regular)
        headlessTurnRunLoop()

        let cell = try #require(fixture.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? MarginCell)

        expectEqual(cell.contentView.layoutMargins, UIEdgeInsets(top: 11, left: 20, bottom: 11, right: 20))
    }

    @Test func marginsTheAppSetsAreKept() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 24, bottom: 4, trailing: 24)
        expectEqual(cell.contentView.layoutMargins, UIEdgeInsets(top: 4, left: 24, bottom: 4, right: 24))

        cell.contentView.layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        expectEqual(cell.contentView.layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), "even UIView's default, once set")
    }
}
