import Foundation

/// The device screen. Headless: a fixed 390 × 844 point portrait screen at scale 3.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The screen's bounds in points.
    open var bounds: CGRect { CGRect(x: 0, y: 0, width: 390, height: 844) }
    /// Pixels per point.
    open var scale: CGFloat { 3 }

    /// The device's screen.
    open class var main: UIScreen { shared }

    private static let shared = UIScreen()
}
