import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct StackViewTests {
    @Test func arrangedSubviewsAreAlsoSubviewsInOrder() {
        let first = UILabel(), second = UILabel(), third = UIView()
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.insertArrangedSubview(third, at: 1)
        expectEqual(stack.arrangedSubviews, [first, third, second])
        expectEqual(Set(stack.subviews), Set([first, second, third]))
        expectIdentical(third.superview, stack)
    }

    @Test func removingAnArrangedSubviewKeepsItAsASubview() {
        let label = UILabel()
        let stack = UIStackView(arrangedSubviews: [label])
        stack.removeArrangedSubview(label)
        #expect(stack.arrangedSubviews.isEmpty)
        expectIdentical(label.superview, stack)
    }

    @Test func removingFromTheSuperviewAlsoStopsArranging() {
        let label = UILabel(), image = UIImageView()
        let stack = UIStackView(arrangedSubviews: [label, image])
        label.removeFromSuperview()
        expectEqual(stack.arrangedSubviews, [image])
        expectEqual(stack.subviews, [image])
    }

    @Test func insertingAnArrangedViewAgainMovesIt() {
        let a = UIView(), b = UIView(), c = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.insertArrangedSubview(c, at: 0)
        expectEqual(stack.arrangedSubviews, [c, a, b])
        expectEqual(stack.subviews.count, 3)
    }

    @Test func stackStartsWithUIKitsDefaults() {
        let stack = UIStackView()
        expectEqual(stack.axis, .horizontal)
        expectEqual(stack.distribution, .fill)
        expectEqual(stack.alignment, .fill)
        expectEqual(stack.spacing, 0)
        #expect(!stack.isLayoutMarginsRelativeArrangement)
        expectEqual(UIStackView.Alignment.top, .leading)
    }

    @Test func sizeThatFitsAddsArrangedSizesAlongTheAxis() {
        let title = UILabel(), toggle = UISwitch(), hidden = UISwitch()
        title.font = .systemFont(ofSize: 10)
        title.text = "Wi-Fi"
        hidden.isHidden = true
        let row = UIStackView(arrangedSubviews: [title, toggle, hidden])
        row.spacing = 8
        expectEqual(row.sizeThatFits(UIView.layoutFittingCompressedSize), CGSize(width: 25 + 8 + 51, height: 31))
        row.axis = .vertical
        row.isLayoutMarginsRelativeArrangement = true
        row.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        expectEqual(row.sizeThatFits(UIView.layoutFittingCompressedSize), CGSize(width: 51 + 6, height: 12 + 8 + 31 + 4))
    }

    @Test func aStackPinnedOnlyByItsEdgesTakesItsHeightFromItsArrangedSubviews() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        let title = UILabel(), detail = UILabel()
        title.font = .systemFont(ofSize: 20)
        title.numberOfLines = 0
        title.text = String(repeating: "a", count: 40)
        detail.font = .systemFont(ofSize: 10)
        detail.text = "b"
        let stack = UIStackView(arrangedSubviews: [title, detail])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
        ])
        container.layoutIfNeeded()
        // 40 characters of 10 points wrap at 260 points into 2 lines of 24 points.
        expectEqual(stack.frame, CGRect(x: 20, y: 10, width: 260, height: 2 * 24 + 4 + 12))
        #expect(stack.headlessAutoLayoutIssues.isEmpty)
    }
}
