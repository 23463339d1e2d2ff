import Foundation

/// The delegate of a window scene: a scene delegate that holds the scene's main window.
///
/// `window` is optional in UIKit; here it is a requirement whose default implementation holds
/// nothing, so a delegate that declares `var window: UIWindow?` keeps its window, as on iOS.
/// The quick-action method calls its handler with `false` by default. The geometry-change
/// method is missing.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window.
    var window: UIWindow? { get set }

    /// Called when the user picked one of the app's Home Screen quick actions while the scene
    /// was connected. A quick action that launches the app comes in the connection options'
    /// `shortcutItem` instead.
    ///
    /// - Parameters:
    ///   - windowScene: The scene.
    ///   - shortcutItem: The quick action.
    ///   - completionHandler: Call it with whether the action was performed.
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)
}

extension UIWindowSceneDelegate {
    /// `nil`, and setting it does nothing: the property is optional.
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    /// Calls the handler with `false`: the method is optional.
    public func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        completionHandler(false)
    }
}
