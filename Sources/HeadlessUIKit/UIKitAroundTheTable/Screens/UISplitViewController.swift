import Foundation

/// A container that shows a primary (list) and a secondary (detail) controller side by side
/// when there is room, and one of them when there is not.
///
/// Column-style (`init(style:)`, iOS 14) and classic (`viewControllers`) configurations are
/// both supported. Headless decisions:
/// - ``isCollapsed`` follows the horizontal size class: compact (the headless iPhone's, and a
///   window's without `headlessTraitOverrides`) collapses, regular expands. The arrangement is
///   made when the view appears in a window and redone when the traits change or columns
///   change in a window, with the delegate's collapse and expand methods; before that,
///   ``isCollapsed`` answers from the traits and no column's view is shown.
/// - Collapsing a column-style controller moves the secondary column's controllers onto the
///   primary column's navigation controller when the top column is `.secondary` (UIKit's
///   proposal, which the delegate may change to `.primary`); a classic one asks
///   `splitViewController(_:collapseSecondary:onto:)` and, when the delegate declines, pushes the
///   secondary controller (or the controllers of a secondary navigation controller) onto a
///   primary navigation controller. Expanding moves them back.
/// - Expanded, `.automatic` means `.oneBesideSecondary` (`.twoBesideSecondary` for three
///   columns); the primary column is ``primaryColumnWidth`` wide (320 points unless preferred
///   otherwise) at the leading edge, the secondary fills the rest (or everything when the
///   primary is over it or hidden). Transitions are immediate.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// The controllers as assigned to each column.
    private var assigned: [Column: UIViewController] = [:]
    /// The navigation controllers the split view controller created to wrap columns' controllers.
    private var createdWrappers: [Column: UINavigationController] = [:]
    /// The arrangement made: `nil` before the first one.
    private var arrangedCollapsed: Bool?
    private var expandedDisplayMode: DisplayMode?

    /// Creates a column-style split view controller.
    ///
    /// - Parameter style: The number of columns.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a classic split view controller (style `.unspecified`), or one whose view comes
    /// from a nib.
    ///
    /// - Parameters:
    ///   - nibNameOrNil: The nib's name.
    ///   - nibBundleOrNil: The nib's bundle.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a classic split view controller from an archive; headless: nothing is decoded.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    // MARK: - Configuration

    /// The number of columns; `.unspecified` for a classic split view controller.
    open private(set) var style: Style

    /// The object asked how to collapse, expand and show controllers.
    open weak var delegate: UISplitViewControllerDelegate?

    /// The display mode the app prefers when expanded; `.automatic` by default. Setting it on an
    /// expanded split view controller applies it.
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet {
            guard oldValue != preferredDisplayMode, arrangedCollapsed == false else { return }
            change(to: resolved(preferredDisplayMode))
        }
    }

    /// The current display mode: `.automatic` resolved (see the class overview). Collapsed, it
    /// is the mode the controller would use expanded and has no effect.
    open var displayMode: DisplayMode { expandedDisplayMode ?? resolved(preferredDisplayMode) }

    /// The split behavior the app prefers; stored only.
    open var preferredSplitBehavior: SplitBehavior = .automatic

    /// The split behavior in effect: the preferred one, `.tile` for `.automatic`.
    open var splitBehavior: SplitBehavior { preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior }

    /// Whether a button to show only the secondary column shows; stored only.
    open var showsSecondaryOnlyButton: Bool = false

    /// Whether a swipe shows the primary column; stored only (there are no gestures).
    open var presentsWithGesture: Bool = true

    /// The side of the primary column; stored only (it is laid out at the leading edge).
    open var primaryEdge: PrimaryEdge = .leading

    /// The primary column's background; stored only.
    open var primaryBackgroundStyle: BackgroundStyle = .none

    /// The primary column's preferred share of the width, `automaticDimension` by default.
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension

    /// The primary column's preferred width in points, `automaticDimension` by default; it
    /// takes precedence over the fraction.
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension

    /// The primary column's minimum width, `automaticDimension` (no minimum) by default.
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension

    /// The primary column's maximum width, `automaticDimension` (no maximum) by default.
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension

    /// The primary column's width: the preferred width, else the preferred fraction of the
    /// view's width, else 320, within the minimum and maximum.
    open var primaryColumnWidth: CGFloat {
        columnWidth(
            preferred: preferredPrimaryColumnWidth, fraction: preferredPrimaryColumnWidthFraction,
            minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth)
    }

    /// The supplementary column's preferred share of the width, `automaticDimension` by default.
    open var preferredSupplementaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension

    /// The supplementary column's preferred width in points, `automaticDimension` by default; it
    /// takes precedence over the fraction.
    open var preferredSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension

    /// The supplementary column's minimum width, `automaticDimension` (no minimum) by default.
    open var minimumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension

    /// The supplementary column's maximum width, `automaticDimension` (no maximum) by default.
    open var maximumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension

    /// The supplementary column's width: the preferred width, else the preferred fraction of the
    /// view's width, else 320, within the minimum and maximum.
    open var supplementaryColumnWidth: CGFloat {
        columnWidth(
            preferred: preferredSupplementaryColumnWidth, fraction: preferredSupplementaryColumnWidthFraction,
            minimum: minimumSupplementaryColumnWidth, maximum: maximumSupplementaryColumnWidth)
    }

    /// A column's width: the preferred width, else the preferred fraction of the view's width,
    /// else 320, within the minimum and maximum (each unless `automaticDimension`).
    private func columnWidth(preferred: CGFloat, fraction: CGFloat, minimum: CGFloat, maximum: CGFloat) -> CGFloat {
        let automatic = UISplitViewController.automaticDimension
        var width: CGFloat = 320
        if preferred != automatic {
            width = preferred
        } else if fraction != automatic {
            width = fraction * (viewIfLoaded?.bounds.width ?? UIScreen.main.bounds.width)
        }
        if minimum != automatic { width = max(width, minimum) }
        if maximum != automatic { width = min(width, maximum) }
        return width
    }

    /// Whether only one controller shows: see the class overview.
    open var isCollapsed: Bool { arrangedCollapsed ?? wantsCollapsed }

    // MARK: - The display mode button

    private var createdDisplayModeButtonItem: UIBarButtonItem?

    /// A bar button item that changes the display mode, for a column's navigation item (the
    /// detail's `leftBarButtonItem` in a classic master–detail app). Tapping it changes the mode
    /// to the delegate's `targetDisplayModeForAction(in:)`, or when that is `.automatic`, hides
    /// the primary column when it shows and shows it when it does not. Collapsed, tapping it does
    /// nothing. Headless: the item has no image (UIKit's shows the target mode).
    open var displayModeButtonItem: UIBarButtonItem {
        if let createdDisplayModeButtonItem { return createdDisplayModeButtonItem }
        let item = UIBarButtonItem(title: nil, style: .plain, target: nil, action: nil)
        item.headlessTapHandler = { [weak self] in
            guard let self, !self.isCollapsed else { return }
            self.change(to: self.targetDisplayModeForAction())
        }
        createdDisplayModeButtonItem = item
        return item
    }

    /// The mode the display mode button changes to: the delegate's, else the other of showing
    /// only the secondary column and showing the primary beside it.
    private func targetDisplayModeForAction() -> DisplayMode {
        let target = delegate?.targetDisplayModeForAction(in: self) ?? .automatic
        guard target == .automatic else { return target }
        return displayMode == .secondaryOnly ? resolved(.automatic) : .secondaryOnly
    }

    // MARK: - Controllers

    /// The controllers of the columns. Classic: the primary and, unless collapsed, the secondary
    /// controller; column style: the column's controllers or the navigation controllers that
    /// wrap them. Setting it assigns the primary and secondary (and, with three controllers, the
    /// supplementary) columns.
    open var viewControllers: [UIViewController] {
        get {
            let columns: [Column] = isCollapsed ? [.primary] : [.primary, .supplementary, .secondary]
            return columns.compactMap(shown)
        }
        set {
            let columns: [Column] = newValue.count > 2 ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            for (column, controller) in zip(columns, newValue) { assign(controller, to: column) }
            updateArrangement()
        }
    }

    /// Puts a controller in a column; column style only (classic controllers ignore it, as UIKit
    /// does). A controller that is not a navigation controller is wrapped in one, except in the
    /// compact column.
    ///
    /// - Parameters:
    ///   - vc: The controller, or `nil` to empty the column.
    ///   - column: The column.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        guard style != .unspecified else { return }
        assign(vc, to: column)
        updateArrangement()
    }

    /// The controller assigned to a column (not the navigation controller wrapping it).
    ///
    /// - Parameter column: The column.
    /// - Returns: The controller, if any.
    open func viewController(for column: Column) -> UIViewController? {
        assigned[column]
    }

    /// Shows a column. Expanded, a hidden primary column shows beside the secondary; collapsed,
    /// showing `.secondary` moves the secondary column's controllers onto the primary column's
    /// navigation controller and showing `.primary` moves them back.
    ///
    /// - Parameter column: The column.
    open func show(_ column: Column) {
        delegate?.splitViewController(self, willShow: column)
        if isCollapsed {
            column == .secondary ? moveSecondaryOntoPrimary() : moveSecondaryBackFromPrimary()
        } else if column != .secondary, displayMode == .secondaryOnly {
            change(to: style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary)
        }
    }

    /// Hides a column. Expanded, hiding the primary (or supplementary) column shows only the
    /// secondary; collapsed, hiding `.secondary` moves its controllers back from the primary
    /// column.
    ///
    /// - Parameter column: The column.
    open func hide(_ column: Column) {
        delegate?.splitViewController(self, willHide: column)
        if isCollapsed {
            if column == .secondary { moveSecondaryBackFromPrimary() }
        } else if column != .secondary {
            change(to: .secondaryOnly)
        }
    }

    /// Shows a controller as the detail: the delegate may show it; expanded, it replaces the
    /// secondary column's controller. Collapsed, a column-style controller makes it the
    /// secondary column's controller too (``viewController(for:)`` answers it), shown pushed on
    /// the primary navigation controller in place of the previous detail; a classic one pushes it
    /// on the primary navigation controller (without one it is presented).
    ///
    /// - Parameters:
    ///   - vc: The controller to show.
    ///   - sender: The object that asked.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        if !isCollapsed {
            assign(vc, to: .secondary)
            updateArrangement()
        } else if style != .unspecified, primaryNavigationController != nil {
            moveSecondaryBackFromPrimary()
            assign(vc, to: .secondary)
            moveSecondaryOntoPrimary()
        } else if let navigation = primaryNavigationController {
            navigation.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    // MARK: - View and traits

    /// Collapses or expands for the window's traits and shows the columns, when the view is
    /// already in a window. Overrides call `super`.
    ///
    /// - Parameter animated: Whether the appearance is animated.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        updateArrangement()
    }

    /// Collapses or expands for the window's traits and shows the columns, once the view is in
    /// its window. Overrides call `super`.
    ///
    /// - Parameter animated: Whether the appearance is animated.
    open override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        updateArrangement()
    }

    /// Collapses or expands when the horizontal size class changed. Overrides call `super`.
    ///
    /// - Parameter previousTraitCollection: The traits before the change.
    @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateArrangement()
    }

    // MARK: - Private

    private var wantsCollapsed: Bool { traitCollection.horizontalSizeClass != .regular }

    /// The controller that stands in a column: the wrapper, else the assigned controller.
    private func shown(_ column: Column) -> UIViewController? {
        createdWrappers[column] ?? assigned[column]
    }

    private var primaryNavigationController: UINavigationController? {
        shown(.primary) as? UINavigationController ?? shown(.primary)?.children.first as? UINavigationController
    }

    /// Stores a column's controller, wrapping it (column style) in the column's navigation
    /// controller, and updates the children.
    private func assign(_ controller: UIViewController?, to column: Column) {
        assigned[column] = controller
        let wraps = style != .unspecified && column != .compact
        if let controller, wraps, !(controller is UINavigationController), controller.children.first as? UINavigationController == nil {
            if let wrapper = createdWrappers[column] {
                wrapper.setViewControllers([controller], animated: false)
            } else {
                createdWrappers[column] = UINavigationController(rootViewController: controller)
            }
        } else {
            createdWrappers[column] = nil
        }
        updateChildren()
    }

    /// Makes the columns' controllers the children, removing the others.
    private func updateChildren() {
        let current = [Column.primary, .supplementary, .secondary, .compact].compactMap(shown)
        for old in children where !current.contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.detachFromParent()
        }
        for new in current where new.parent !== self {
            attachChild(new)
            new.didMove(toParent: self)
        }
    }

    /// Collapses or expands to match the size class (with the delegate's methods), then shows
    /// the columns' views; only in a window, where the traits are the window's.
    private func updateArrangement() {
        guard viewIfLoaded?.window != nil else { return }
        let collapse = wantsCollapsed
        if collapse != arrangedCollapsed {
            let wasArranged = arrangedCollapsed != nil
            if collapse {
                collapseColumns()
                arrangedCollapsed = true
                if style != .unspecified { delegate?.splitViewControllerDidCollapse(self) }
            } else {
                if wasArranged { expandColumns() }
                arrangedCollapsed = false
                if style != .unspecified {
                    let proposed = resolved(preferredDisplayMode)
                    expandedDisplayMode = wasArranged
                        ? delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed) ?? proposed
                        : proposed
                    if wasArranged { delegate?.splitViewControllerDidExpand(self) }
                }
            }
        }
        showColumns()
    }

    private func collapseColumns() {
        guard let secondary = assigned[.secondary] else { return }
        if style != .unspecified {
            guard assigned[.compact] == nil,
                delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary == .secondary
            else { return }
            moveSecondaryOntoPrimary()
        } else if let primary = assigned[.primary] {
            let handled = delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false
            if handled || primaryNavigationController != nil {
                if !handled { moveSecondaryOntoPrimary() }
                assign(nil, to: .secondary)
            }
        }
    }

    private func expandColumns() {
        if style != .unspecified {
            moveSecondaryBackFromPrimary()
        } else if let primary = assigned[.primary] {
            let separated = delegate?.splitViewController(self, separateSecondaryFrom: primary)
                ?? primaryNavigationController.flatMap { $0.viewControllers.count > 1 ? $0.popViewController(animated: false) : nil }
            if let separated { assign(separated, to: .secondary) }
        }
    }

    /// Pushes the secondary column's controllers onto the primary navigation controller.
    private func moveSecondaryOntoPrimary() {
        guard let navigation = primaryNavigationController, let secondary = shown(.secondary) else { return }
        let moving = (secondary as? UINavigationController)?.viewControllers ?? [secondary]
        guard !moving.isEmpty, !navigation.viewControllers.contains(where: { $0 === moving.last }) else { return }
        navigation.setViewControllers(navigation.viewControllers + moving, animated: false)
    }

    /// Moves the controllers pushed above the primary column's controller back to the
    /// secondary column (column style).
    private func moveSecondaryBackFromPrimary() {
        guard style != .unspecified, let navigation = primaryNavigationController,
            let root = assigned[.primary], let rootIndex = navigation.viewControllers.firstIndex(where: { $0 === root || $0 === root.children.first })
        else { return }
        let moving = Array(navigation.viewControllers[(rootIndex + 1)...])
        guard !moving.isEmpty else { return }
        navigation.setViewControllers(Array(navigation.viewControllers[...rootIndex]), animated: false)
        if let wrapper = shown(.secondary) as? UINavigationController {
            wrapper.setViewControllers(moving, animated: false)
        }
    }

    /// `.automatic` resolved for the style.
    private func resolved(_ mode: DisplayMode) -> DisplayMode {
        guard mode == .automatic else { return mode }
        return style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
    }

    /// Changes the expanded display mode, telling the delegate first.
    private func change(to mode: DisplayMode) {
        guard mode != displayMode else { return }
        delegate?.splitViewController(self, willChangeTo: mode)
        expandedDisplayMode = mode
        showColumns()
    }

    /// Puts the shown columns' views in the view, with their frames and appearance callbacks.
    private func showColumns() {
        guard let container = viewIfLoaded else { return }
        let bounds = container.bounds
        var frames: [(UIViewController, CGRect)] = []
        if isCollapsed {
            if let only = shown(.compact) ?? shown(.primary) { frames.append((only, bounds)) }
        } else {
            let mode = displayMode
            let beside = mode == .oneBesideSecondary || mode == .twoBesideSecondary || mode == .twoDisplaceSecondary
            let leading: [Column] = switch mode {
            case .secondaryOnly, .automatic: []
            case .oneBesideSecondary, .oneOverSecondary: [.primary]
            case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: [.primary, .supplementary]
            }
            var x: CGFloat = 0
            for column in leading {
                guard let controller = shown(column) else { continue }
                let width = column == .supplementary ? supplementaryColumnWidth : primaryColumnWidth
                frames.append((controller, CGRect(x: x, y: 0, width: width, height: bounds.height)))
                x += width
            }
            if let secondary = shown(.secondary) {
                let left = beside ? x : 0
                frames.insert((secondary, CGRect(x: left, y: 0, width: bounds.width - left, height: bounds.height)), at: 0)
            }
        }
        for child in children where !frames.contains(where: { $0.0 === child }) {
            guard let view = child.viewIfLoaded, view.superview === container else { continue }
            if appearanceState == .appeared {
                UIViewController.performAppearanceTransition(disappearing: [child], appearing: nil, animated: false) { view.removeFromSuperview() }
            } else {
                view.removeFromSuperview()
            }
        }
        for (child, frame) in frames {
            let view: UIView = child.view
            view.frame = frame
            guard view.superview !== container else { continue }
            switch appearanceState {
            case .appeared:
                UIViewController.performAppearanceTransition(disappearing: [], appearing: child, animated: false) { container.addSubview(view) }
            case .appearing(let animated):
                // Joining while this controller appears: the child appears with it.
                container.addSubview(view)
                child.beginAppearance(true, animated: animated)
            case .disappeared, .disappearing:
                container.addSubview(view)
            }
        }
    }
}
