import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct StackViewTests {
    @Test func arrangedSubviewsAreAlsoSubviewsInOrder() {
        let first = UILabel(), second = UILabel(), third = UIView()
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.insertArrangedSubview(third, at: 1)
        #expect(stack.arrangedSubviews == [first, third, second])
        #expect(Set(stack.subviews) == Set([first, second, third]))
        #expect(third.superview === stack)
    }

    @Test func removingAnArrangedSubviewKeepsItAsASubview() {
        let label = UILabel()
        let stack = UIStackView(arrangedSubviews: [label])
        stack.removeArrangedSubview(label)
        #expect(stack.arrangedSubviews.isEmpty)
        #expect(label.superview === stack)
    }

    @Test func removingFromTheSuperviewAlsoStopsArranging() {
        let label = UILabel(), image = UIImageView()
        let stack = UIStackView(arrangedSubviews: [label, image])
        label.removeFromSuperview()
        #expect(stack.arrangedSubviews == [image])
        #expect(stack.subviews == [image])
    }

    @Test func insertingAnArrangedViewAgainMovesIt() {
        let a = UIView(), b = UIView(), c = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.insertArrangedSubview(c, at: 0)
        #expect(stack.arrangedSubviews == [c, a, b])
        #expect(stack.subviews.count == 3)
    }

    @Test func stackStartsWithUIKitsDefaults() {
        let stack = UIStackView()
        #expect(stack.axis == .horizontal)
        #expect(stack.distribution == .fill)
        #expect(stack.alignment == .fill)
        #expect(stack.spacing == 0)
        #expect(!stack.isLayoutMarginsRelativeArrangement)
        #expect(UIStackView.Alignment.top == .leading)
    }

    @Test func sizeThatFitsAddsArrangedSizesAlongTheAxis() {
        let title = UILabel(), toggle = UISwitch(), hidden = UISwitch()
        title.font = .systemFont(ofSize: 10)
        title.text = "Wi-Fi"
        hidden.isHidden = true
        let row = UIStackView(arrangedSubviews: [title, toggle, hidden])
        row.spacing = 8
        #expect(row.sizeThatFits(UIView.layoutFittingCompressedSize) == CGSize(width: 25 + 8 + 51, height: 31))
        row.axis = .vertical
        row.isLayoutMarginsRelativeArrangement = true
        row.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(row.sizeThatFits(UIView.layoutFittingCompressedSize) == CGSize(width: 51 + 6, height: 12 + 8 + 31 + 4))
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
        #expect(stack.frame == CGRect(x: 20, y: 10, width: 260, height: 2 * 24 + 4 + 12))
        #expect(stack.headlessAutoLayoutIssues.isEmpty)
    }
}
