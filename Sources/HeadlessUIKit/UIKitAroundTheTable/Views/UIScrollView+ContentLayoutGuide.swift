import Foundation

extension UIScrollView {
    /// The content size the required `==` constraints between the content layout guide's
    /// trailing, right or bottom edge, width or height and a placed subview or the frame layout
    /// guide give, keeping the current length on an axis no such constraint sets; `nil` when
    /// none does.
    func contentSizeFromConstraints(of guide: UILayoutGuide) -> CGSize? {
        var width: CGFloat?
        var height: CGFloat?
        for constraint in guide.activeConstraints where constraint.relation == .equal && constraint.priority == .required {
            guard let (attribute, length) = guideLength(from: constraint, guide: guide) else { continue }
            switch attribute {
            case .trailing, .right, .width: width = max(width ?? 0, length)
            case .bottom, .height: height = max(height ?? 0, length)
            default: continue
            }
        }
        guard width != nil || height != nil else { return nil }
        return CGSize(width: width ?? contentSize.width, height: height ?? contentSize.height)
    }

    /// The guide's attribute a constraint sets and the content length that gives (the guide's
    /// origin is the content's, so a far edge's position is a length).
    private func guideLength(from constraint: NSLayoutConstraint, guide: UILayoutGuide) -> (NSLayoutConstraint.Attribute, CGFloat)? {
        let guideIsFirst = constraint.firstItem === guide
        let (guideAttribute, otherItem, otherAttribute) = guideIsFirst
            ? (constraint.firstAttribute, constraint.secondItem, constraint.secondAttribute)
            : (constraint.secondAttribute, constraint.firstItem, constraint.firstAttribute)
        guard guideAttribute.dependsOnContentSize, let other = value(of: otherAttribute, of: otherItem) else { return nil }
        if guideIsFirst { return (guideAttribute, constraint.multiplier * other + constraint.constant) }
        guard constraint.multiplier != 0 else { return nil }
        return (guideAttribute, (other - constraint.constant) / constraint.multiplier)
    }

    /// An attribute of a subview or of the frame layout guide, in the content's coordinates
    /// (`nil` for other items, and for no item: a constant).
    private func value(of attribute: NSLayoutConstraint.Attribute, of item: AnyObject?) -> CGFloat? {
        guard let item else { return 0 }
        let frame: CGRect
        if let view = item as? UIView, view.superview === self {
            frame = view.frame
        } else if item === createdFrameLayoutGuide {
            frame = CGRect(origin: .zero, size: bounds.size)
        } else {
            return nil
        }
        switch attribute {
        case .left, .leading: return frame.minX
        case .right, .trailing: return frame.maxX
        case .top: return frame.minY
        case .bottom: return frame.maxY
        case .width: return frame.width
        case .height: return frame.height
        case .centerX: return frame.midX
        case .centerY: return frame.midY
        default: return nil
        }
    }
}

extension NSLayoutConstraint.Attribute {
    /// Whether a scroll view's content layout guide gets this attribute from the content size
    /// (its far edges, size and centres), rather than from its origin.
    var dependsOnContentSize: Bool {
        switch self {
        case .left, .leading, .top, .leftMargin, .leadingMargin, .topMargin: false
        default: true
        }
    }
}
