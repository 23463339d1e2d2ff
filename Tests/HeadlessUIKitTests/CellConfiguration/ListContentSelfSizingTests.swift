import Expectations
import Foundation
import HeadlessUIKit
import TableMethodFixtures
import Testing

/// Cells showing a list content configuration size themselves under the automatic dimension,
/// as UIKit's do: a subtitle, wrapped secondary text, a larger text size.
@MainActor @Suite struct ListContentSelfSizingTests {
    /// A cell showing a subtitle configuration of its row's text.
    final class SubtitleCell: UITableViewCell {
        static var secondaryText = "Detail"
        static var numberOfSecondaryLines = 1

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
        }

        required init?(coder: NSCoder) { nil }

        override func updateConfiguration(using state: UICellConfigurationState) {
            var content = UIListContentConfiguration.subtitleCell()
            content.text = "Title"
            content.secondaryText = Self.secondaryText
            content.secondaryTextProperties.numberOfLines = Self.numberOfSecondaryLines
            contentConfiguration = content
        }
    }

    /// The padding the model adds to one line of body text: the standard row height's.
    private let padding = 44 - UIFont.preferredFont(forTextStyle: .body).lineHeight

    @Test func aSingleLineCellKeepsTheStandardHeight() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Title"
        cell.contentConfiguration = content

        let size = cell.systemLayoutSizeFitting(CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)

        expectEqual(size.height, 44)
    }

    @Test func aSubtitleCellStacksItsTwoLines() throws {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Title"
        content.secondaryText = "Detail"
        cell.contentConfiguration = content

        let size = cell.systemLayoutSizeFitting(CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)

        let lines = content.textProperties.font.lineHeight + content.secondaryTextProperties.font.lineHeight
        expectEqual(size.height, lines + padding)
        #expect(size.height > 44)
    }

    @Test func explicitVerticalMarginsReplaceTheStandardPadding() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Title"
        content.secondaryText = "Detail"
        content.textToSecondaryTextVerticalPadding = 4
        content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 20, bottom: 16, trailing: 20)
        cell.contentConfiguration = content

        let size = cell.systemLayoutSizeFitting(CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)

        let lines = content.textProperties.font.lineHeight + content.secondaryTextProperties.font.lineHeight
        expectEqual(size.height, 16 + lines + 4 + 16)
    }

    @Test func rowsGrowWithWrappedSecondaryTextAndTheTableLaysThemOut() throws {
        SubtitleCell.secondaryText = String(repeating: "A long note that wraps. ", count: 12)
        SubtitleCell.numberOfSecondaryLines = 0
        defer { SubtitleCell.secondaryText = "Detail"; SubtitleCell.numberOfSecondaryLines = 1 }
        let fixture = TableFixture(sections: [ListDataSource.rows(3)], cellClass: SubtitleCell.self)
        let table = fixture.tableView
        let row = IndexPath(row: 0, section: 0)

        let height = table.rectForRow(at: row).height
        let cell = try #require(table.cellForRow(at: row))
        let labels = cell.contentView.subviews.compactMap { $0 as? UILabel }

        expectEqual(labels.count, 2)
        let secondary = try #require(labels.last)
        #expect(secondary.frame.height > 2 * secondary.font.lineHeight, "the note wraps onto several lines")
        expectEqual(height, labels[0].frame.height + secondary.frame.height + padding)
        expectEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY, height)
    }
}
