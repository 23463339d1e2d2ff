import Foundation

/// Manages a view hierarchy, loading its view lazily as UIKit does, with UIKit's containment,
/// presentation, navigation and appearance callbacks.
///
/// Headless: appearance callbacks run when a controller goes on or off screen through a window
/// (`rootViewController` and `makeKeyAndVisible()`), a navigation controller (push, pop) or a
/// presentation (`present`, `dismiss`), synchronously and in UIKit's order; see
/// `UIViewController+Appearance.swift`.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    // This body holds the stored state and the members UIKit declares `open`: Swift cannot
    // override members declared in extensions. The work is done in `UIViewController+*.swift`:
    // Appearance, Containment and Presentation.

    private var storedView: UIView? {
        didSet {
            guard oldValue !== storedView else { return }
            if oldValue?.traitOwningController === self { oldValue?.traitOwningController = nil }
            storedView?.traitOwningController = self
        }
    }

    /// The handlers registered with `registerForTraitChanges(_:handler:)`.
    final var traitChangeRegistrations = TraitChangeRegistrations()

    private let storedNibName: String?
    private let storedNibBundle: Bundle?

    /// The name of the nib the view is loaded from, if any.
    open var nibName: String? { storedNibName }
    /// The bundle of ``nibName``.
    open var nibBundle: Bundle? { storedNibBundle }
    /// The controller's title; setting it also sets the title of its ``navigationItem`` and of
    /// its `tabBarItem` once created.
    open var title: String? {
        didSet {
            createdNavigationItem?.title = title
            storedTabBarItem?.title = title
        }
    }
    /// The strip at the top of the view that bars cover: its `length` is the view's top safe-area
    /// inset, its bottom anchor the safe area's top.
    @available(iOS, introduced: 7.0, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor")
    open var topLayoutGuide: any UILayoutSupport {
        view.layoutSupportGuide(\.topLayoutSupportGuide, .topLayoutSupport)
    }

    /// The strip at the bottom of the view that bars cover: its `length` is the view's bottom
    /// safe-area inset, its top anchor the safe area's bottom.
    @available(iOS, introduced: 7.0, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.bottomAnchor instead of bottomLayoutGuide.topAnchor")
    open var bottomLayoutGuide: any UILayoutSupport {
        view.layoutSupportGuide(\.bottomLayoutSupportGuide, .bottomLayoutSupport)
    }

    /// The identifier that marks the controller's state for state restoration; `nil` by default
    /// (a storyboard may set it). Headless: stored (state is not restored).
    open var restorationIdentifier: String?
    /// The item standing for the controller in a tab bar, once created or set (see
    /// `UIViewController+TabBar.swift`).
    var storedTabBarItem: UITabBarItem?
    private var editingState = false

    /// Whether the controller is in editing mode; setting it calls ``setEditing(_:animated:)``
    /// without animation.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }

    /// Creates a controller whose view comes from a nib, or from ``loadView()`` when `nil`.
    ///
    /// - Parameters:
    ///   - nibNameOrNil: The nib's name (declared with ``UINib/registerHeadlessNib(named:bundle:_:)``).
    ///   - nibBundleOrNil: The nib's bundle; `nil` means the main bundle.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        storedNibName = nibNameOrNil
        storedNibBundle = nibBundleOrNil
        super.init()
    }

    /// Creates a controller from an archive; headless: nothing is decoded.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        storedNibName = nil
        storedNibBundle = nil
        super.init()
    }

    /// Creates a controller without a nib.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    // MARK: - View loading

    /// The controller's root view, loaded on first access through ``loadView()`` and
    /// ``viewDidLoad()``.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set { storedView = newValue }
    }

    /// Whether the view has been loaded.
    open var isViewLoaded: Bool { storedView != nil }

    /// The view if it has been loaded, without loading it.
    open var viewIfLoaded: UIView? { storedView }

    /// Creates the view. The default loads ``nibName`` with this controller as owner (the nib's
    /// factory sets `view`), or else creates a plain view the size of the headless screen.
    open func loadView() {
        if let nibName {
            _ = UINib(nibName: nibName, bundle: nibBundle).instantiate(withOwner: self, options: nil)
        }
        if storedView == nil {
            storedView = UIView(frame: UIScreen.main.bounds)
        }
    }

    /// Loads the view now if it is not loaded yet.
    open func loadViewIfNeeded() {
        guard storedView == nil else { return }
        loadView()
        updateRootSafeArea()
        viewDidLoad()
        contentUnavailableViewDidLoad()
    }

    /// Called once after the view is loaded.
    open func viewDidLoad() {}

    // MARK: - Appearance

    /// Whether the view is on screen, going on, or going off; drives the appearance callbacks.
    var appearanceState: AppearanceState = .disappeared
    /// What the controller is going through while its appearance callbacks run.
    var transitionRole: TransitionRole = []

    /// Called before the view appears.
    ///
    /// - Parameter animated: Whether the appearance is animated.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view was added to the view hierarchy and before it is laid out for its
    /// appearance.
    ///
    /// - Parameter animated: Whether the appearance is animated.
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called after the view appeared.
    ///
    /// - Parameter animated: Whether the appearance was animated.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears.
    ///
    /// - Parameter animated: Whether the disappearance is animated.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared.
    ///
    /// - Parameter animated: Whether the disappearance was animated.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews: around every layout pass of the view (an
    /// appearance, a size change, `setNeedsLayout()` then `layoutIfNeeded()`).
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews, after every layout pass of the view; the
    /// place to size a `tableHeaderView` from its content.
    open func viewDidLayoutSubviews() {}

    /// Starts an appearance change: calls ``viewWillAppear(_:)`` or ``viewWillDisappear(_:)``, and
    /// forwards it to the children whose views are in this controller's view.
    ///
    /// Container controllers call it for their children; HeadlessUIKit's windows, navigation
    /// controllers and presentations call it too.
    /// - Parameters:
    ///   - isAppearing: Whether the view is appearing.
    ///   - animated: Whether the change is animated.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        beginAppearance(isAppearing, animated: animated)
    }

    /// Ends the appearance change started with ``beginAppearanceTransition(_:animated:)``: calls
    /// ``viewDidAppear(_:)`` or ``viewDidDisappear(_:)`` and forwards it to the children.
    open func endAppearanceTransition() {
        endAppearance()
    }

    /// Whether appearance callbacks are forwarded to children automatically: `true`.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    // MARK: - Traits

    /// The controller's traits: those of its view's superview when the view is in a hierarchy,
    /// else its parent's, its presenter's or the screen's, with ``overrideUserInterfaceStyle``
    /// applied.
    ///
    /// Headless: a child controller's traits come from where its view is (UIKit takes them from
    /// the parent controller; the two agree when the child's view is inside the parent's).
    open var traitCollection: UITraitCollection {
        applyingTraitOverrides(to: viewIfLoaded?.inheritedTraitCollection ?? traitCollectionFromContainers)
    }

    /// The traits the controller, its view and its view's subviews use whatever their
    /// environment's are (iOS 17); none by default.
    ///
    /// Setting a trait (`traitOverrides.userInterfaceStyle = .dark`) or removing one calls
    /// ``traitCollectionDidChange(_:)`` and the trait-change handlers of the controller and of
    /// the views whose traits change.
    @available(iOS 17.0, tvOS 17.0, *)
    open var traitOverrides: UITraitOverrides {
        get { storedTraitOverrides }
        set {
            let previous = traitCollection
            storedTraitOverrides = newValue
            controllerTraitsChanged(from: previous)
            if let view = viewIfLoaded {
                view.traitsChanged(from: view.ownOverrides().applied(to: previous))
            }
        }
    }

    private var storedTraitOverrides = UITraitOverrides()

    /// The appearance the controller, its view and its view's subviews use whatever their
    /// environment's is; `.unspecified` (the default) follows the environment.
    ///
    /// Setting it calls ``traitCollectionDidChange(_:)`` on the controller and on the views
    /// whose traits change.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet {
            guard oldValue != overrideUserInterfaceStyle else { return }
            let inherited = viewIfLoaded?.inheritedTraitCollection ?? traitCollectionFromContainers
            let previous = storedTraitOverrides.applied(to: inherited).overridingStyle(oldValue)
            controllerTraitsChanged(from: previous)
            if let view = viewIfLoaded {
                view.traitsChanged(from: view.ownOverrides().applied(to: previous))
            }
        }
    }

    /// Called when ``traitCollection`` changed (an override changed, or the view moved to an
    /// environment with other traits). The default does nothing. `UITraitCollection.current`
    /// is the new traits during the call.
    ///
    /// - Parameter previousTraitCollection: The traits before the change.
    @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Brings the controller's traits up to date now. Headless: the traits are always current,
    /// so this does nothing.
    @available(iOS 17.0, *)
    open func updateTraitsIfNeeded() {}

    /// The traits of a controller whose view is in no hierarchy: its parent's, its presenter's,
    /// the window's whose root it is (while the window loads its view), else the screen's.
    final var traitCollectionFromContainers: UITraitCollection {
        parent?.traitCollection ?? presentingViewController?.traitCollection ?? windowHostingAsRoot?.traitCollection
            ?? UIScreen.main.traitCollection
    }

    /// The window this controller is the root of, if any.
    weak var windowHostingAsRoot: UIWindow?

    /// `inherited` with the traits the parent sets for this child
    /// (``setOverrideTraitCollection(_:forChild:)``), then ``traitOverrides`` and
    /// ``overrideUserInterfaceStyle`` applied.
    final func applyingTraitOverrides(to inherited: UITraitCollection) -> UITraitCollection {
        let fromParent = traitCollectionFromParent.map { UITraitCollection(traitsFrom: [inherited, $0]) } ?? inherited
        return storedTraitOverrides.applied(to: fromParent).overridingStyle(overrideUserInterfaceStyle)
    }

    /// The traits the parent sets for this controller over the ones it inherits, until the
    /// controller leaves the parent.
    var traitCollectionFromParent: UITraitCollection?

    /// Gives a child controller traits of its own over the ones it inherits: the traits
    /// `collection` specifies replace the inherited ones (a custom container making a child
    /// compact, for instance). The child and its views are told `traitCollectionDidChange(_:)`
    /// when their traits change. iOS 17 replaces it with the child's ``traitOverrides``.
    ///
    /// - Parameters:
    ///   - collection: The traits to set, or `nil` to remove the child's.
    ///   - childViewController: A child of this controller; another controller is left as it
    ///     is.
    @available(iOS, introduced: 8.0, deprecated: 17.0)
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        guard childViewController.parent === self else { return }
        let previous = childViewController.traitCollection
        childViewController.traitCollectionFromParent = collection
        childViewController.controllerTraitsChanged(from: previous)
        if let view = childViewController.viewIfLoaded {
            view.traitsChanged(from: view.ownOverrides().applied(to: previous))
        }
    }

    /// The traits this controller sets for a child (``setOverrideTraitCollection(_:forChild:)``),
    /// if any.
    ///
    /// - Parameter childViewController: The child.
    /// - Returns: The traits, or `nil` when none are set or the controller is not a child.
    @available(iOS, introduced: 8.0, deprecated: 17.0)
    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        childViewController.parent === self ? childViewController.traitCollectionFromParent : nil
    }

    /// Calls ``traitCollectionDidChange(_:)`` when the controller's traits differ from
    /// `previous`.
    final func controllerTraitsChanged(from previous: UITraitCollection) {
        let registrations = traitChangeRegistrations  // handlers may register or unregister
        registrations.tell(self, traitsChangedFrom: previous)
    }

    // MARK: - Containment

    weak var storedParent: UIViewController?
    var storedChildren: [UIViewController] = []

    /// The container controller this one is a child of, if any.
    open var parent: UIViewController? { storedParent }

    /// The child controllers, in the order they were added.
    open var children: [UIViewController] { storedChildren }

    /// Adds a child controller, removing it from its previous parent first, and calls its
    /// ``willMove(toParent:)``. The container adds the child's view and then calls the child's
    /// ``didMove(toParent:)``.
    ///
    /// - Parameter childController: The child.
    open func addChild(_ childController: UIViewController) {
        attachChild(childController)
    }

    /// Removes the controller from its parent and calls its ``didMove(toParent:)`` with `nil`.
    /// The container calls ``willMove(toParent:)`` with `nil` first.
    open func removeFromParent() {
        detachFromParent()
    }

    /// Called before the controller is added to or removed from a container.
    ///
    /// - Parameter parent: The new parent, or `nil` when it is being removed.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller was added to or removed from a container.
    ///
    /// - Parameter parent: The new parent, or `nil` after it was removed.
    open func didMove(toParent parent: UIViewController?) {}

    /// Replaces one child's view with another's, as a container switching between its children
    /// does: `toViewController`'s view takes the place of `fromViewController`'s in its
    /// superview, with the appearance callbacks of both, then `completion` runs with `true`.
    ///
    /// Both must be children of this controller (add the new one with ``addChild(_:)`` first;
    /// moving them in and out of the container stays the caller's work, as in UIKit): otherwise
    /// the program stops, as UIKit raises an exception. Headless: `animations` runs at once, with
    /// no animation whatever the duration and options.
    ///
    /// - Parameters:
    ///   - fromViewController: The child whose view leaves.
    ///   - toViewController: The child whose view takes its place.
    ///   - duration: The animation's duration.
    ///   - options: The animation's options (`.transitionCrossDissolve`…).
    ///   - animations: Changes to animate with the transition.
    ///   - completion: Called once the transition ended, with `true`.
    open func transition(
        from fromViewController: UIViewController,
        to toViewController: UIViewController,
        duration: TimeInterval,
        options: UIView.AnimationOptions = [],
        animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        precondition(
            fromViewController.parent === self && toViewController.parent === self,
            "Children view controllers \(fromViewController) and \(toViewController) must have a common parent view controller when calling transition(from:to:duration:options:animations:completion:)"
        )
        let superview = fromViewController.viewIfLoaded?.superview
        Self.performAppearanceTransition(disappearing: [fromViewController], appearing: toViewController, animated: duration > 0) {
            if let superview, let fromView = fromViewController.viewIfLoaded {
                superview.insertSubview(toViewController.view, aboveSubview: fromView)
            }
            animations?()
            fromViewController.viewIfLoaded?.removeFromSuperview()
        }
        completion?(true)
    }

    /// Whether the view is appearing because the controller is being added to a container
    /// (a push); `true` only while its appearance callbacks run.
    open var isMovingToParent: Bool { transitionRole.contains(.movingToParent) }

    /// Whether the view is disappearing because the controller is being removed from a
    /// container (a pop); `true` only while its appearance callbacks run.
    open var isMovingFromParent: Bool { transitionRole.contains(.movingFromParent) }

    // MARK: - Presentation

    var storedPresented: UIViewController?
    weak var storedPresenting: UIViewController?
    /// The presentation controller, created when first asked for, for the current style.
    var storedPresentationController: UIPresentationController?

    /// How the controller is shown when presented; `.automatic` (a sheet) by default.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The animation of the controller's presentation; recorded, not animated.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Whether this controller's view is covered when one of its descendants presents with
    /// `.currentContext`; stored only.
    open var definesPresentationContext: Bool = false
    /// Whether a controller that defines the presentation context (``definesPresentationContext``)
    /// also gives the transition style of what is presented in it; stored only.
    open var providesPresentationContextTransitionStyle: Bool = false
    /// Whether the keyboard stays up when the first responder in the controller's view resigns:
    /// `true` for a form sheet (``modalPresentationStyle`` `.formSheet`), as UIKit does, else
    /// `false`. Headless: read by nothing; the keyboard follows the first responder.
    open var disablesAutomaticKeyboardDismissal: Bool { modalPresentationStyle == .formSheet }
    /// Whether the user cannot dismiss the presented controller interactively (by swiping a
    /// sheet down); the presentation controller's delegate is told of the attempt instead.
    open var isModalInPresentation: Bool = false
    /// The size the controller would like its view to have, mostly when shown in a popover or
    /// as a context-menu preview; `.zero` (no preference) by default.
    ///
    /// Setting it to another size tells the ``parent`` (``preferredContentSizeDidChange(forChildContentContainer:)``),
    /// as UIKit does. Headless popovers and previews have no size to adjust.
    open var preferredContentSize: CGSize = .zero {
        didSet {
            guard oldValue != preferredContentSize else { return }
            parent?.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }

    // MARK: - Focus (UIFocusEnvironment)

    /// Whether focus goes back to the item that had it before a presentation once the presented
    /// controller is dismissed; `true`. Headless: stored only.
    @available(iOS 10.0, *)
    open var restoresFocusAfterTransition: Bool = true

    /// The environments focus should go to in this controller, most preferred first; empty (the
    /// controller itself, so its view) by default.
    open var preferredFocusEnvironments: [any UIFocusEnvironment] { [] }

    /// The environment containing the controller: its view's superview, else its parent
    /// controller, else the controller that presented it.
    @available(iOS 12.0, *)
    open var parentFocusEnvironment: (any UIFocusEnvironment)? {
        if let superview = viewIfLoaded?.superview { return superview }
        return parent ?? presentingViewController
    }

    /// Asks for a focus update at the next opportunity. Headless: does nothing (focus moves only
    /// by `UIWindow.simulateFocusUpdate(to:)`).
    open func setNeedsFocusUpdate() {}

    /// Runs a requested focus update now. Headless: does nothing.
    open func updateFocusIfNeeded() {}

    /// Whether the focus update may happen; `true` by default.
    ///
    /// - Parameter context: The views losing and gaining focus.
    /// - Returns: `false` to cancel the update.
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }

    /// Called after focus moved to or from a view in this controller's view. The default does
    /// nothing.
    ///
    /// - Parameters:
    ///   - context: The views that lost and gained focus.
    ///   - coordinator: Runs animations alongside the change (at once, headlessly).
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}

    // MARK: - Content scroll views

    /// The scroll views set with ``setContentScrollView(_:for:)`` for the top and bottom edges.
    private weak var topContentScrollView: UIScrollView?
    private weak var bottomContentScrollView: UIScrollView?

    /// Names the scroll view whose content bars at an edge follow (a navigation bar at the top,
    /// a toolbar or tab bar at the bottom, which change their appearance when the content's
    /// edge reaches them), replacing the one the controller finds itself (iOS 15).
    ///
    /// Headless: bars change no appearance; ``contentScrollView(for:)`` answers with it.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view, held weakly; `nil` to let the controller find one.
    ///   - edge: `.top`, `.bottom`, or `.all` for both.
    @available(iOS 15.0, *)
    open func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        if edge.contains(.top) { topContentScrollView = scrollView }
        if edge.contains(.bottom) { bottomContentScrollView = scrollView }
    }

    /// Names the scroll view bars at every edge follow; the same as
    /// `setContentScrollView(scrollView, for: .all)` (iOS 15).
    ///
    /// - Parameter scrollView: The scroll view, held weakly; `nil` to let the controller find one.
    @available(iOS 15.0, *)
    open func setContentScrollView(_ scrollView: UIScrollView?) {
        setContentScrollView(scrollView, for: .all)
    }

    /// The scroll view bars at an edge follow: the one set with
    /// ``setContentScrollView(_:for:)`` for that edge, else one the controller finds (iOS 15).
    /// Override it to answer `nil` for an edge whose bar should not follow any.
    ///
    /// Headless: the controller finds its root view when that is a scroll view (a table view
    /// controller's table), else the first scroll view among the root view's subviews, searched
    /// level by level in subview order (UIKit's search is not documented); `nil` when the view
    /// is not loaded.
    ///
    /// - Parameter edge: `.top` or `.bottom` (an edge set containing `.top` asks for the top).
    /// - Returns: The scroll view, or `nil`.
    @available(iOS 15.0, *)
    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        let chosen = edge.contains(.top) ? topContentScrollView : edge.contains(.bottom) ? bottomContentScrollView : nil
        return chosen ?? automaticContentScrollView
    }

    // MARK: - Content container (UIContentContainer)

    /// Called when a child controller changed its ``preferredContentSize``. The default does
    /// nothing; a container that sizes its children by their preference overrides it.
    ///
    /// - Parameter container: The child.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// Called when the Auto Layout fitting size of a child's view changed. The default does
    /// nothing. Headless: never called (no fitting size is tracked).
    ///
    /// - Parameter container: The child.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The size this controller gives a child when its own size changes; the default gives
    /// the child the whole of `parentSize`. The default ``viewWillTransition(to:with:)`` asks
    /// it for each child.
    ///
    /// - Parameters:
    ///   - container: The child.
    ///   - parentSize: This controller's new size.
    /// - Returns: The child's new size.
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// Called before the controller's view changes size (a rotation, a window resize), with a
    /// coordinator that runs animations alongside the change and completions after it.
    ///
    /// The default passes the transition on to every child, with the size
    /// ``size(forChildContentContainer:withParentContainerSize:)`` gives it; an override calls
    /// `super`. Headless: `UIWindow.simulateSizeTransition(to:newTraitOverrides:)` calls it on
    /// the window's root controller and on the controllers presented from it; the view still
    /// has its old size during the call.
    ///
    /// - Parameters:
    ///   - size: The view's new size.
    ///   - coordinator: The transition's coordinator.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children {
            child.viewWillTransition(to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
        }
    }

    /// Called before the controller's traits change in a transition (a rotation that changes a
    /// size class). The default passes it on to every child; an override calls `super`.
    ///
    /// - Parameters:
    ///   - newCollection: The controller's traits after the transition.
    ///   - coordinator: The transition's coordinator.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children {
            child.willTransition(to: newCollection, with: coordinator)
        }
    }

    /// The controller presented by this one or by one of its ancestors, if any.
    open var presentedViewController: UIViewController? {
        presentationHost.storedPresented
    }

    /// The controller that presented this one or one of its ancestors, if any.
    open var presentingViewController: UIViewController? {
        presentationHost.storedPresenting
    }

    /// Whether the controller is being presented; `true` only while its appearance callbacks run.
    open var isBeingPresented: Bool { transitionRole.contains(.beingPresented) }

    /// Whether the controller is being dismissed; `true` only while its appearance callbacks run.
    open var isBeingDismissed: Bool { transitionRole.contains(.beingDismissed) }

    /// Presents a controller modally, over this one's topmost ancestor.
    ///
    /// As in UIKit, nothing is presented when that ancestor already presents a controller or
    /// when this controller's view is not in a window. Otherwise the presented view is added to
    /// the window and the appearance callbacks run (the presenting controller disappears only
    /// for `.fullScreen` and `.currentContext`). Headless: everything happens at once, then
    /// `completion` runs.
    /// - Parameters:
    ///   - viewControllerToPresent: The controller to present.
    ///   - flag: Whether UIKit would animate.
    ///   - completion: Called after the presentation.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentModally(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented, with every controller presented above it;
    /// on a presented controller that presents nothing, asks its presenter to dismiss it.
    ///
    /// Headless: everything happens at once, then `completion` runs. When there is nothing to
    /// dismiss, nothing happens and `completion` is not called.
    /// - Parameters:
    ///   - flag: Whether UIKit would animate.
    ///   - completion: Called after the dismissal.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissModally(animated: flag, completion: completion)
    }

    /// Shows a controller in the way the context calls for: pushed when this controller is in a
    /// navigation controller, presented otherwise.
    ///
    /// - Parameters:
    ///   - vc: The controller to show.
    ///   - sender: The object that asked.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows a controller as the detail of the enclosing split view controller; without one, it
    /// is presented.
    ///
    /// - Parameters:
    ///   - vc: The controller to show.
    ///   - sender: The object that asked.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let splitViewController {
            splitViewController.showDetailViewController(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    // MARK: - Navigation

    private var createdNavigationItem: UINavigationItem?

    /// The item that stands for this controller in a navigation bar; created on first access
    /// with the controller's ``title``.
    open var navigationItem: UINavigationItem {
        if let createdNavigationItem { return createdNavigationItem }
        let item = UINavigationItem(title: title ?? "")
        item.title = title
        createdNavigationItem = item
        return item
    }

    /// The nearest ancestor that is a navigation controller, if any.
    open var navigationController: UINavigationController? {
        nearestAncestor(UINavigationController.self)
    }

    /// Whether a tab bar hides while this controller is pushed; stored only.
    open var hidesBottomBarWhenPushed: Bool = false

    private var storedToolbarItems: [UIBarButtonItem]?

    /// The items the navigation controller's toolbar shows while this controller is at the top
    /// of its stack; setting it calls ``setToolbarItems(_:animated:)`` without animation.
    open var toolbarItems: [UIBarButtonItem]? {
        get { storedToolbarItems }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets ``toolbarItems``; when this controller is at the top of a navigation controller's
    /// stack, its toolbar shows them at once.
    ///
    /// - Parameters:
    ///   - toolbarItems: The items.
    ///   - animated: Whether UIKit would animate.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        storedToolbarItems = toolbarItems
        if let navigationController, navigationController.topViewController === self {
            navigationController.toolbar.setItems(toolbarItems, animated: animated)
        }
    }

    // MARK: - Content unavailable

    /// The configuration behind `contentUnavailableConfiguration` (see
    /// `UIViewController+ContentUnavailable.swift`).
    var storedContentUnavailableConfiguration: (any UIContentConfiguration)?
    /// The view showing ``storedContentUnavailableConfiguration`` over the controller's view.
    var contentUnavailableView: (any UIView & UIContentView)?
    /// Whether an update of the content-unavailable configuration was requested and has not
    /// run yet.
    var needsContentUnavailableUpdate = false

    /// The state the content-unavailable configuration is updated for: the controller's traits
    /// and the text of its `navigationItem.searchController`'s search bar. Subclasses override it
    /// to add custom states.
    open var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
        var state = UIContentUnavailableConfigurationState(traitCollection: traitCollection)
        state.searchText = navigationItem.searchController?.searchBar.text
        return state
    }

    /// Requests a call of ``updateContentUnavailableConfiguration(using:)`` with the latest
    /// state.
    ///
    /// Headless: the update runs at the next layout pass of the controller's view
    /// (`layoutIfNeeded()` on it or an ancestor, or `headlessTurnRunLoop()`), or once the view
    /// loads; several requests before it make one update.
    open func setNeedsUpdateContentUnavailableConfiguration() {
        needsContentUnavailableUpdate = true
        scheduleContentUnavailableUpdate()
    }

    /// Updates `contentUnavailableConfiguration` for a state. Called after
    /// ``setNeedsUpdateContentUnavailableConfiguration()``; do not call it directly. The default
    /// does nothing.
    ///
    /// - Parameter state: The current state.
    open func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {}

    /// The empty state shown over the controller's view, usually a
    /// `UIContentUnavailableConfiguration`; `nil` (the default) shows none.
    ///
    /// Setting it shows the configuration's content view over the controller's view, filling
    /// it, once the view is loaded: the current content view takes the new configuration when
    /// it supports it, else a new one replaces it. Headless: applied at once (read the view with
    /// ``headlessContentUnavailableView``).
    open var contentUnavailableConfiguration: (any UIContentConfiguration)? {
        get { storedContentUnavailableConfiguration }
        set {
            storedContentUnavailableConfiguration = newValue
            showContentUnavailableConfiguration()
        }
    }

    // MARK: - Presentation controllers

    /// The object managing the controller's presentation: a popover controller for `.popover`,
    /// a sheet controller for `.automatic`, `.pageSheet` and `.formSheet`, for `.custom` the one
    /// the ``transitioningDelegate`` gave when presenting, a plain one otherwise. Created on first
    /// access, and again when the style changes to another kind.
    open var presentationController: UIPresentationController? {
        // A custom presentation keeps the controller its transitioning delegate gave.
        if modalPresentationStyle == .custom, let storedPresentationController { return storedPresentationController }
        let kind: UIPresentationController.Type
        let make: (UIViewController) -> UIPresentationController
        switch modalPresentationStyle {
        case .popover:
            (kind, make) = (UIPopoverPresentationController.self, { UIPopoverPresentationController(presentedViewController: $0, presenting: nil) })
        case .automatic, .pageSheet, .formSheet:
            (kind, make) = (UISheetPresentationController.self, { UISheetPresentationController(presentedViewController: $0, presenting: nil) })
        default:
            (kind, make) = (UIPresentationController.self, { UIPresentationController(presentedViewController: $0, presenting: nil) })
        }
        if let existing = storedPresentationController, type(of: existing) == kind { return existing }
        let created = make(self)
        storedPresentationController = created
        return created
    }

    /// The popover presentation of the controller: non-`nil` when ``modalPresentationStyle`` is
    /// `.popover`, as in UIKit, so that an app sets the anchor before presenting.
    open var popoverPresentationController: UIPopoverPresentationController? {
        presentationController as? UIPopoverPresentationController
    }

    /// The sheet presentation of the controller: non-`nil` for the sheet styles (`.automatic`,
    /// `.pageSheet`, `.formSheet`), so that an app sets detents before presenting.
    open var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    // MARK: - Tab bar and split view

    /// The item that stands for this controller in a tab bar controller's tab bar; created on
    /// first access with the controller's `title`, which it then follows. A navigation
    /// controller without an item of its own answers its root view controller's, so the item an
    /// app sets on the root shows in the tab bar, as on iOS.
    open var tabBarItem: UITabBarItem! {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            if let navigation = self as? UINavigationController, let root = navigation.viewControllers.first {
                return root.tabBarItem
            }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set {
            storedTabBarItem = newValue
            tabBarController?.tabBarItemsDidChange()
        }
    }

    /// The nearest ancestor that is a tab bar controller, if any.
    open var tabBarController: UITabBarController? {
        nearestAncestor(UITabBarController.self)
    }

    /// The nearest ancestor that is a split view controller, if any.
    open var splitViewController: UISplitViewController? {
        nearestAncestor(UISplitViewController.self)
    }

    // MARK: - Status bar and home indicator

    /// The status bar style the controller asks for; `.default`. Read when the controller is in
    /// charge of the status bar (see ``childForStatusBarStyle``).
    ///
    /// Headless: a window's `headlessStatusBarStyle` answers what its controller in charge asks.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the controller asks for the status bar to be hidden; `false`.
    open var prefersStatusBarHidden: Bool { false }
    /// How the status bar animates when ``prefersStatusBarHidden`` changes; `.fade`.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child whose ``preferredStatusBarStyle`` is used instead of this controller's; `nil`.
    /// Containers override it to hand the choice to a child.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose ``prefersStatusBarHidden`` is used instead of this controller's; `nil`.
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Whether a controller presented other than full screen takes charge of the status bar
    /// from the presenting one; `false`.
    open var modalPresentationCapturesStatusBarAppearance: Bool = false

    /// Tells the system to read the status bar preferences again.
    ///
    /// Headless: there is no status bar to redraw; a window's `headlessStatusBarStyle` and
    /// `headlessIsStatusBarHidden` read the preferences whenever they are asked, so a test reads
    /// them after the app calls this, as UIKit would.
    open func setNeedsStatusBarAppearanceUpdate() {}

    /// Whether the controller asks for the home indicator to hide; `false`. Headless: read by
    /// nothing, as there is no home indicator.
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// The child whose ``prefersHomeIndicatorAutoHidden`` is used instead of this controller's;
    /// `nil`.
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    /// Tells the system to read the home indicator preference again. Headless: there is no home
    /// indicator, so this does nothing.
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}

    // MARK: - Orientation

    /// Whether the interface may rotate to a new device orientation; `true`. Headless: the
    /// interface never rotates.
    open var shouldAutorotate: Bool { true }
    /// The interface orientations the controller supports: `.allButUpsideDown`, the iPhone
    /// default (HeadlessUIKit's screen is an iPhone's).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    /// The orientation the controller would like when presented full screen; `.portrait`.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    /// Tells the system that ``supportedInterfaceOrientations`` or
    /// ``preferredInterfaceOrientationForPresentation`` changed (iOS 16). Headless: the interface
    /// never rotates, so this does nothing.
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {}

    /// Asks the system to rotate the windows to the device's orientation, when the controllers
    /// now allow it. Headless: the interface never rotates, so this does nothing.
    @available(iOS, introduced: 5.0, deprecated: 16.0)
    open class func attemptRotationToDeviceOrientation() {}

    /// The interface's orientation: `.portrait`, HeadlessUIKit's screen never rotating.
    @available(iOS, introduced: 2.0, deprecated: 8.0)
    open var interfaceOrientation: UIInterfaceOrientation { .portrait }

    /// Called before the interface rotates (before iOS 8). Headless: never, the interface never
    /// rotating; size changes call ``viewWillTransition(to:with:)``.
    ///
    /// - Parameters:
    ///   - toInterfaceOrientation: The new orientation.
    ///   - duration: How long the rotation lasts.
    @available(iOS, introduced: 2.0, deprecated: 8.0, message: "Implement viewWillTransitionToSize:withTransitionCoordinator: instead")
    open func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}

    /// Called inside the rotation's animation (before iOS 8). Headless: never.
    ///
    /// - Parameters:
    ///   - toInterfaceOrientation: The new orientation.
    ///   - duration: How long the rotation lasts.
    @available(iOS, introduced: 3.0, deprecated: 8.0, message: "Implement viewWillTransitionToSize:withTransitionCoordinator: instead")
    open func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}

    /// Called after the interface rotated (before iOS 8). Headless: never.
    ///
    /// - Parameter fromInterfaceOrientation: The orientation before the rotation.
    @available(iOS, introduced: 2.0, deprecated: 8.0)
    open func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {}

    /// Whether a container forwards the rotation methods to its children; `true`.
    ///
    /// - Returns: Whether they are forwarded.
    @available(iOS, introduced: 6.0, deprecated: 8.0, message: "Manually forward viewWillTransitionToSize:withTransitionCoordinator: if necessary")
    open func shouldAutomaticallyForwardRotationMethods() -> Bool { true }

    // MARK: - 3D Touch previews

    /// The registrations of ``registerForPreviewing(with:sourceView:)``, newest last.
    var previewingContexts: [ViewControllerPreviewingContext] = []

    /// Registers a view for 3D Touch previews (peek and pop): a firm press in `sourceView` asks
    /// `delegate` for a controller to preview, and a deeper press commits it. Apps register
    /// where `traitCollection.forceTouchCapability` is `.available`.
    ///
    /// Headless: a test presses with `UIView.simulatePeek(at:)` and `simulatePop(at:)` on the
    /// source view. The registration keeps neither the delegate nor the view alive.
    ///
    /// - Parameters:
    ///   - delegate: The object that gives and commits previews.
    ///   - sourceView: The view that responds to a firm press, in this controller's view.
    /// - Returns: The registration, for ``unregisterForPreviewing(withContext:)``.
    @available(iOS, introduced: 9.0, deprecated: 13.0, renamed: "UIContextMenuInteraction")
    open func registerForPreviewing(with delegate: any UIViewControllerPreviewingDelegate, sourceView: UIView) -> any UIViewControllerPreviewing {
        let context = ViewControllerPreviewingContext(delegate: delegate, sourceView: sourceView)
        previewingContexts.append(context)
        return context
    }

    /// Ends a registration of ``registerForPreviewing(with:sourceView:)``.
    ///
    /// - Parameter previewing: The registration.
    @available(iOS, introduced: 9.0, deprecated: 13.0, renamed: "UIContextMenuInteraction")
    open func unregisterForPreviewing(withContext previewing: any UIViewControllerPreviewing) {
        previewingContexts.removeAll { $0 === previewing }
    }

    /// The actions shown under this controller's view while it is previewed, when the user
    /// swipes the preview up; none. Override it to offer some.
    @available(iOS, introduced: 9.0, deprecated: 13.0, message: "UIViewControllerPreviewing is deprecated. Please use UIContextMenuInteraction.")
    open var previewActionItems: [any UIPreviewActionItem] { [] }

    // MARK: - System gestures at the screen edges

    /// The screen edges where the app's own gestures come before the system's (the Home
    /// indicator's swipe, Control Center); none. Read when the controller is in charge (see
    /// ``childForScreenEdgesDeferringSystemGestures``). Headless: read by nothing, as there are
    /// no system gestures.
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    /// The child whose ``preferredScreenEdgesDeferringSystemGestures`` is used instead of this
    /// controller's; `nil`.
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    /// Tells the system to read ``preferredScreenEdgesDeferringSystemGestures`` again. Headless:
    /// there are no system gestures, so this does nothing.
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}

    // MARK: - Memory

    /// Called when the app receives a memory warning. The default does nothing; overrides call
    /// `super` and release what they can rebuild.
    ///
    /// Headless: `UIApplication.headlessSimulateMemoryWarning(in:)` calls it on the controllers
    /// windows show.
    open func didReceiveMemoryWarning() {}

    // MARK: - Layout hooks

    /// The edges along which the view extends under opaque or translucent bars; `.all`. Stored:
    /// views always extend under HeadlessUIKit's bars, which add no safe area.
    open var edgesForExtendedLayout: UIRectEdge = .all
    /// Whether the view extends under opaque bars too; `false`. Stored only.
    open var extendedLayoutIncludesOpaqueBars: Bool = false
    /// Whether scroll views adjust their insets for bars; `true`. Stored only.
    @available(iOS, introduced: 7.0, deprecated: 11.0, message: "Use UIScrollView's contentInsetAdjustmentBehavior instead")
    open var automaticallyAdjustsScrollViewInsets: Bool = true

    /// Insets added to the safe area of the controller's view, for content the controller draws
    /// over its view (a custom bar).
    ///
    /// Headless: the screen has no safe area of its own, so the root view's `safeAreaInsets` are
    /// these, plus the bars of a navigation controller showing the controller and what the view
    /// overlaps of its superview's; changing them calls the view's `safeAreaInsetsDidChange()`
    /// and then ``viewSafeAreaInsetsDidChange()``.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { updateRootSafeArea() }
    }

    /// What the bars of the container showing the controller cover of its view, which the
    /// container sets (a navigation controller: its navigation bar and toolbar).
    var barSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { updateRootSafeArea() }
    }

    /// Gives the root view the safe area the controller and its container ask for.
    private func updateRootSafeArea() {
        viewIfLoaded?.setSafeAreaInsets(additionalSafeAreaInsets.adding(barSafeAreaInsets))
    }

    /// Called after the safe area insets of the controller's view changed. The default does
    /// nothing.
    open func viewSafeAreaInsetsDidChange() {}

    /// The smallest layout margins the root view gets while
    /// ``viewRespectsSystemMinimumLayoutMargins`` is `true`.
    ///
    /// Headless: 16 points leading and trailing (20 in a regular-width environment), none top
    /// and bottom, as iPhone and iPad apps get them; UIKit documents no values.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Whether the root view's layout margins are at least ``systemMinimumLayoutMargins``;
    /// `true`. Each of the view's margins is the larger of its own and the minimum, as UIKit
    /// documents; set this to `false` for margins taken from the view alone.
    open var viewRespectsSystemMinimumLayoutMargins: Bool = true {
        didSet {
            guard viewRespectsSystemMinimumLayoutMargins != oldValue, let view = viewIfLoaded else { return }
            view.layoutMarginsDidChange()
            viewLayoutMarginsDidChange()
        }
    }

    /// Called after the layout margins of the controller's view changed. The default does
    /// nothing.
    open func viewLayoutMarginsDidChange() {}

    /// Updates the constraints of the controller's view; called instead of the view's own
    /// `updateConstraints()` when `updateConstraintsIfNeeded()` finds them pending. The default
    /// calls the view's `updateConstraints()`; overrides call `super` last, as in UIKit.
    open func updateViewConstraints() {
        viewIfLoaded?.updateConstraints()
    }

    // MARK: - Custom transitions

    /// The object that supplies the presentation controller of a `.custom` presentation; asked
    /// when the presentation begins. Its animation and interaction controllers are not declared
    /// (see REMAINING_UIKIT.md).
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    /// The coordinator of the transition in progress, or `nil` when none is. Headless: always
    /// `nil`, as transitions complete at once; apps' `else` branches (no coordinator) run.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }

    // MARK: - Storyboards and segues

    /// The storyboard this controller was instantiated from, if any.
    open var storyboard: UIStoryboard? { storyboardScene?.storyboard }
    /// The storyboard and scene the controller was instantiated from, set by `UIStoryboard`.
    var storyboardScene: (storyboard: UIStoryboard, identifier: String)?

    /// Performs the segue with this identifier from the controller's storyboard scene: creates
    /// the destination, calls ``prepare(for:sender:)``, then performs the segue (a show, a
    /// presentation or a custom segue, as the storyboard declares). As in UIKit, it does not ask
    /// ``shouldPerformSegue(withIdentifier:sender:)``.
    ///
    /// A controller not instantiated from a storyboard, or an identifier its scene does not
    /// declare, stops the program with UIKit's exception message.
    /// - Parameters:
    ///   - identifier: The segue's identifier in the storyboard.
    ///   - sender: The object that started the segue.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        performStoryboardSegue(withIdentifier: identifier, sender: sender)
    }

    /// Whether a segue triggered from the storyboard (a button or cell the segue starts from)
    /// should run; `true`. Not asked by ``performSegue(withIdentifier:sender:)``; headless
    /// triggers (`headlessSimulateSegueTrigger(withIdentifier:sender:)`) ask it.
    ///
    /// - Parameters:
    ///   - identifier: The segue's identifier.
    ///   - sender: The object that triggered it.
    /// - Returns: Whether to perform it.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called before a segue from this controller is performed, to pass data to its
    /// destination. The default does nothing.
    ///
    /// - Parameters:
    ///   - segue: The segue, with its source and destination.
    ///   - sender: The object that started it.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    // MARK: - Editing

    private var createdEditButtonItem: UIBarButtonItem?

    /// A bar button item that toggles editing mode: "Edit" in plain style, "Done" in done style
    /// while editing. Tapping it calls ``setEditing(_:animated:)`` with the opposite state,
    /// animated.
    open var editButtonItem: UIBarButtonItem {
        if let createdEditButtonItem { return createdEditButtonItem }
        let item = UIBarButtonItem(title: nil, style: .plain, target: nil, action: nil)
        item.headlessTapHandler = { [weak self] in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        createdEditButtonItem = item
        updateEditButtonItem()
        return item
    }

    /// Turns editing mode on or off, and updates ``editButtonItem``.
    ///
    /// - Parameters:
    ///   - editing: Whether to edit.
    ///   - animated: Whether to animate.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingState = editing
        updateEditButtonItem()
    }

    private func updateEditButtonItem() {
        guard let item = createdEditButtonItem else { return }
        item.title = isEditing ? "Done" : "Edit"
        item.style = isEditing ? .done : .plain
    }

    // MARK: - Key commands

    private var addedKeyCommands: [UIKeyCommand] = []

    /// The key commands the controller offers: those added with ``addKeyCommand(_:)``, or `nil`
    /// when none are. Subclasses override it to offer their own.
    open override var keyCommands: [UIKeyCommand]? {
        addedKeyCommands.isEmpty ? nil : addedKeyCommands
    }

    /// Adds a key command to ``keyCommands``.
    ///
    /// - Parameter keyCommand: The key command.
    open func addKeyCommand(_ keyCommand: UIKeyCommand) {
        addedKeyCommands.append(keyCommand)
    }

    /// Removes a key command added with ``addKeyCommand(_:)``; does nothing for one that was not.
    ///
    /// - Parameter keyCommand: The key command.
    open func removeKeyCommand(_ keyCommand: UIKeyCommand) {
        addedKeyCommands.removeAll { $0 === keyCommand }
    }
}
