import Foundation

extension UIView {
    /// The value of an ``intrinsicContentSize`` dimension the view has no size for (-1).
    nonisolated public static let noIntrinsicMetric: CGFloat = -1

    /// The smallest size: fitting to it gives the most compact size the content allows (0 × 0).
    nonisolated public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)

    /// The largest size: fitting to it gives the most room the content uses (10000 × 10000).
    nonisolated public static let layoutFittingExpandedSize = CGSize(width: 10000, height: 10000)

    /// The headless model behind
    /// ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``.
    ///
    /// A dimension held at a required priority is the target's. Otherwise it is the
    /// ``intrinsicContentSize`` in that dimension (a height only when the width is free), else the
    /// smallest length the constraints of the view's subviews allow (a cell's or a header-footer
    /// view's are its content view's; the height measured at the width found first, so text
    /// wraps), else ``sizeThatFits(_:)`` of the target. Either way the view's own required
    /// constant lengths (`widthAnchor.constraint(equalToConstant:)`, `…greaterThanOrEqualToConstant:`,
    /// `…lessThanOrEqualToConstant:`) win over its intrinsic and content sizes, as they do in UIKit's
    /// engine.
    func headlessFittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        let intrinsic = intrinsicContentSize
        let holdsWidth = horizontal >= .required
        let holdsHeight = vertical >= .required
        var fitted: CGSize?
        func fittedSize() -> CGSize {
            if let fitted { return fitted }
            let size = sizeThatFits(target)
            fitted = size
            return size
        }
        let ownWidth = requiredOwnLength(.width)
        let ownHeight = requiredOwnLength(.height)
        var width: CGFloat
        if holdsWidth {
            width = target.width
        } else if let exact = ownWidth.exact {
            width = exact
        } else if intrinsic.width != UIView.noIntrinsicMetric {
            width = intrinsic.width
        } else if let content = AutoLayoutContentLength.of(sizingContainer, on: .horizontal, width: target.width) {
            width = content.length
        } else {
            width = fittedSize().width
        }
        if !holdsWidth { width = ownWidth.clamped(width) }
        var height: CGFloat
        if holdsHeight {
            height = target.height
        } else if let exact = ownHeight.exact {
            height = exact
        } else if intrinsic.height != UIView.noIntrinsicMetric, !holdsWidth {
            height = intrinsic.height
        } else if let content = AutoLayoutContentLength.of(sizingContainer, on: .vertical, width: width) {
            height = content.length
        } else {
            height = fittedSize().height
        }
        if !holdsHeight { height = ownHeight.clamped(height) }
        return CGSize(width: width, height: height)
    }

    /// What the view's active required constraints on its own width or height with a constant
    /// (no second item) say about that length.
    func requiredOwnLength(_ attribute: NSLayoutConstraint.Attribute) -> OwnLengthBounds {
        var bounds = OwnLengthBounds()
        for constraint in activeLayoutConstraints
        where constraint.firstItem === self && constraint.firstAttribute == attribute
            && constraint.secondItem == nil && constraint.priority >= .required
        {
            switch constraint.relation {
            case .equal: bounds.exact = constraint.constant
            case .greaterThanOrEqual: bounds.minimum = max(bounds.minimum, constraint.constant)
            case .lessThanOrEqual: bounds.maximum = min(bounds.maximum, constraint.constant)
            }
        }
        return bounds
    }

    /// The view whose constraints size this one: a cell's or header-footer view's content view
    /// (its content is pinned to that), else the view itself.
    private var sizingContainer: UIView {
        switch self {
        case let cell as UITableViewCell: cell.contentView
        case let headerFooter as UITableViewHeaderFooterView: headerFooter.contentView
        default: self
        }
    }
}

/// A view's own length as its required constant constraints bound it.
struct OwnLengthBounds {
    /// The length an `equal` constraint sets, if any.
    var exact: CGFloat?
    /// The largest `greaterThanOrEqual` constant, or 0.
    var minimum: CGFloat = 0
    /// The smallest `lessThanOrEqual` constant, or infinity.
    var maximum: CGFloat = .infinity

    /// Whether the constraints fix the length, so that a stack cannot stretch or shrink it.
    var isFixed: Bool { exact != nil || minimum == maximum }

    /// `length` within the bounds: the exact length when set, else clamped to the minimum and
    /// maximum.
    func clamped(_ length: CGFloat) -> CGFloat {
        if let exact { return exact }
        return min(max(length, minimum), maximum)
    }
}
