import Foundation

/// The root of a view hierarchy. A view is on screen when its superview chain reaches a window.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// Whether this window is the key window (set by ``makeKey()`` and ``makeKeyAndVisible()``).
    open var isKeyWindow: Bool { isKey }
    private var isKey = false
    /// The simulated keyboard's frame in the window while it shows (see `simulateKeyboardShow`).
    var shownKeyboardFrame: CGRect?

    /// Where the window sits among the screen's windows: higher levels are above lower ones.
    /// Headless: stored; nothing is drawn, so windows never cover one another.
    open var windowLevel: UIWindow.Level = .normal

    /// The screen that shows the window: the scene's screen, else the main screen.
    open var screen: UIScreen = .main

    /// The controller whose view fills the window.
    ///
    /// Setting it installs the controller's view (loading it if needed) with the window's bounds
    /// and flexible width and height, replacing the previous root view. On a visible window the
    /// previous root disappears and the new one appears, with their appearance callbacks.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if oldValue?.windowHostingAsRoot === self { oldValue?.windowHostingAsRoot = nil }
            rootViewController?.windowHostingAsRoot = self
            let visible = !isHidden
            UIViewController.performAppearanceTransition(
                disappearing: visible ? [oldValue].compactMap { $0 } : [],
                appearing: visible ? rootViewController : nil,
                animated: false
            ) {
                oldValue?.viewIfLoaded?.removeFromSuperview()
                guard let controller = rootViewController, let view = controller.view else { return }
                view.frame = bounds
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                addSubview(view)
            }
        }
    }

    /// A window is its own window.
    open override var window: UIWindow? { self }

    /// The view that has focus, moved by `simulateFocusUpdate(to:)`.
    weak var focusedView: UIView?

    // MARK: - Traits

    private var mergedTraitCollection: UITraitCollection?

    /// Traits that replace the screen's for this window and everything in it, standing for the
    /// system settings a user changes (HeadlessUIKit-only): Dark Mode, the text size, Bold Text,
    /// Increase Contrast, or a size class of an iPad split screen. `nil` (the default) keeps
    /// the screen's traits.
    ///
    /// Only the traits the collection specifies replace the screen's. Setting it calls
    /// `traitCollectionDidChange(_:)` on the window, its root controller and every view whose
    /// traits change, top-down, as UIKit does when the user changes a setting.
    ///
    /// ```swift
    /// window.headlessTraitOverrides = UITraitCollection { traits in
    ///     traits.userInterfaceStyle = .dark
    ///     traits.preferredContentSizeCategory = .accessibilityExtraLarge
    /// }
    /// ```
    public var headlessTraitOverrides: UITraitCollection? {
        didSet {
            let previous = traitCollection
            mergedTraitCollection = headlessTraitOverrides.map {
                UITraitCollection(traitsFrom: [UIScreen.main.traitCollection, $0])
            }
            traitsChanged(from: previous)
        }
    }

    /// The screen's traits with ``headlessTraitOverrides`` and then the scene's `traitOverrides`
    /// applied.
    override var traitCollectionWithoutSuperview: UITraitCollection {
        windowScene?.applyingTraitOverrides(to: systemTraitCollection) ?? systemTraitCollection
    }

    /// The screen's traits with ``headlessTraitOverrides`` (the system settings) applied, before
    /// the scene's overrides.
    private var systemTraitCollection: UITraitCollection {
        mergedTraitCollection ?? UIScreen.main.traitCollection
    }

    /// Creates a window; hidden until ``makeKeyAndVisible()``.
    ///
    /// - Parameter frame: The window's frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// Creates a window in a scene, filling the scene's screen; hidden until
    /// ``makeKeyAndVisible()``.
    ///
    /// - Parameter windowScene: The scene the window belongs to.
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.bounds)
        isHidden = true
        screen = windowScene.screen
        self.windowScene = windowScene
        windowScene.attach(self)  // observers do not run for the initializer's own assignment
    }

    /// The scene the window belongs to, if any. Setting it moves the window to that scene's
    /// `windows`.
    open weak var windowScene: UIWindowScene? {
        didSet {
            guard oldValue !== windowScene else { return }
            oldValue?.detach(self)
            windowScene?.attach(self)
            traitsChanged(from: oldValue?.applyingTraitOverrides(to: systemTraitCollection) ?? systemTraitCollection)
        }
    }

    /// Creates a window from an archive; headless: nothing is decoded.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

    /// Shows the window and makes it key. The root controller appears: `viewWillAppear`,
    /// `viewIsAppearing`, a layout pass between `viewWillLayoutSubviews` and
    /// `viewDidLayoutSubviews`, then `viewDidAppear`, each forwarded to its children.
    ///
    /// The scene's previous key window stops being key, as in UIKit.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
        UIViewController.performAppearanceTransition(disappearing: [], appearing: rootViewController, animated: false) {}
        layoutIfNeeded()
    }

    /// Makes the window key without showing it: the scene's previous key window stops being
    /// key (``resignKey()``), then this one becomes key (``becomeKey()``).
    ///
    /// Headless: `UIWindow.didBecomeKeyNotification` and `didResignKeyNotification` are not
    /// posted.
    open func makeKey() {
        guard !isKey else { return }
        for other in windowScene?.windows ?? [] where other !== self && other.isKey {
            other.isKey = false
            other.resignKey()
        }
        isKey = true
        becomeKey()
    }

    /// Called when the window became key; do not call it. Override it to react; call `super`.
    open func becomeKey() {}

    /// Called when the window stopped being key; do not call it. Override it to react; call
    /// `super`.
    open func resignKey() {}

    /// Delivers an event to the window's views: each touch of a touch event goes to its view,
    /// as `touchesBegan`, `touchesMoved`, `touchesEnded` or `touchesCancelled` by its phase.
    /// Subclasses override it to see every event (an idle timer restarting on each touch) and
    /// call `super`.
    ///
    /// Headless: ``simulateTouch(at:)`` sends its two events through this method, and
    /// `UIApplication.sendEvent(_:)` sends touch events here. Other events are not delivered.
    /// - Parameter event: The event.
    open func sendEvent(_ event: UIEvent) {
        guard event.type == .touches else { return }
        for touch in event.touches(for: self) ?? [] {
            guard let view = touch.view else { continue }
            switch touch.phase {
            case .began: view.touchesBegan([touch], with: event)
            case .moved: view.touchesMoved([touch], with: event)
            case .ended: view.touchesEnded([touch], with: event)
            case .cancelled: view.touchesCancelled([touch], with: event)
            default: continue
            }
        }
    }
}
