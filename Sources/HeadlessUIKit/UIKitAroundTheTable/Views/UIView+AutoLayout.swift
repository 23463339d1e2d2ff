import Foundation

// Auto Layout. Activating a constraint installs it on the closest common ancestor of its items,
// as UIKit does, so `constraints` and `NSLayoutConstraint.isActive` tell tests what is pinned to
// what; a superview's layout pass places the subviews and guides its constraints pin (see
// `layoutSubviews()`). These members are declared in an extension, so subclasses cannot
// override them (UIKit's can).
extension UIView {
    /// The view's Auto Layout state, created on first use.
    var autoLayout: AutoLayoutStorage {
        if let autoLayoutStorage { return autoLayoutStorage }
        let created = AutoLayoutStorage()
        autoLayoutStorage = created
        return created
    }

    // MARK: - Installed constraints

    /// The constraints installed on this view, in installation order.
    public var constraints: [NSLayoutConstraint] { autoLayoutStorage?.constraints ?? [] }

    /// Installs a constraint on this view; it becomes active.
    ///
    /// - Parameter constraint: The constraint; its items must be this view or its descendants.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.isActive { constraint.isActive = false }
        install(constraint)
    }

    /// Installs constraints on this view.
    ///
    /// - Parameter constraints: The constraints.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Removes a constraint installed on this view; it becomes inactive.
    ///
    /// - Parameter constraint: The constraint; nothing happens if it is not installed here.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        uninstall(constraint)
    }

    /// Removes constraints installed on this view.
    ///
    /// - Parameter constraints: The constraints.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { uninstall(constraint) }
    }

    func install(_ constraint: NSLayoutConstraint) {
        autoLayout.constraints.append(constraint)
        constraint.setInstalledView(self)
        setNeedsLayout()
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
        guard let storage = autoLayoutStorage, let index = storage.constraints.firstIndex(where: { $0 === constraint }) else {
            return
        }
        storage.constraints.remove(at: index)
        constraint.setInstalledView(nil)
        setNeedsLayout()
    }

    /// The closest view that is both this view or an ancestor of it, and `other` or an
    /// ancestor of it.
    func closestCommonAncestor(with other: UIView) -> UIView? {
        var candidate: UIView? = self
        while let view = candidate {
            if other.isDescendant(of: view) { return view }
            candidate = view.superview
        }
        return nil
    }

    // MARK: - Solving

    /// Remembers that a subview or an added guide may be placed by constraints, and marks the
    /// view as needing layout.
    func noteConstrainedContent() {
        autoLayout.mayHaveConstrainedContent = true
        setNeedsLayout()
    }

    /// Places the subviews and added guides pinned with constraints (the solver behind
    /// `layoutSubviews()`); returns at once for views that never had such content.
    func placeConstrainedContent() {
        guard let storage = autoLayoutStorage, storage.mayHaveConstrainedContent else { return }
        var solver = AutoLayoutSolver(container: self)
        guard !solver.isEmpty else {
            storage.mayHaveConstrainedContent = false
            return
        }
        solver.solve()
    }

    /// The items this view's layout pass places from constraints: its subviews that do not
    /// translate their autoresizing mask, then its added guides that have constraints.
    var constrainedItems: [any AutoLayoutItem] {
        let views: [any AutoLayoutItem] = subviews.filter { placesWithConstraints($0) }
        let guides: [any AutoLayoutItem] = layoutGuides.filter { !$0.activeConstraints.isEmpty && placesWithConstraints($0) }
        return views + guides
    }

    // MARK: - Debugging

    /// Whether the constraints leave the view's position or size ambiguous.
    ///
    /// Headless: `true` when the superview's last layout pass could not determine an axis of the
    /// view's frame from its constraints (see ``headlessAutoLayoutIssues``); `false` for views
    /// that translate their autoresizing mask.
    public var hasAmbiguousLayout: Bool {
        autoLayoutIssues.contains { $0.kind == .ambiguous }
    }

    /// The constraints that bear on the view's layout along an axis.
    ///
    /// Headless: the active constraints that mention the view with an attribute on that axis
    /// (UIKit also lists constraints of the other items they reach).
    /// - Parameter axis: The axis.
    /// - Returns: The constraints, in activation order.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        layoutConstraints(on: axis)
    }

    /// What the superview's last layout pass could not solve for this view from its constraints:
    /// an ambiguous or unsatisfiable axis (whose frame was kept), or constraints it ignored
    /// (HeadlessUIKit-only). Empty when every axis was solved from every constraint.
    public var headlessAutoLayoutIssues: [HeadlessAutoLayoutIssue] {
        autoLayoutIssues
    }

    // MARK: - Updating constraints

    /// Marks the view's constraints as needing ``updateConstraints()``.
    public func setNeedsUpdateConstraints() {
        autoLayout.needsUpdateConstraints = true
    }

    /// Whether ``updateConstraints()`` is pending.
    ///
    /// - Returns: `true` after ``setNeedsUpdateConstraints()`` until the next update.
    public func needsUpdateConstraints() -> Bool {
        autoLayoutStorage?.needsUpdateConstraints ?? false
    }

    /// Calls ``updateConstraints()`` on this view and its subviews that need it, subviews first;
    /// for a view controller's root view, the controller's `updateViewConstraints()` instead,
    /// which calls it.
    public func updateConstraintsIfNeeded() {
        for subview in subviews { subview.updateConstraintsIfNeeded() }
        guard let storage = autoLayoutStorage, storage.needsUpdateConstraints else { return }
        storage.needsUpdateConstraints = false
        if let controller = traitOwningController {
            controller.updateViewConstraints()
        } else {
            updateConstraints()
        }
    }

    // MARK: - Anchors

    /// The leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The horizontal center.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The vertical center.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The baseline of the first line of text.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the last line of text.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    // MARK: - Layout guides

    /// The guides added to this view, in order.
    public var layoutGuides: [UILayoutGuide] { autoLayoutStorage?.layoutGuides ?? [] }

    /// Adds a guide to this view; it becomes the guide's owning view.
    ///
    /// - Parameter layoutGuide: The guide.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        autoLayout.layoutGuides.append(layoutGuide)
        layoutGuide.owningView = self
    }

    /// Removes a guide from this view.
    ///
    /// - Parameter layoutGuide: The guide.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard let storage = autoLayoutStorage, let index = storage.layoutGuides.firstIndex(where: { $0 === layoutGuide }) else {
            return
        }
        storage.layoutGuides.remove(at: index)
        layoutGuide.owningView = nil
    }

    /// The guide for the area inside ``layoutMargins``.
    public var layoutMarginsGuide: UILayoutGuide {
        systemGuide(\.layoutMarginsGuide, .layoutMargins, identifier: "UIViewLayoutMarginsGuide")
    }

    /// The guide for the area inside ``safeAreaInsets``.
    public var safeAreaLayoutGuide: UILayoutGuide {
        systemGuide(\.safeAreaLayoutGuide, .safeArea, identifier: "UIViewSafeAreaLayoutGuide")
    }

    /// The guide for the area where text is comfortable to read.
    public var readableContentGuide: UILayoutGuide {
        systemGuide(\.readableContentGuide, .readableContent, identifier: "UIViewReadableContentGuide")
    }

    private func systemGuide(
        _ keyPath: ReferenceWritableKeyPath<AutoLayoutStorage, UILayoutGuide?>,
        _ kind: UILayoutGuide.SystemKind,
        identifier: String
    ) -> UILayoutGuide {
        let storage = autoLayout
        if let guide = storage[keyPath: keyPath] { return guide }
        let guide = UILayoutGuide(systemKind: kind, owningView: self)
        guide.identifier = identifier
        storage[keyPath: keyPath] = guide
        return guide
    }

    // MARK: - Content priorities

    /// How strongly the view resists growing beyond its intrinsic size along an axis.
    ///
    /// - Parameter axis: The axis.
    /// - Returns: The priority; ``UILayoutPriority/defaultLow`` unless set.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayoutStorage?.contentHugging[axis] ?? .defaultLow
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size along an axis.
    ///
    /// - Parameters:
    ///   - priority: The priority.
    ///   - axis: The axis.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        autoLayout.contentHugging[axis] = priority
    }

    /// How strongly the view resists shrinking below its intrinsic size along an axis.
    ///
    /// - Parameter axis: The axis.
    /// - Returns: The priority; ``UILayoutPriority/defaultHigh`` unless set.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayoutStorage?.compressionResistance[axis] ?? .defaultHigh
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size along an axis.
    ///
    /// - Parameters:
    ///   - priority: The priority.
    ///   - axis: The axis.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        autoLayout.compressionResistance[axis] = priority
    }
}
