import Foundation

/// What a window scene's status bar looks like: its style, whether it is hidden and its frame
/// (`view.window?.windowScene?.statusBarManager?.statusBarFrame.height`).
///
/// Headless: the style and visibility are what the scene's key window's controller in charge
/// asks for (`UIWindow.headlessStatusBarStyle`, `headlessIsStatusBarHidden`); no status bar is
/// shown, so its frame is `.zero`, as UIKit answers when none shows.
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
    /// The scene whose status bar this is.
    private weak var scene: UIWindowScene?

    init(scene: UIWindowScene) {
        self.scene = scene
        super.init()
    }

    /// The status bar's style: what the key window's controller in charge asks for, `.default`
    /// without a key window.
    open var statusBarStyle: UIStatusBarStyle { scene?.keyWindow?.headlessStatusBarStyle ?? .default }

    /// Whether the status bar is hidden: what the key window's controller in charge asks for,
    /// `false` without a key window.
    open var isStatusBarHidden: Bool { scene?.keyWindow?.headlessIsStatusBarHidden ?? false }

    /// The status bar's frame in the scene's coordinates: `.zero`, as no status bar shows
    /// headlessly (the safe area is empty).
    open var statusBarFrame: CGRect { .zero }
}
