import Foundation

/// A container that shows a stack of view controllers, one at a time, with a navigation bar.
///
/// The stack is the controller's `children`; the top controller's view fills the navigation
/// controller's view, under ``navigationBar``. Pushing and popping on a navigation controller
/// that is on screen runs the appearance callbacks in UIKit's order, with `isMovingToParent` /
/// `isMovingFromParent` set; off screen, only the stack changes.
///
/// Headless: transitions are immediate; the bar's items follow the stack's navigation items and
/// the ``toolbar``'s items the top controller's `toolbarItems`; there is no interactive pop
/// gesture or bar hiding on swipe.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    private let bar = UINavigationBar(frame: .zero)
    private let bottomBar: UIToolbar = {
        let toolbar = UIToolbar(frame: .zero)
        toolbar.isHidden = true
        return toolbar
    }()
    /// The stack view the container shows: the top controller's, once shown.
    private weak var shownView: UIView?

    /// Creates an empty navigation controller. Headless: the bar and toolbar classes are
    /// ignored; the bar is a `UINavigationBar`.
    ///
    /// - Parameters:
    ///   - navigationBarClass: A `UINavigationBar` subclass.
    ///   - toolbarClass: A toolbar class.
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a navigation controller whose stack holds one controller.
    ///
    /// - Parameter rootViewController: The bottom of the stack.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        pushViewController(rootViewController, animated: false)
    }

    /// Creates an empty navigation controller, or one whose view comes from a nib.
    ///
    /// - Parameters:
    ///   - nibNameOrNil: The nib's name.
    ///   - nibBundleOrNil: The nib's bundle.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a navigation controller from an archive; headless: nothing is decoded.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: - Interactive pop

    private var createdInteractivePopGestureRecognizer: UIPanGestureRecognizer?

    /// The recognizer of the swipe from the leading edge that pops the top controller, attached
    /// to the navigation controller's view (reading it loads the view). Apps disable it or set
    /// its delegate.
    ///
    /// Headless: firing it (`simulateRecognition(at:states:)`) pops the top controller when the
    /// gesture ends, if the stack holds more than one, after the view's and the delegate's
    /// `gestureRecognizerShouldBegin(_:)` allowed it to begin.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? {
        if let createdInteractivePopGestureRecognizer { return createdInteractivePopGestureRecognizer }
        let recognizer = UIPanGestureRecognizer { [weak self] recognizer in
            guard recognizer.state == .ended, let self, self.viewControllers.count > 1 else { return }
            self.popViewController(animated: true)
        }
        createdInteractivePopGestureRecognizer = recognizer
        view.addGestureRecognizer(recognizer)
        return recognizer
    }

    // MARK: - Hiding the bars

    /// Whether the navigation bar hides and the toolbar with it while the keyboard shows;
    /// stored only.
    open var hidesBarsWhenKeyboardAppears = false
    /// Whether the bars hide when the vertical size class is compact; stored only (the headless
    /// iPhone never turns).
    open var hidesBarsWhenVerticallyCompact = false

    /// Whether a swipe up hides the navigation bar and a swipe down shows it again, through
    /// ``barHideOnSwipeGestureRecognizer``.
    open var hidesBarsOnSwipe = false

    /// Whether a tap on the content shows or hides the navigation bar, through
    /// ``barHideOnTapGestureRecognizer``.
    open var hidesBarsOnTap = false

    private var createdBarHideOnSwipeGestureRecognizer: UIPanGestureRecognizer?
    private var createdBarHideOnTapGestureRecognizer: UITapGestureRecognizer?

    /// The recognizer of the swipes that hide and show the bar when ``hidesBarsOnSwipe`` is
    /// set, attached to the navigation controller's view (reading it loads the view).
    ///
    /// Headless: firing it (`simulatePan(translation:velocity:at:)`) hides the bar for an
    /// upward translation and shows it for a downward one when it ends.
    open var barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer {
        if let createdBarHideOnSwipeGestureRecognizer { return createdBarHideOnSwipeGestureRecognizer }
        let recognizer = UIPanGestureRecognizer { [weak self] recognizer in
            guard recognizer.state == .ended, let self, self.hidesBarsOnSwipe else { return }
            guard let pan = recognizer as? UIPanGestureRecognizer else { return }
            let translation = pan.translation(in: self.view).y
            guard translation != 0 else { return }
            self.setNavigationBarHidden(translation < 0, animated: true)
        }
        createdBarHideOnSwipeGestureRecognizer = recognizer
        view.addGestureRecognizer(recognizer)
        return recognizer
    }

    /// The recognizer of the taps that show or hide the bar when ``hidesBarsOnTap`` is set,
    /// attached to the navigation controller's view (reading it loads the view).
    ///
    /// Headless: firing it (`simulateRecognition(at:states:)`) toggles the bar when it ends.
    open var barHideOnTapGestureRecognizer: UITapGestureRecognizer {
        if let createdBarHideOnTapGestureRecognizer { return createdBarHideOnTapGestureRecognizer }
        let recognizer = UITapGestureRecognizer { [weak self] recognizer in
            guard recognizer.state == .ended, let self, self.hidesBarsOnTap else { return }
            self.setNavigationBarHidden(!self.isNavigationBarHidden, animated: true)
        }
        createdBarHideOnTapGestureRecognizer = recognizer
        view.addGestureRecognizer(recognizer)
        return recognizer
    }

    // MARK: - The stack

    /// The object told when a controller is shown.
    open weak var delegate: UINavigationControllerDelegate?

    /// The bar that shows the stack's navigation items.
    open var navigationBar: UINavigationBar { bar }

    /// Whether the navigation bar is hidden.
    open var isNavigationBarHidden: Bool {
        get { bar.isHidden }
        set {
            bar.isHidden = newValue
            updateBarSafeAreaInsets()
        }
    }

    /// The stack, bottom to top; setting it calls ``setViewControllers(_:animated:)`` without
    /// animation.
    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller at the top of the stack.
    open var topViewController: UIViewController? { children.last }

    /// The controller whose view is visible: the one presented over the navigation controller,
    /// if any, else the top of the stack.
    open var visibleViewController: UIViewController? {
        presentedViewController ?? topViewController
    }

    /// The toolbar at the bottom, showing the top controller's `toolbarItems`; hidden until
    /// ``isToolbarHidden`` is set to `false`.
    open var toolbar: UIToolbar! { bottomBar }

    /// Whether the toolbar is hidden; `true` by default.
    open var isToolbarHidden: Bool {
        get { bottomBar.isHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Hides or shows the toolbar.
    ///
    /// - Parameters:
    ///   - hidden: Whether to hide it.
    ///   - animated: Whether UIKit would animate.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        bottomBar.isHidden = hidden
        updateBarSafeAreaInsets()
    }

    /// Hides or shows the navigation bar.
    ///
    /// - Parameters:
    ///   - hidden: Whether to hide it.
    ///   - animated: Whether UIKit would animate.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        bar.isHidden = hidden
        updateBarSafeAreaInsets()
    }

    /// Pushes a controller on the stack and shows it.
    ///
    /// Pushing a controller that is already on the stack, or a navigation controller, is a
    /// programming error that stops the program, as UIKit raises an exception for it.
    /// - Parameters:
    ///   - viewController: The controller to push.
    ///   - animated: Whether UIKit would animate.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        precondition(!children.contains(viewController), "Pushing the same view controller instance more than once is not supported (\(viewController))")
        precondition(!(viewController is UINavigationController), "Pushing a navigation controller is not supported")
        change(to: children + [viewController], animated: animated)
    }

    /// Pops the top controller and shows the one below it. Does nothing when only the root is
    /// left.
    ///
    /// - Parameter animated: Whether UIKit would animate.
    /// - Returns: The popped controller, or `nil` when nothing was popped.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1 else { return nil }
        return change(to: Array(children.dropLast()), animated: animated).first
    }

    /// Pops controllers until `viewController` is at the top.
    ///
    /// `viewController` must be on the stack: otherwise the program stops, as UIKit raises an
    /// exception.
    /// - Parameters:
    ///   - viewController: The controller to show.
    ///   - animated: Whether UIKit would animate.
    /// - Returns: The popped controllers, bottom to top; `nil` when nothing was popped
    ///   (HeadlessUIKit's choice, not checked against a device).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = children.firstIndex(where: { $0 === viewController }) else {
            preconditionFailure("Tried to pop to a view controller that doesn't exist.")
        }
        let popped = change(to: Array(children[...index]), animated: animated)
        return popped.isEmpty ? nil : popped
    }

    /// Pops every controller above the root.
    ///
    /// - Parameter animated: Whether UIKit would animate.
    /// - Returns: The popped controllers, bottom to top; `nil` when nothing was popped.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = children.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Replaces the stack. Controllers that leave it are removed from the navigation controller,
    /// new ones added; when the top changes on screen, the old top disappears and the new one
    /// appears.
    ///
    /// - Parameters:
    ///   - viewControllers: The new stack, bottom to top.
    ///   - animated: Whether UIKit would animate.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        change(to: viewControllers, animated: animated)
    }

    // MARK: - View

    /// Creates the view, with the navigation bar and the top controller's view.
    open override func loadView() {
        super.loadView()
        showTop()
    }

    // MARK: - Private

    /// Makes `stack` the stack: containment calls, appearance callbacks when the top changes on
    /// screen, delegate calls and bar items.
    ///
    /// - Returns: The controllers removed from the stack, in stack order.
    @discardableResult
    private func change(to stack: [UIViewController], animated: Bool) -> [UIViewController] {
        let oldTop = topViewController
        let newTop = stack.last
        let removed = children.filter { old in !stack.contains { $0 === old } }
        let added = stack.filter { new in !children.contains { $0 === new } }
        if let newTop, newTop !== oldTop { delegate?.navigationController(self, willShow: newTop, animated: animated) }
        for controller in removed { controller.willMove(toParent: nil) }
        for controller in added { attachChild(controller) }
        storedChildren = stack
        if newTop !== oldTop, appearanceState == .appeared {
            var roles: [(UIViewController, TransitionRole)] = removed.map { ($0, .movingFromParent) }
            roles += added.map { ($0, .movingToParent) }
            UIViewController.performAppearanceTransition(
                disappearing: [oldTop].compactMap { $0 },
                appearing: newTop,
                roles: roles,
                animated: animated,
                changeViews: showTop
            )
        } else if isViewLoaded {
            showTop()
        }
        for controller in removed where controller.storedParent === self {
            controller.detachFromParent()
            controller.barSafeAreaInsets = .zero
        }
        for controller in added { controller.didMove(toParent: self) }
        bar.setItems(stack.map(\.navigationItem), animated: animated)
        bottomBar.setItems(newTop?.toolbarItems, animated: animated)
        if let newTop, newTop !== oldTop { delegate?.navigationController(self, didShow: newTop, animated: animated) }
        return removed
    }

    /// Puts the top controller's view in the navigation controller's view, under the bar, in
    /// place of the view shown before.
    private func showTop() {
        guard let container = viewIfLoaded else { return }
        let topView = topViewController?.view
        if shownView !== topView {
            shownView?.removeFromSuperview()
            if let topView {
                topView.frame = container.bounds
                topView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                container.insertSubview(topView, at: 0)
            }
            shownView = topView
        }
        if bar.superview !== container {
            bar.frame = CGRect(x: 0, y: 0, width: container.bounds.width, height: 44)
            bar.autoresizingMask = [.flexibleWidth]
            container.addSubview(bar)
        }
        if bottomBar.superview !== container {
            let height = UIToolbar.headlessStandardHeight
            bottomBar.frame = CGRect(x: 0, y: container.bounds.height - height, width: container.bounds.width, height: height)
            bottomBar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
            container.addSubview(bottomBar)
        }
        updateBarSafeAreaInsets()
    }

    /// Gives the top controller's view the safe area the visible bars leave it: the view extends
    /// under them, as under UIKit's translucent bars.
    private func updateBarSafeAreaInsets() {
        guard isViewLoaded else { return }
        topViewController?.barSafeAreaInsets = UIEdgeInsets(
            top: bar.isHidden ? 0 : bar.frame.maxY,
            left: 0,
            bottom: bottomBar.isHidden ? 0 : bottomBar.frame.height,
            right: 0
        )
    }
}
