import Expectations
import Foundation
import HeadlessUIKit
import TableMethodFixtures
import Testing

/// Since iOS 16 a displayed self-sizing cell can ask to be measured again, as
/// `selfSizingInvalidation` allows, without the app running a batch update.
@MainActor @Suite struct SelfSizingInvalidationTests {
    /// An answer that shows or hides its detail, as an FAQ row does.
    final class AnswerCell: UITableViewCell {
        let question = UILabel()
        let answer = UILabel()
        private var answerHeight: NSLayoutConstraint?

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            question.text = "Question"
            answer.text = "Answer"
            for label in [question, answer] {
                label.font = .preferredFont(forTextStyle: .body)
                label.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(label)
            }
            let collapsed = answer.heightAnchor.constraint(equalToConstant: 0)
            answerHeight = collapsed
            NSLayoutConstraint.activate([
                question.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                question.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                answer.topAnchor.constraint(equalTo: question.bottomAnchor),
                answer.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                answer.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                collapsed,
            ])
        }

        required init?(coder: NSCoder) { nil }

        /// Shows the answer by loosening its height; the caller decides how the row resizes.
        func expand() {
            answerHeight?.constant = 40
        }
    }

    private struct Screen {
        let fixture: TableFixture
        var table: UITableView { fixture.tableView }
        let first = IndexPath(row: 0, section: 0)

        @MainActor init(_ invalidation: UITableView.SelfSizingInvalidation) {
            fixture = TableFixture(sections: [ListDataSource.rows(4)], cellClass: AnswerCell.self)
            fixture.tableView.selfSizingInvalidation = invalidation
            fixture.tableView.layoutIfNeeded()
        }

        @MainActor var firstCell: AnswerCell { table.cellForRow(at: first) as! AnswerCell }
        @MainActor var collapsedHeight: CGFloat { 20 + firstCell.question.font.lineHeight }
    }

    @Test func aCellThatInvalidatesItsIntrinsicSizeIsMeasuredAgain() {
        let screen = Screen(.enabled)
        let collapsed = screen.collapsedHeight
        expectEqual(screen.table.rectForRow(at: screen.first).height, collapsed)

        screen.firstCell.expand()
        screen.table.layoutIfNeeded()
        expectEqual(screen.table.rectForRow(at: screen.first).height, collapsed, "a constraint change alone is not enough with .enabled")

        screen.firstCell.invalidateIntrinsicContentSize()
        screen.table.layoutIfNeeded()
        expectEqual(screen.table.rectForRow(at: screen.first).height, collapsed + 40)
        expectEqual(screen.table.rectForRow(at: IndexPath(row: 1, section: 0)).minY, collapsed + 40)
    }

    @Test func theContentViewCanAskToo() {
        let screen = Screen(.enabled)
        let collapsed = screen.collapsedHeight
        screen.firstCell.expand()

        screen.firstCell.contentView.invalidateIntrinsicContentSize()
        headlessTurnRunLoop()

        expectEqual(screen.table.rectForRow(at: screen.first).height, collapsed + 40)
    }

    @Test func includingConstraintsAConstraintChangeIsEnough() {
        let screen = Screen(.enabledIncludingConstraints)
        let collapsed = screen.collapsedHeight

        screen.firstCell.expand()
        screen.table.layoutIfNeeded()

        expectEqual(screen.table.rectForRow(at: screen.first).height, collapsed + 40)
    }

    @Test func disabledKeepsTheMeasuredHeightUntilABatchUpdate() {
        let screen = Screen(.disabled)
        let collapsed = screen.collapsedHeight
        screen.firstCell.expand()
        screen.firstCell.invalidateIntrinsicContentSize()
        screen.table.layoutIfNeeded()
        expectEqual(screen.table.rectForRow(at: screen.first).height, collapsed)

        screen.table.performBatchUpdates(nil)
        screen.table.layoutIfNeeded()
        expectEqual(screen.table.rectForRow(at: screen.first).height, collapsed + 40)
    }
}
