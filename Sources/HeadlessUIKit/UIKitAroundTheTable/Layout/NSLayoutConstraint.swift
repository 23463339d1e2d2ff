import Foundation

/// A relation between two layout attributes: `first = multiplier × second + constant` (or ≤, ≥).
///
/// Activating a constraint installs it on the closest common ancestor of its items, as UIKit
/// does, so tests can read which constraints are active (``isActive``, `UIView.constraints`) and
/// what they relate (``firstItem``, ``firstAttribute``, ``relation``, ``secondItem``,
/// ``secondAttribute``, ``multiplier``, ``constant``, ``priority``). Headless: a small solver
/// places the views and layout guides the constraints pin to their superview, its guides and
/// their siblings, in the superview's layout pass (see `UIView.layoutSubviews()`); what it
/// cannot solve keeps its frame and is reported by `headlessAutoLayoutIssues`.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// The first item: a view or a layout guide.
    open private(set) weak var firstItem: AnyObject?
    /// The second item, or `nil` for a constant-only constraint (width = 44).
    open private(set) weak var secondItem: AnyObject?
    /// The first item's attribute.
    open var firstAttribute: Attribute { storedFirstAttribute }
    private let storedFirstAttribute: Attribute
    /// The second item's attribute; ``Attribute/notAnAttribute`` when there is no second item.
    open var secondAttribute: Attribute { storedSecondAttribute }
    private let storedSecondAttribute: Attribute
    /// The relation between the sides.
    open var relation: Relation { storedRelation }
    private let storedRelation: Relation
    /// The factor applied to the second attribute.
    open var multiplier: CGFloat { storedMultiplier }
    private let storedMultiplier: CGFloat
    /// The constant added to the multiplied second attribute. Changing it on an active
    /// constraint marks the views it places as needing layout.
    open var constant: CGFloat {
        didSet { if isActive { invalidateLayoutOfItems() } }
    }
    /// The priority; ``UILayoutPriority/required`` unless set. Changing it on an active
    /// constraint marks the views it places as needing layout.
    open var priority: UILayoutPriority = .required {
        didSet { if isActive { invalidateLayoutOfItems() } }
    }
    /// A name for debugging.
    open var identifier: String?
    /// The system spacing between sibling views: 8 points headlessly.
    static let headlessSystemSpacing: CGFloat = 8

    /// The view the constraint is installed on while active.
    private(set) weak var installedView: UIView?

    init(
        firstItem: AnyObject,
        firstAttribute: Attribute,
        relation: Relation,
        secondItem: AnyObject?,
        secondAttribute: Attribute,
        multiplier: CGFloat,
        constant: CGFloat
    ) {
        self.firstItem = firstItem
        storedFirstAttribute = firstAttribute
        storedRelation = relation
        self.secondItem = secondItem
        storedSecondAttribute = secondItem == nil ? .notAnAttribute : secondAttribute
        storedMultiplier = multiplier
        self.constant = constant
        super.init()
    }

    /// Creates a constraint relating two items' attributes.
    ///
    /// - Parameters:
    ///   - view1: The first item: a view or a layout guide.
    ///   - attr1: Its attribute.
    ///   - relation: The relation.
    ///   - view2: The second item, or `nil` for a constant-only constraint.
    ///   - attr2: Its attribute (``Attribute/notAnAttribute`` without a second item).
    ///   - multiplier: The factor applied to the second attribute.
    ///   - c: The constant.
    public convenience init(
        item view1: Any,
        attribute attr1: Attribute,
        relatedBy relation: Relation,
        toItem view2: Any?,
        attribute attr2: Attribute,
        multiplier: CGFloat,
        constant c: CGFloat
    ) {
        self.init(
            firstItem: view1 as AnyObject,
            firstAttribute: attr1,
            relation: relation,
            secondItem: view2.map { $0 as AnyObject },
            secondAttribute: attr2,
            multiplier: multiplier,
            constant: c
        )
    }

    /// The first item's anchor.
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor(item: firstItem, attribute: firstAttribute)
    }

    /// The second item's anchor, or `nil` for a constant-only constraint.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItem.map { NSLayoutAnchor(item: $0, attribute: secondAttribute) }
    }

    // MARK: - Activation

    /// Whether the constraint is installed. Setting `true` installs it on the closest common
    /// ancestor of its items (stopping the program, as UIKit's exception does, when they have
    /// none); setting `false` removes it.
    open var isActive: Bool {
        get { installedView != nil }
        set {
            guard newValue != isActive else { return }
            if newValue {
                commonAncestorOrFail().install(self)
            } else {
                installedView?.uninstall(self)
            }
        }
    }

    /// Activates every constraint.
    ///
    /// - Parameter constraints: The constraints.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint.
    ///
    /// - Parameter constraints: The constraints.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// Records the view the constraint is installed on (`nil` when removed); used by `UIView`'s
    /// installation. Keeps the items' lists of active constraints and marks the views that place
    /// the items as needing layout.
    final func setInstalledView(_ view: UIView?) {
        let wasActive = installedView != nil
        installedView = view
        if view != nil, !wasActive {
            for item in layoutItems { item.activeLayoutConstraints.append(self) }
        } else if view == nil, wasActive {
            for item in layoutItems { item.activeLayoutConstraints.removeAll { $0 === self } }
        }
        invalidateLayoutOfItems()
    }

    /// The constraint's items that are views or layout guides.
    var layoutItems: [any AutoLayoutItem] {
        let first = firstItem as? any AutoLayoutItem
        let second = secondItem === firstItem ? nil : secondItem as? any AutoLayoutItem
        return [first, second].compactMap { $0 }
    }

    /// Marks the views whose layout passes place this constraint's items as needing layout.
    private func invalidateLayoutOfItems() {
        for item in layoutItems { item.placingView?.noteConstrainedContent() }
    }

    private func commonAncestorOrFail() -> UIView {
        let firstView = NSLayoutConstraint.view(of: firstItem)
        guard let secondItem else {
            if let firstView { return firstView }
            preconditionFailure("Unable to activate constraint \(headlessEquation): its item is neither a view nor a layout guide in a view.")
        }
        let secondView = NSLayoutConstraint.view(of: secondItem)
        if let firstView, let secondView, let ancestor = firstView.closestCommonAncestor(with: secondView) {
            return ancestor
        }
        preconditionFailure(
            "Unable to activate constraint \(headlessEquation) because its items have no common ancestor. Does the constraint "
                + "or its anchors reference items in different view hierarchies? That's illegal."
        )
    }

    /// The view an item lives in: the view itself, or a layout guide's owning view.
    static func view(of item: AnyObject?) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }

    /// The constraint as an equation, such as `UILabel.leading == UIView.leadingMargin + 16.0`,
    /// for messages (HeadlessUIKit-only).
    public var headlessEquation: String {
        let relationText = relation == .equal ? "==" : (relation == .lessThanOrEqual ? "<=" : ">=")
        var text = "\(NSLayoutConstraint.name(of: firstItem)).\(firstAttribute) \(relationText)"
        if let secondItem {
            text += " \(NSLayoutConstraint.name(of: secondItem)).\(secondAttribute)"
            if multiplier != 1 { text += " * \(multiplier)" }
            if constant != 0 { text += " \(constant < 0 ? "-" : "+") \(abs(constant))" }
        } else {
            text += " \(constant)"
        }
        if priority != .required { text += " @\(priority.rawValue)" }
        return text
    }

    private static func name(of item: AnyObject?) -> String {
        item.map { String(describing: type(of: $0)) } ?? "nil"
    }

    // MARK: - Visual format

    /// Creates the constraints a visual format string describes, such as
    /// `"H:|-[name]-8-[value(==name)]-|"` or `"V:|-(>=20)-[title(44@750)]"`; they are not
    /// activated.
    ///
    /// Spaces between views are `==`, `<=` or `>=` a number or a metric, with an optional
    /// `@priority`; `-` alone is the standard space (8 points between views, 20 to the
    /// superview's edge); `[a][b]` puts views edge to edge. A view's predicates constrain its
    /// width (`H:`, the default) or height (`V:`) to a constant or to another view's. Alignment
    /// options add one constraint per neighbouring pair of views.
    ///
    /// A format it cannot parse crashes with UIKit's "Unable to parse constraint format"
    /// message, as UIKit's exception does; tests can check a format with
    /// ``headlessConstraints(withVisualFormat:options:metrics:views:)``, which throws instead.
    /// - Parameters:
    ///   - format: The format.
    ///   - opts: Alignment and direction options.
    ///   - metrics: Named numbers the format uses.
    ///   - views: The views the format names.
    /// - Returns: The constraints.
    open class func constraints(
        withVisualFormat format: String,
        options opts: NSLayoutConstraint.FormatOptions = [],
        metrics: [String: Any]?,
        views: [String: Any]
    ) -> [NSLayoutConstraint] {
        do {
            return try headlessConstraints(withVisualFormat: format, options: opts, metrics: metrics, views: views)
        } catch {
            fatalError(error.description)
        }
    }
}
