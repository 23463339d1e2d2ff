import Foundation

/// The device screen. Headless: a fixed 390 × 844 point iPhone screen in portrait at scale 3.
@preconcurrency @MainActor
open class UIScreen: NSObject, UITraitEnvironment {
    /// The screen's bounds in points.
    open var bounds: CGRect { CGRect(x: 0, y: 0, width: 390, height: 844) }
    /// Pixels per point.
    open var scale: CGFloat { Self.headlessScale }
    /// The main screen's pixels per point, for code that may run off the main actor (image
    /// renderers' formats).
    nonisolated static let headlessScale: CGFloat = 3
    /// The physical screen's rectangle in pixels, in portrait whatever the orientation.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * nativeScale, height: bounds.height * nativeScale)
    }
    /// The physical screen's pixels per point. Headless: the same as ``scale``.
    open var nativeScale: CGFloat { scale }
    /// The most frames per second the screen shows. Headless: 60.
    open var maximumFramesPerSecond: Int { 60 }
    /// The screen's brightness, from 0 to 1. Headless: stored; 1 until set.
    open var brightness: CGFloat = 1
    /// Whether the screen is being recorded, mirrored or sent to another display. Headless: never.
    open var isCaptured: Bool { false }
    /// The screen that mirrors this one. Headless: none.
    open var mirrored: UIScreen? { nil }

    /// A view showing what the screen shows. Headless: an empty view as large as the screen (as
    /// `UIView.snapshotView(afterScreenUpdates:)`).
    ///
    /// - Parameter afterUpdates: Whether to wait for pending changes to be drawn.
    /// - Returns: The snapshot view.
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView {
        UIView(frame: bounds)
    }

    /// The device's screen.
    open class var main: UIScreen { shared }

    /// The screens connected to the device. Headless: the device's own, ``main``.
    open class var screens: [UIScreen] { [shared] }

    private static let shared = UIScreen()

    /// The screen's traits, which windows and views not in a window inherit.
    ///
    /// Headless: an iPhone in portrait with the default settings: `.phone`, compact width,
    /// regular height, light, `.large` text, scale 3, left to right, regular legibility weight,
    /// normal contrast, base level. They never change; a test changes a window's traits with
    /// `UIWindow.headlessTraitOverrides`.
    open var traitCollection: UITraitCollection { .headlessDevice }

    /// Posted when a screen is connected; the object is the screen. Headless: never posted.
    nonisolated public static let didConnectNotification = NSNotification.Name("UIScreenDidConnectNotification")
    /// Posted when a screen is disconnected; the object is the screen. Headless: never posted.
    nonisolated public static let didDisconnectNotification = NSNotification.Name("UIScreenDidDisconnectNotification")
    /// Posted when a screen's mode changes; the object is the screen. Headless: never posted.
    nonisolated public static let modeDidChangeNotification = NSNotification.Name("UIScreenModeDidChangeNotification")
    /// Posted when the user changes the brightness; the object is the screen. Headless: never
    /// posted.
    nonisolated public static let brightnessDidChangeNotification = NSNotification.Name("UIScreenBrightnessDidChangeNotification")
    /// Posted when ``isCaptured`` changes; the object is the screen. Headless: never posted.
    nonisolated public static let capturedDidChangeNotification = NSNotification.Name("UIScreenCapturedDidChangeNotification")

    /// Called when the screen's traits change: never, headlessly. The default does nothing.
    ///
    /// - Parameter previousTraitCollection: The previous traits.
    @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}
