import Foundation

/// The device screen. Headless: a fixed 390 × 844 point iPhone screen in portrait at scale 3.
@preconcurrency @MainActor
open class UIScreen: NSObject, UITraitEnvironment {
    /// The screen's bounds in points.
    open var bounds: CGRect { CGRect(x: 0, y: 0, width: 390, height: 844) }
    /// Pixels per point.
    open var scale: CGFloat { 3 }

    /// The device's screen.
    open class var main: UIScreen { shared }

    private static let shared = UIScreen()

    /// The screen's traits, which windows and views not in a window inherit.
    ///
    /// Headless: an iPhone in portrait with the default settings: `.phone`, compact width,
    /// regular height, light, `.large` text, scale 3, left to right, regular legibility weight,
    /// normal contrast, base level. They never change; a test changes a window's traits with
    /// `UIWindow.headlessTraitOverrides`.
    open var traitCollection: UITraitCollection { .headlessDevice }

    /// Called when the screen's traits change: never, headlessly. The default does nothing.
    ///
    /// - Parameter previousTraitCollection: The previous traits.
    @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}
