import Foundation

/// One view of a snapshot: where it is on the picture, what role it plays in its superview,
/// whether a user can see it, and its subviews in the order they are drawn.
///
/// The text snapshot and the SVG picture are both written from this tree, so they always agree
/// on what is shown.
@MainActor
struct SnapshotNode {
    /// Why a user cannot see a view the options keep.
    enum Unseen: String {
        case hidden
        case offscreen
    }

    let view: UIView
    /// The view's trait collection, read once: colors are resolved with it.
    let traits: UITraitCollection
    /// The view's class name, unqualified, as `String(describing:)` gives it
    /// (`UITableViewCell`), without the conformance checks `String(describing:)` makes first.
    var typeName: String { _typeName(type(of: view), qualified: false) }
    /// The view's frame in the snapshot root's coordinates (the root at the origin).
    let frameInRoot: CGRect
    /// The part of the root a user can see this view through: the root's bounds, narrowed by
    /// each ancestor that clips to its bounds.
    let visibleRect: CGRect
    /// The view's place in a table (`row 0.1`, `header 0`, `footer 1`), else `nil`.
    let role: String?
    /// Set for a view kept with ``HeadlessSnapshotOptions/UnseenViews/marked``.
    let unseen: Unseen?
    let children: [SnapshotNode]

    /// The tree of `root` and the subviews the options keep. The root itself is always kept,
    /// even hidden (a window before `makeKeyAndVisible()`).
    static func tree(of root: UIView, options: HeadlessSnapshotOptions) -> SnapshotNode {
        let frame = CGRect(origin: .zero, size: root.bounds.size)
        return node(for: root, traits: root.traitCollection, frameInRoot: frame, visibleRect: frame, role: nil, options: options, isRoot: true)
            ?? SnapshotNode(view: root, traits: root.traitCollection, frameInRoot: frame, visibleRect: frame, role: nil, unseen: .hidden, children: [])
    }

    private static func node(
        for view: UIView,
        traits: UITraitCollection,
        frameInRoot: CGRect,
        visibleRect: CGRect,
        role: String?,
        options: HeadlessSnapshotOptions,
        isRoot: Bool = false
    ) -> SnapshotNode? {
        if !isRoot, view.isHidden || view.alpha < 0.01 {
            guard options.hiddenViews == .marked else { return nil }
            return SnapshotNode(view: view, traits: traits, frameInRoot: frameInRoot, visibleRect: visibleRect, role: role, unseen: .hidden, children: [])
        }
        if !frameInRoot.intersects(visibleRect), !(frameInRoot.isEmpty && visibleRect.contains(frameInRoot.origin)) {
            guard options.offscreenViews == .marked else { return nil }
            return SnapshotNode(view: view, traits: traits, frameInRoot: frameInRoot, visibleRect: visibleRect, role: role, unseen: .offscreen, children: [])
        }
        let childVisibleRect = view.clipsToBounds ? visibleRect.intersection(frameInRoot) : visibleRect
        let contentOrigin = CGPoint(x: frameInRoot.minX - view.bounds.minX, y: frameInRoot.minY - view.bounds.minY)
        let roles = (view as? UITableView)?.snapshotRoles ?? [:]
        var children: [SnapshotNode] = []
        for subview in orderedSubviews(of: view) {
            let frame = subview.frame.offsetBy(dx: contentOrigin.x, dy: contentOrigin.y)
            let role = roles[ObjectIdentifier(subview)]
            // A subview has its superview's traits unless it or its controller overrides them
            // (`UIView.traitCollection`), which reading them for each view would recompute.
            let inherits = subview.traitOwningController == nil && subview.overrideUserInterfaceStyle == .unspecified && !(subview is UIWindow)
            let childTraits = inherits ? traits : subview.traitCollection
            if let child = node(for: subview, traits: childTraits, frameInRoot: frame, visibleRect: childVisibleRect, role: role, options: options) {
                children.append(child)
            }
        }
        return SnapshotNode(view: view, traits: traits, frameInRoot: frameInRoot, visibleRect: visibleRect, role: role, unseen: nil, children: children)
    }

    /// The subviews in drawing order; a table's rows, headers and footers from top to bottom
    /// (their order among the table's subviews depends on the scrolling history).
    private static func orderedSubviews(of view: UIView) -> [UIView] {
        guard view is UITableView else { return view.subviews }
        return view.subviews.enumerated()
            .sorted { ($0.element.frame.minY, $0.offset) < ($1.element.frame.minY, $1.offset) }
            .map(\.element)
    }
}

extension UITableView {
    /// The role of each displayed row, header and footer view, by identity.
    var snapshotRoles: [ObjectIdentifier: String] {
        var roles: [ObjectIdentifier: String] = [:]
        for (indexPath, cell) in visibleCellsByIndexPath {
            roles[ObjectIdentifier(cell)] = "row \(indexPath.section).\(indexPath.row)"
        }
        for (key, displayed) in visibleSectionEdges {
            guard case .view(let view) = displayed else { continue }
            roles[ObjectIdentifier(view)] = "\(key.edge == .header ? "header" : "footer") \(key.section)"
        }
        if let tableHeaderView { roles[ObjectIdentifier(tableHeaderView)] = "table header" }
        if let tableFooterView { roles[ObjectIdentifier(tableFooterView)] = "table footer" }
        return roles
    }
}
