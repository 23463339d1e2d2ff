import Foundation

/// The delegate of a window scene: a scene delegate that holds the scene's main window.
///
/// `window` is optional in UIKit; here it is a requirement whose default implementation holds
/// nothing, so a delegate that declares `var window: UIWindow?` keeps its window, as on iOS.
/// The geometry-change and shortcut-item methods are missing.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// `nil`, and setting it does nothing: the property is optional.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
