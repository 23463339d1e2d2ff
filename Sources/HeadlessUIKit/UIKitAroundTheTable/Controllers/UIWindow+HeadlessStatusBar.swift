import Foundation

// The status bar a window's controllers ask for. Headless: there is no status bar; these read
// the preferences of the controller UIKit puts in charge.
extension UIWindow {
    /// The status bar style the window's controller in charge asks for (HeadlessUIKit-only).
    ///
    /// The controller in charge is the root view controller, or the topmost controller presented
    /// full screen (or with `modalPresentationCapturesStatusBarAppearance`), following
    /// `childForStatusBarStyle` down to the child that answers. Read live: UIKit re-reads it when
    /// the app calls `setNeedsStatusBarAppearanceUpdate()`, so tests read it after that.
    public var headlessStatusBarStyle: UIStatusBarStyle {
        statusBarController(following: \.childForStatusBarStyle)?.preferredStatusBarStyle ?? .default
    }

    /// Whether the window's controller in charge asks for the status bar to be hidden
    /// (HeadlessUIKit-only); as ``headlessStatusBarStyle``, following `childForStatusBarHidden`.
    public var headlessIsStatusBarHidden: Bool {
        statusBarController(following: \.childForStatusBarHidden)?.prefersStatusBarHidden ?? false
    }

    private func statusBarController(following child: KeyPath<UIViewController, UIViewController?>) -> UIViewController? {
        guard var controller = rootViewController else { return nil }
        var candidate = controller
        while let presented = candidate.presentedViewController {
            candidate = presented
            if presented.modalPresentationStyle == .fullScreen || presented.modalPresentationCapturesStatusBarAppearance {
                controller = presented
            }
        }
        while let delegated = controller[keyPath: child] {
            controller = delegated
        }
        return controller
    }
}
