import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// A view with a fixed intrinsic content size.
private final class SizedView: UIView {
    let size: CGSize

    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { size }

    override func sizeThatFits(_ size: CGSize) -> CGSize { self.size }
}

@MainActor @Suite struct StackViewSpacingTests {
    @Test func spacingConstantsAreUIKitsFloatExtremes() {
        expectEqual(UIStackView.spacingUseDefault, CGFloat(Float.greatestFiniteMagnitude))
        expectEqual(UIStackView.spacingUseSystem, CGFloat(Float.leastNormalMagnitude))
    }

    @Test func customSpacingReplacesSpacingAfterItsViewInTheFittingSize() {
        let a = SizedView(10, 10), b = SizedView(20, 10), c = SizedView(30, 10)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.spacing = 4
        expectEqual(stack.customSpacing(after: a), UIStackView.spacingUseDefault)
        stack.setCustomSpacing(16, after: a)
        expectEqual(stack.customSpacing(after: a), 16)
        expectEqual(stack.sizeThatFits(.zero), CGSize(width: 10 + 16 + 20 + 4 + 30, height: 10))
        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: b)
        expectEqual(stack.sizeThatFits(.zero), CGSize(width: 10 + 16 + 20 + 8 + 30, height: 10))
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: a)
        expectEqual(stack.sizeThatFits(.zero), CGSize(width: 10 + 4 + 20 + 8 + 30, height: 10))
    }

    @Test func customSpacingFollowsItsViewAndIsForgottenWhenItStopsBeingArranged() {
        let a = SizedView(10, 10), b = SizedView(20, 10), outsider = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.setCustomSpacing(5, after: a)
        stack.setCustomSpacing(7, after: outsider)
        expectEqual(stack.customSpacing(after: outsider), UIStackView.spacingUseDefault)
        stack.insertArrangedSubview(a, at: 1)
        expectEqual(stack.customSpacing(after: a), 5)
        stack.removeArrangedSubview(a)
        stack.addArrangedSubview(a)
        expectEqual(stack.customSpacing(after: a), UIStackView.spacingUseDefault)
    }

    @Test func systemSpacingAndDefaultSpacingAsTheSpacingProperty() {
        let stack = UIStackView(arrangedSubviews: [SizedView(10, 10), SizedView(10, 10)])
        stack.spacing = UIStackView.spacingUseSystem
        expectEqual(stack.sizeThatFits(.zero), CGSize(width: 28, height: 10))
        stack.spacing = UIStackView.spacingUseDefault
        expectEqual(stack.sizeThatFits(.zero), CGSize(width: 20, height: 10))
    }

    @Test func hiddenViewsTakeNoSpaceNorSpacing() {
        let a = SizedView(10, 10), hidden = SizedView(50, 10), b = SizedView(10, 10)
        hidden.isHidden = true
        let stack = UIStackView(arrangedSubviews: [a, hidden, b])
        stack.setCustomSpacing(3, after: a)
        stack.setCustomSpacing(40, after: hidden)
        expectEqual(stack.sizeThatFits(.zero), CGSize(width: 23, height: 10))
    }
}

@MainActor @Suite struct StackViewArrangementTests {
    @Test func fillEquallyGivesEveryViewTheSameLengthBetweenSpacings() {
        let a = SizedView(10, 10), b = SizedView(80, 10), c = SizedView(5, 10)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.distribution = .fillEqually
        stack.spacing = 6
        stack.frame = CGRect(x: 0, y: 0, width: 312, height: 44)
        stack.layoutIfNeeded()
        expectEqual(a.frame, CGRect(x: 0, y: 0, width: 100, height: 44))
        expectEqual(b.frame, CGRect(x: 106, y: 0, width: 100, height: 44))
        expectEqual(c.frame, CGRect(x: 212, y: 0, width: 100, height: 44))
    }

    @Test func fillStretchesTheViewThatHugsLeast() {
        let icon = SizedView(24, 24), title = SizedView(60, 20), badge = SizedView(30, 20)
        title.setContentHuggingPriority(.defaultLow, for: .horizontal)
        icon.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        badge.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        let stack = UIStackView(arrangedSubviews: [icon, title, badge])
        stack.spacing = 8
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        stack.layoutIfNeeded()
        expectEqual(icon.frame, CGRect(x: 0, y: 0, width: 24, height: 40))
        expectEqual(title.frame, CGRect(x: 32, y: 0, width: 200 - 24 - 30 - 16, height: 40))
        expectEqual(badge.frame, CGRect(x: 170, y: 0, width: 30, height: 40))
    }

