import Foundation

/// A layout attribute of a view or layout guide, making constraints with a fluent API:
/// `label.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor)`.
///
/// Headless: anchors make ``NSLayoutConstraint``s, which are recorded, not solved. Two anchors
/// are equal when they stand for the same attribute of the same item.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The view or layout guide the anchor belongs to.
    private(set) weak var item: AnyObject?
    /// The attribute the anchor stands for.
    let attribute: NSLayoutConstraint.Attribute
    /// The identity of ``item``, readable from any isolation for equality.
    let itemIdentifier: ObjectIdentifier?

    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        itemIdentifier = item.map(ObjectIdentifier.init)
        super.init()
    }

    /// A constraint making this attribute equal to another anchor's.
    ///
    /// - Parameter anchor: The other anchor.
    /// - Returns: The constraint, inactive.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.equal, to: anchor, multiplier: 1, constant: 0)
    }

    /// A constraint making this attribute at least another anchor's.
    ///
    /// - Parameter anchor: The other anchor.
    /// - Returns: The constraint, inactive.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, to: anchor, multiplier: 1, constant: 0)
    }

    /// A constraint making this attribute at most another anchor's.
    ///
    /// - Parameter anchor: The other anchor.
    /// - Returns: The constraint, inactive.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, to: anchor, multiplier: 1, constant: 0)
    }

    /// A constraint making this attribute equal to another anchor's plus a constant.
    ///
    /// - Parameters:
    ///   - anchor: The other anchor.
    ///   - c: The constant.
    /// - Returns: The constraint, inactive.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, to: anchor, multiplier: 1, constant: c)
    }

    /// A constraint making this attribute at least another anchor's plus a constant.
    ///
    /// - Parameters:
    ///   - anchor: The other anchor.
    ///   - c: The constant.
    /// - Returns: The constraint, inactive.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, to: anchor, multiplier: 1, constant: c)
    }

    /// A constraint making this attribute at most another anchor's plus a constant.
    ///
    /// - Parameters:
    ///   - anchor: The other anchor.
    ///   - c: The constant.
    /// - Returns: The constraint, inactive.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, to: anchor, multiplier: 1, constant: c)
    }

    /// The one path every anchor method takes to a constraint.
    final func constraint<Other: AnyObject>(
        _ relation: NSLayoutConstraint.Relation,
        to anchor: NSLayoutAnchor<Other>?,
        multiplier: CGFloat,
        constant: CGFloat
    ) -> NSLayoutConstraint {
        guard let item else {
            preconditionFailure("The item of the \(attribute) anchor was deallocated before a constraint was made with it.")
        }
        return NSLayoutConstraint(
            firstItem: item,
            firstAttribute: attribute,
            relation: relation,
            secondItem: anchor?.item,
            secondAttribute: anchor?.attribute ?? .notAnAttribute,
            multiplier: multiplier,
            constant: constant
        )
    }

    /// Whether `object` is an anchor for the same attribute of the same item.
    ///
    /// - Parameter object: The object to compare with.
    /// - Returns: `true` when equal.
    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? any LayoutAnchorIdentity else { return false }
        return other.itemIdentifier == itemIdentifier && other.attribute == attribute
    }

    /// A hash consistent with ``isEqual(_:)``.
    nonisolated open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(itemIdentifier)
        hasher.combine(attribute)
        return hasher.finalize()
    }
}

/// What makes two anchors the same, whatever their anchor type.
protocol LayoutAnchorIdentity: AnyObject, Sendable {
    nonisolated var itemIdentifier: ObjectIdentifier? { get }
    nonisolated var attribute: NSLayoutConstraint.Attribute { get }
}

extension NSLayoutAnchor: LayoutAnchorIdentity {}
