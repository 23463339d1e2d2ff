import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// Views sized from their subviews' constraints ("inside out"), as UIKit's engine sizes them:
/// self-sizing cells, `systemLayoutSizeFitting`, and views whose length no constraint sets.
///
/// Headless text metrics: at 20 points a character is 10 points wide and a line 24 points tall.
@MainActor @Suite struct InsideOutAutoLayoutTests {
    /// A cell with a title and a body that wrap, pinned top to bottom to the content view's
    /// margins (11 points above and below, 20 on the sides).
    final class TwoLabelCell: UITableViewCell {
        let titleLabel = UILabel()
        let bodyLabel = UILabel()

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
            for label in [titleLabel, bodyLabel] {
                label.numberOfLines = 0
                label.font = .systemFont(ofSize: 20)
                label.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(label)
            }
            titleLabel.text = String(repeating: "t", count: 50)  // 28 characters a line: 2 lines
            bodyLabel.text = String(repeating: "b", count: 100)  // 4 lines
            let margins = contentView.layoutMarginsGuide
            NSLayoutConstraint.activate([
                titleLabel.topAnchor.constraint(equalTo: margins.topAnchor),
                titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                titleLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                bodyLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
                bodyLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                bodyLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                bodyLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            ])
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    /// A header with a fixed-size avatar centered above a wrapping name.
    final class HeaderView: UIView {
        let avatar = UIView()
        let nameLabel = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            nameLabel.numberOfLines = 0
            nameLabel.font = .systemFont(ofSize: 20)
            nameLabel.text = String(repeating: "n", count: 40)
            for view in [avatar, nameLabel] {
                view.translatesAutoresizingMaskIntoConstraints = false
                addSubview(view)
            }
            NSLayoutConstraint.activate([
                avatar.widthAnchor.constraint(equalToConstant: 80),
                avatar.heightAnchor.constraint(equalToConstant: 80),
                avatar.centerXAnchor.constraint(equalTo: centerXAnchor),
                avatar.topAnchor.constraint(equalTo: topAnchor, constant: 24),
                nameLabel.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 12),
                nameLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                nameLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
                nameLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -16),
            ])
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    @Test func aSelfSizingCellGetsTheHeightOfItsTextPlusItsMargins() throws {
        let fixture = TableFixture(sections: [ListDataSource.rows(3)], height: 600, cellClass: TwoLabelCell.self)
        let table = fixture.tableView
        expectEqual(table.rowHeight, UITableView.automaticDimension)
        let height: CGFloat = 11 + 2 * 24 + 4 + 4 * 24 + 11
        expectEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, height)
        expectEqual(table.rectForRow(at: IndexPath(row: 2, section: 0)).origin.y, 2 * height)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? TwoLabelCell)
        expectEqual(cell.frame.height, height)
        expectEqual(cell.titleLabel.frame, CGRect(x: 20, y: 11, width: 280, height: 48))
        expectEqual(cell.bodyLabel.frame, CGRect(x: 20, y: 63, width: 280, height: 96))
        #expect(cell.bodyLabel.headlessAutoLayoutIssues.isEmpty)
    }

    @Test func aCellWithALowerPriorityBottomConstraintStillSizesToItsContent() {
        let cell = TwoLabelCell(style: .default, reuseIdentifier: nil)
        let bottom = cell.contentView.constraints.first { $0.firstAttribute == .bottom && $0.firstItem === cell.bodyLabel }
        bottom?.isActive = false
        let lower = cell.bodyLabel.bottomAnchor.constraint(equalTo: cell.contentView.layoutMarginsGuide.bottomAnchor)
        lower.priority = UILayoutPriority(999)
        lower.isActive = true
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
        )
        expectNotNil(bottom)
        expectEqual(size, CGSize(width: 320, height: 170))
    }

    @Test func aSectionHeaderSizesItselfFromItsContentViewsConstraints() throws {
        final class TitleHeader: UITableViewHeaderFooterView {
            override init(reuseIdentifier: String?) {
                super.init(reuseIdentifier: reuseIdentifier)
                let label = UILabel()
                label.font = .systemFont(ofSize: 20)
                label.text = "Title"
                label.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(label)
                NSLayoutConstraint.activate([
                    label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 20),
                    label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
                ])
            }

            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }
        }
        final class Headers: NSObject, UITableViewDelegate {
            func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
            }
        }
        let fixture = TableFixture(sections: [ListDataSource.rows(2)])
        fixture.tableView.register(TitleHeader.self, forHeaderFooterViewReuseIdentifier: "Header")
        let delegate = Headers()
        fixture.tableView.delegate = delegate
        fixture.tableView.layoutIfNeeded()
        // The label's line is 1.2 × 20 points, a hair more than 24 in floating point.
        #expect(abs(fixture.tableView.rectForHeader(inSection: 0).height - (20 + 24 + 6)) < 0.001)
        #expect(abs(try #require(fixture.tableView.headerView(forSection: 0)).frame.height - 50) < 0.001)
    }

    @Test func fittingAViewWithAMinimumHeightKeepsItsTextWhenTheTextIsTaller() {
        let label = UILabel()
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: 20)
        label.heightAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
        func fittingHeight() -> CGFloat {
            label.systemLayoutSizeFitting(
                CGSize(width: 100, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
            ).height
        }
        label.text = "short"
        expectEqual(fittingHeight(), 44)
        label.text = String(repeating: "x", count: 25)  // 10 characters a line: 3 lines
        #expect(abs(fittingHeight() - 72) < 0.001)
    }

    @Test func systemLayoutSizeFittingSizesAHeaderFromItsSubviewsConstraints() {
        let header = HeaderView()
        let atTableWidth = header.systemLayoutSizeFitting(
            CGSize(width: 320, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        )
        // The name wraps at 288 points: 28 characters a line, 2 lines.
        expectEqual(atTableWidth, CGSize(width: 320, height: 24 + 80 + 12 + 48 + 16))
        // Compressed: as wide as the name on one line (400 points) and its margins.
        expectEqual(header.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 432, height: 24 + 80 + 12 + 24 + 16))
        expectEqual(header.frame, .zero, "measuring changes no frame")
        expectEqual(header.nameLabel.frame, .zero)
    }

    @Test func aTableHeaderSizedWithSystemLayoutSizeFittingLaysOutItsContent() {
        let fixture = TableFixture(sections: [ListDataSource.rows(3)])
        let header = HeaderView()
        header.frame.size = header.systemLayoutSizeFitting(
            CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
        )
        fixture.tableView.tableHeaderView = header
        fixture.tableView.layoutIfNeeded()
        header.layoutIfNeeded()
        expectEqual(header.frame.height, 180)
        expectEqual(fixture.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 180)
        expectEqual(header.avatar.frame, CGRect(x: 120, y: 24, width: 80, height: 80))
        expectEqual(header.nameLabel.frame, CGRect(x: 16, y: 116, width: 288, height: 48))
        #expect(!header.nameLabel.hasAmbiguousLayout)
    }

    /// A screen with a table above an input bar pinned to the bottom; the bar's height is not
    /// constrained, its text view is pinned to its top and bottom.
    @MainActor private struct InputBarScreen {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let table = UITableView(frame: .zero, style: .plain)
        let bar = UIView()
        let textView = UITextView()

        init(pinningTextViewBottom: Bool = true) {
            textView.isScrollEnabled = false
            textView.text = "Hello"
            for view in [table, bar] {
                view.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(view)
            }
            textView.translatesAutoresizingMaskIntoConstraints = false
            bar.addSubview(textView)
            NSLayoutConstraint.activate([
                table.topAnchor.constraint(equalTo: container.topAnchor),
                table.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                table.trailingAnchor.constraint(equalTo: container.trailingAnchor),
                table.bottomAnchor.constraint(equalTo: bar.topAnchor),
                bar.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: container.trailingAnchor),
                bar.bottomAnchor.constraint(equalTo: container.bottomAnchor),
                textView.topAnchor.constraint(equalTo: bar.topAnchor, constant: 8),
                textView.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 12),
                textView.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -12),
            ])
            textView.bottomAnchor.constraint(equalTo: bar.safeAreaLayoutGuide.bottomAnchor, constant: -8).isActive = pinningTextViewBottom
            container.layoutIfNeeded()
            bar.layoutIfNeeded()
        }
    }

    @Test func aViewWithoutALengthTakesTheLengthItsContentNeeds() {
        let screen = InputBarScreen()
        let textHeight = screen.textView.sizeThatFits(CGSize(width: 366, height: 0)).height
        #expect(textHeight > 0)
        expectEqual(screen.bar.frame, CGRect(x: 0, y: 844 - (textHeight + 16), width: 390, height: textHeight + 16))
        expectEqual(screen.table.frame.height, 844 - screen.bar.frame.height)
        expectEqual(screen.textView.frame, CGRect(x: 12, y: 8, width: 366, height: textHeight))
        #expect(!screen.bar.hasAmbiguousLayout)
        #expect(!screen.table.hasAmbiguousLayout)
    }

    @Test func theContentLengthRanksAtTheCompressionResistanceOfItsChain() {
        // The text view's compression resistance (750) is the weakest link of the bar's content.
        for (priority, expectedHeight) in [(Float(800), CGFloat(30)), (500, nil)] {
            let screen = InputBarScreen()
            let height = screen.bar.heightAnchor.constraint(equalToConstant: 30)
            height.priority = UILayoutPriority(priority)
            height.isActive = true
            screen.container.layoutIfNeeded()
            let textHeight = screen.textView.sizeThatFits(CGSize(width: 366, height: 0)).height
            expectEqual(screen.bar.frame.height, (expectedHeight ?? textHeight + 16))
        }
    }

    @Test func contentThatDoesNotReachBothEdgesLeavesTheLengthAmbiguous() {
        let screen = InputBarScreen(pinningTextViewBottom: false)
        #expect(screen.bar.hasAmbiguousLayout)
        expectEqual(screen.bar.frame.height, 0)
    }
}