    @Test func fillShrinksTheViewThatResistsCompressionLeast() {
        let title = SizedView(150, 20), value = SizedView(100, 20)
        title.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        let stack = UIStackView(arrangedSubviews: [title, value])
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 20)
        stack.layoutIfNeeded()
        expectEqual(title.frame.width, 100)
        expectEqual(value.frame, CGRect(x: 100, y: 0, width: 100, height: 20))
    }

    @Test func anArrangedViewKeepsTheSizeItsOwnConstraintsRequire() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let thumbnail = SizedView(20, 20)
        thumbnail.setContentHuggingPriority(.defaultLow, for: .horizontal)
        let title = UILabel()
        title.text = "Title"
        let stack = UIStackView(arrangedSubviews: [thumbnail, title])
        stack.alignment = .top
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            thumbnail.widthAnchor.constraint(equalToConstant: 120),
            thumbnail.heightAnchor.constraint(equalToConstant: 120),
        ])

        root.layoutIfNeeded()

        expectEqual(thumbnail.frame, CGRect(x: 0, y: 0, width: 120, height: 120), "required constraints outrank its lower hugging")
        #expect(title.frame.minX == 136 && title.frame.width == 400 - 136)
        expectEqual(stack.frame.height, 120)
        #expect(root.headlessAutoLayoutIssues.isEmpty)
    }

    @Test func ownLengthBoundsClampTheFittingSize() {
        let badge = SizedView(20, 20)
        badge.widthAnchor.constraint(greaterThanOrEqualToConstant: 32).isActive = true
        badge.heightAnchor.constraint(lessThanOrEqualToConstant: 16).isActive = true
        let optional = badge.widthAnchor.constraint(equalToConstant: 90)
        optional.priority = .defaultHigh
        optional.isActive = true

        expectEqual(badge.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 32, height: 16))
        #expect(
            badge.systemLayoutSizeFitting(CGSize(width: 50, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
                == CGSize(width: 50, height: 16),
            "a required target width is kept"
        )
    }

    @Test func alignmentsPlaceViewsAcrossTheAxisAtTheirFittingSize() {
        let a = SizedView(20, 10), b = SizedView(20, 30)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.distribution = .fillEqually
        stack.frame = CGRect(x: 0, y: 0, width: 40, height: 50)
        let expected: [(UIStackView.Alignment, CGFloat, CGFloat)] = [(.top, 0, 0), (.center, 20, 10), (.bottom, 40, 20)]
        for (alignment, aY, bY) in expected {
            stack.alignment = alignment
            stack.layoutIfNeeded()
            expectEqual(a.frame, CGRect(x: 0, y: aY, width: 20, height: 10))
            expectEqual(b.frame, CGRect(x: 20, y: bY, width: 20, height: 30))
        }
    }

    @Test func verticalStackInsideItsMarginsWithLeadingAlignment() {
        let a = SizedView(30, 10), b = SizedView(60, 20)
        b.setContentHuggingPriority(.defaultLow, for: .vertical)
        a.setContentHuggingPriority(.defaultHigh, for: .vertical)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 5
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 10, left: 12, bottom: 10, right: 12)
        stack.frame = CGRect(x: 0, y: 0, width: 124, height: 100)
        stack.layoutIfNeeded()
        expectEqual(a.frame, CGRect(x: 12, y: 10, width: 30, height: 10))
        expectEqual(b.frame, CGRect(x: 12, y: 25, width: 60, height: 65))
    }

    @Test func otherDistributionsPositionNothing() {
        let a = SizedView(20, 10)
        a.frame = CGRect(x: 3, y: 4, width: 5, height: 6)
        let stack = UIStackView(arrangedSubviews: [a])
        stack.distribution = .equalSpacing
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        stack.layoutIfNeeded()
        expectEqual(a.frame, CGRect(x: 3, y: 4, width: 5, height: 6))
    }
}
