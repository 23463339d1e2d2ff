import Foundation

/// A container that shows one of its view controllers at a time, chosen with a tab bar.
///
/// The view controllers are the controller's `children`; the selected one's view fills the
/// container's view above ``tabBar``, which shows their `tabBarItem`s. Changing the selection of
/// a tab bar controller that is on screen runs the appearance callbacks in UIKit's order (the
/// old tab's `viewWillDisappear`, the new tab's `viewWillAppear`, …); off screen, only the
/// selection changes. The ``delegate`` is asked and told about the user's taps only
/// (`simulateTapOnItem(at:)` on ``tabBar``), not about selections made in code, as in UIKit.
///
/// Headless: transitions are immediate; the selected view stops at the tab bar's top edge
/// (there is no safe area to extend it under the bar); the More tab for more than five
/// controllers, customizing, `moreNavigationController` and iOS 18's `UITab` API are missing.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    private let bar = UITabBar(frame: .zero)
    private var storedViewControllers: [UIViewController]?
    private weak var selectedChild: UIViewController?
    /// The child view the container shows: the selected controller's, once shown.
    private weak var shownView: UIView?

    /// Creates a tab bar controller with no view controllers, or one whose view comes from a
    /// nib.
    ///
    /// - Parameters:
    ///   - nibNameOrNil: The nib's name.
    ///   - nibBundleOrNil: The nib's bundle.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        adoptBar()
    }

    /// Creates a tab bar controller from an archive; headless: nothing is decoded.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        adoptBar()
    }

    // MARK: - Tabs

    /// The object asked before, and told after, the user selects a tab.
    open weak var delegate: UITabBarControllerDelegate?

    /// The bar showing the view controllers' tab bar items; its delegate is this controller.
    open var tabBar: UITabBar { bar }

    /// The view controllers, one per tab, in order; `nil` until set. Setting it calls
    /// ``setViewControllers(_:animated:)`` without animation.
    open var viewControllers: [UIViewController]? {
        get { storedViewControllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The view controllers that the user may reorder (customizing is not modelled). Stored.
    open var customizableViewControllers: [UIViewController]?

    /// Replaces the view controllers. Controllers that leave are removed from the tab bar
    /// controller, new ones added as children; the selected controller stays selected when it
    /// remains, else the first one is selected.
    ///
    /// - Parameters:
    ///   - viewControllers: The new view controllers.
    ///   - animated: Whether UIKit would animate.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let new = viewControllers ?? []
        let old = storedViewControllers ?? []
        let removed = old.filter { controller in !new.contains { $0 === controller } }
        let added = new.filter { controller in !old.contains { $0 === controller } }
        for controller in removed { controller.willMove(toParent: nil) }
        for controller in added { attachChild(controller) }
        storedChildren = new
        storedViewControllers = viewControllers
        let kept = selectedChild.flatMap { selected in new.first { $0 === selected } }
        select(kept ?? new.first, animated: animated)
        for controller in removed where controller.storedParent === self { controller.detachFromParent() }
        for controller in added { controller.didMove(toParent: self) }
        customizableViewControllers = viewControllers
        tabBarItemsDidChange()
    }

    /// The selected view controller; setting it to one of ``viewControllers`` selects it
    /// (other values are ignored).
    open var selectedViewController: UIViewController? {
        get { selectedChild }
        set {
            guard let newValue, (storedViewControllers ?? []).contains(where: { $0 === newValue }) else { return }
            select(newValue, animated: false)
        }
    }

    /// The index of the selected view controller; `NSNotFound` when none is selected. Setting
    /// an index within ``viewControllers`` selects that controller.
    open var selectedIndex: Int {
        get { selectedChild.flatMap { selected in storedViewControllers?.firstIndex { $0 === selected } } ?? NSNotFound }
        set {
            guard let controllers = storedViewControllers, controllers.indices.contains(newValue) else { return }
            select(controllers[newValue], animated: false)
        }
    }

    /// Called by ``tabBar`` after the user selected an item, once the controller was selected
    /// and before the ``delegate``'s `didSelect`. The default does nothing; subclasses
    /// override it (for example to animate), and need not call `super`.
    ///
    /// - Parameters:
    ///   - tabBar: The tab bar.
    ///   - item: The item selected.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}

    // MARK: - View

    /// Creates the view, with the selected controller's view and the tab bar.
    open override func loadView() {
        super.loadView()
        showSelected()
    }

    // MARK: - Internal

    /// Shows the view controllers' current tab bar items in the bar.
    func tabBarItemsDidChange() {
        bar.setItems(storedViewControllers?.map { $0.tabBarItem }, animated: false)
        bar.selectedItem = selectedChild?.tabBarItem
    }

    /// A user's tap on the bar's item at `index`: the delegate may refuse; otherwise the tab is
    /// selected (a tap on the selected tab pops a navigation controller to its root, as in
    /// UIKit), the bar's delegate and then this controller's delegate are told.
    func userDidTap(_ item: UITabBarItem, at index: Int) {
        guard let controllers = storedViewControllers, controllers.indices.contains(index) else { return }
        let controller = controllers[index]
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        if controller === selectedChild, let navigation = controller as? UINavigationController {
            _ = navigation.popToRootViewController(animated: true)
        }
        select(controller, animated: false)
        bar.delegate?.tabBar(bar, didSelect: item)
        delegate?.tabBarController(self, didSelect: controller)
    }

    // MARK: - Private

    private func adoptBar() {
        bar.delegate = self
        bar.owningTabBarController = self
    }

    /// Selects a controller: appearance callbacks when the selection changes on screen, the
    /// selected view shown, the bar's selected item updated.
    private func select(_ controller: UIViewController?, animated: Bool) {
        let old = selectedChild
        selectedChild = controller
        if controller !== old, appearanceState == .appeared {
            UIViewController.performAppearanceTransition(
                disappearing: [old].compactMap { $0 },
                appearing: controller,
                animated: animated,
                changeViews: showSelected
            )
        } else if isViewLoaded {
            showSelected()
        }
        bar.selectedItem = controller?.tabBarItem
    }

    /// Puts the selected controller's view in the container above the tab bar, in place of the
    /// view shown before, and the bar at the bottom.
    private func showSelected() {
        guard let container = viewIfLoaded else { return }
        let barHeight = UITabBar.headlessStandardHeight
        let selectedView = selectedChild?.view
        if shownView !== selectedView {
            shownView?.removeFromSuperview()
            if let selectedView {
                selectedView.frame = CGRect(
                    x: 0,
                    y: 0,
                    width: container.bounds.width,
                    height: max(container.bounds.height - barHeight, 0)
                )
                selectedView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                container.insertSubview(selectedView, at: 0)
            }
            shownView = selectedView
        }
        if bar.superview !== container {
            bar.frame = CGRect(x: 0, y: container.bounds.height - barHeight, width: container.bounds.width, height: barHeight)
            bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
            container.addSubview(bar)
        }
    }
}
