import Foundation

/// A scene that shows the app's windows on a screen.
///
/// Headless: the screen is `UIScreen.main`, always in portrait. ``windows`` lists the windows
/// whose `windowScene` is this scene; the scene does not keep them (as in UIKit, the scene
/// delegate's `window` property does).
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    private var windowReferences: [WeakWindow] = []
    private var createdStatusBarManager: UIStatusBarManager?

    /// The scene's status bar: its style, visibility and frame; the same object each time.
    open var statusBarManager: UIStatusBarManager? {
        if let createdStatusBarManager { return createdStatusBarManager }
        let manager = UIStatusBarManager(scene: self)
        createdStatusBarManager = manager
        return manager
    }

    /// The screen showing the scene: `UIScreen.main`.
    open var screen: UIScreen { UIScreen.main }

    /// The orientation of the scene's interface: `.portrait`, as the headless screen is.
    open var interfaceOrientation: UIInterfaceOrientation { .portrait }

    /// The scene's traits: the screen's.
    open var traitCollection: UITraitCollection { screen.traitCollection }

    /// The windows in the scene, in the order they joined it.
    open var windows: [UIWindow] { windowReferences.compactMap(\.window) }

    /// The scene's key window: the last of its windows made key, if it still is.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    // MARK: - Internal

    /// Adds `window` to ``windows`` (from `UIWindow.windowScene`).
    func attach(_ window: UIWindow) {
        windowReferences.removeAll { $0.window == nil || $0.window === window }
        windowReferences.append(WeakWindow(window: window))
    }

    /// Removes `window` from ``windows`` (from `UIWindow.windowScene`).
    func detach(_ window: UIWindow) {
        windowReferences.removeAll { $0.window == nil || $0.window === window }
    }

    private struct WeakWindow {
        weak var window: UIWindow?
    }
}
