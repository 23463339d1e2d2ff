import Foundation

/// What the Auto Layout solver needs of a view or a layout guide.
@MainActor
protocol AutoLayoutItem: AnyObject {
    /// The active constraints that mention the item, in activation order.
    var activeLayoutConstraints: [NSLayoutConstraint] { get set }
    /// What the last layout pass of ``placingView`` could not solve for the item.
    var autoLayoutIssues: [HeadlessAutoLayoutIssue] { get set }
    /// The view whose layout pass places the item: a view's superview, a guide's owning view.
    var placingView: UIView? { get }
}

extension AutoLayoutItem {
    /// The active constraints that mention the item with an attribute on an axis.
    func layoutConstraints(on axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        activeLayoutConstraints.filter { constraint in
            (constraint.firstItem === self && constraint.firstAttribute.axis == axis)
                || (constraint.secondItem === self && constraint.secondAttribute.axis == axis)
        }
    }
}

extension UIView: AutoLayoutItem {
    var activeLayoutConstraints: [NSLayoutConstraint] {
        get { autoLayoutStorage?.activeConstraints ?? [] }
        set { autoLayout.activeConstraints = newValue }
    }

    var autoLayoutIssues: [HeadlessAutoLayoutIssue] {
        get { autoLayoutStorage?.autoLayoutIssues ?? [] }
        set {
            guard autoLayoutStorage != nil || !newValue.isEmpty else { return }
            autoLayout.autoLayoutIssues = newValue
        }
    }

    var placingView: UIView? { superview }
}

extension UILayoutGuide: AutoLayoutItem {
    var activeLayoutConstraints: [NSLayoutConstraint] {
        get { activeConstraints }
        set { activeConstraints = newValue }
    }

    var placingView: UIView? { owningView }
}

extension NSLayoutConstraint.Attribute {
    /// The axis the attribute measures along; `nil` for ``notAnAttribute``.
    var axis: NSLayoutConstraint.Axis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins:
            .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin, .centerYWithinMargins:
            .vertical
        case .notAnAttribute:
            nil
        }
    }
}
