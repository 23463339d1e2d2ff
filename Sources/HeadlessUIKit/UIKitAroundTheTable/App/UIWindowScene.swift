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

    /// The scene's traits: the screen's, with ``traitOverrides`` applied. Its windows start
    /// from them.
    open var traitCollection: UITraitCollection { applyingTraitOverrides(to: screen.traitCollection) }

    /// The traits the scene and all its windows use whatever the screen's are (iOS 17): an
    /// app-wide appearance, such as `windowScene.traitOverrides.userInterfaceStyle = .dark`.
    ///
    /// Setting a trait or removing one calls `traitCollectionDidChange(_:)` and the trait-change
    /// handlers of the scene, and of the views and controllers in its windows whose traits change.
    @available(iOS 17.0, tvOS 17.0, *)
    open var traitOverrides: UITraitOverrides {
        get { storedTraitOverrides }
        set {
            let previous = traitCollection
            let previousWindowTraits = windows.map { ($0, $0.traitCollection) }
            storedTraitOverrides = newValue
            sceneTraitsChanged(from: previous)
            for (window, traits) in previousWindowTraits {
                window.traitsChanged(from: traits)
            }
        }
    }

    /// Called when ``traitCollection`` changed. The default does nothing.
    ///
    /// - Parameter previousTraitCollection: The traits before the change.
    @available(iOS, introduced: 13.0, deprecated: 17.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The windows in the scene, in the order they joined it.
    open var windows: [UIWindow] { windowReferences.compactMap(\.window) }

    /// The scene's key window: the last of its windows made key, if it still is.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    // MARK: - Internal

    private var storedTraitOverrides = UITraitOverrides()
    /// The scene's trait-change registrations (`registerForTraitChanges(_:handler:)`).
    var traitChangeRegistrations = TraitChangeRegistrations()

    /// `traits` with the scene's ``traitOverrides`` applied.
    final func applyingTraitOverrides(to traits: UITraitCollection) -> UITraitCollection {
        storedTraitOverrides.applied(to: traits)
    }

    /// Calls `traitCollectionDidChange(_:)` and the trait-change handlers when the scene's
    /// traits differ from `previous`.
    private func sceneTraitsChanged(from previous: UITraitCollection) {
        let registrations = traitChangeRegistrations  // handlers may register or unregister
        registrations.tell(self, traitsChangedFrom: previous)
    }

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
