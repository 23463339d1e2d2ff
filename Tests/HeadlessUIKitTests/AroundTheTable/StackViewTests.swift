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
}
