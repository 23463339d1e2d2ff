import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// A Dynamic Type change resizes self-sizing rows without the app reloading the table.
@MainActor @Suite struct DynamicTypeRowHeightTests {
    /// A cell whose multi-line label follows the text size and is pinned to its content view.
    final class LabelCell: UITableViewCell {
        let label = UILabel()

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            label.font = .preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = true
            label.numberOfLines = 0
            label.text = "Row"
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            ])
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    /// Counts the delegate's height questions; answers the automatic dimension.
    final class CountingDelegate: NSObject, UITableViewDelegate {
        private(set) var heightQuestions = 0
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            heightQuestions += 1
            return UITableView.automaticDimension
        }
    }

    @Test func rowsAreMeasuredAgainAtTheNewTextSize() throws {
        let fixture = TableFixture(sections: [ListDataSource.rows(3)], cellClass: LabelCell.self)
        let table = fixture.tableView
        let row = IndexPath(row: 0, section: 0)
        let standard = table.rectForRow(at: row).height
        let cell = try #require(table.cellForRow(at: row) as? LabelCell)
        expectEqual(standard, 16 + cell.label.font.lineHeight)

        fixture.window.headlessTraitOverrides = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        headlessTurnRunLoop()
        expectEqual(table.rectForRow(at: row).height, 16 + cell.label.font.lineHeight)
        #expect(table.rectForRow(at: row).height > standard)
        expectEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY, table.rectForRow(at: row).maxY)
        expectIdentical(table.cellForRow(at: row), cell)

        fixture.window.headlessTraitOverrides = nil
        headlessTurnRunLoop()
        expectEqual(table.rectForRow(at: row).height, standard)
    }

    @Test func otherTraitChangesKeepTheLearnedHeights() {
        let fixture = TableFixture(sections: [ListDataSource.rows(3)], cellClass: LabelCell.self)
        let delegate = CountingDelegate()
        fixture.tableView.delegate = delegate
        fixture.tableView.layoutIfNeeded()
        let asked = delegate.heightQuestions
        expectEqual(asked, 3)

        fixture.window.headlessTraitOverrides = UITraitCollection(userInterfaceStyle: .dark)
        headlessTurnRunLoop()
        expectEqual(delegate.heightQuestions, asked)

        fixture.window.headlessTraitOverrides = UITraitCollection(preferredContentSizeCategory: .extraLarge)
        headlessTurnRunLoop()
        expectEqual(delegate.heightQuestions, asked + 3)
    }
}
