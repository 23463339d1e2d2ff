import Foundation

/// A finger on the screen, passed to `touchesBegan(_:with:)` and the other touch methods.
///
/// Headless: UIKit creates touches; here `UIWindow.simulateTouch(at:)` does, or a test with
/// ``init(headlessLocation:in:phase:tapCount:)``. There is no force, radius or stylus angle.
@preconcurrency @MainActor
open class UITouch: NSObject {
    private let locationInWindow: CGPoint
    private let storedWindow: UIWindow?
    private weak var storedView: UIView?
    private var storedPhase: Phase
    private let storedTapCount: Int
    private var storedTimestamp: TimeInterval

    /// Creates a touch at a point of a view (HeadlessUIKit-only: UIKit's touches come from the
    /// screen).
    ///
    /// - Parameters:
    ///   - location: The point, in `view`'s coordinates.
    ///   - view: The view the touch is delivered to (the hit-tested view).
    ///   - phase: The touch's phase.
    ///   - tapCount: The number of taps in a row; 1 for a single tap.
    public init(headlessLocation location: CGPoint, in view: UIView, phase: Phase = .began, tapCount: Int = 1) {
        locationInWindow = view.convert(location, to: nil)
        storedWindow = view.window
        storedView = view
        storedPhase = phase
        storedTapCount = tapCount
        storedTimestamp = ProcessInfo.processInfo.systemUptime
        super.init()
    }

    /// The time the touch began or last changed, in seconds since system start.
    open var timestamp: TimeInterval { storedTimestamp }
    /// The touch's phase.
    open var phase: Phase { storedPhase }
    /// The number of taps in a row.
    open var tapCount: Int { storedTapCount }
    /// The kind of touch: `.direct`, a finger.
    open var type: TouchType { .direct }
    /// The window the touch is in.
    open var window: UIWindow? { storedWindow }
    /// The view the touch was delivered to.
    open var view: UIView? { storedView }
    /// The recognizers that receive the touch: those of its view and of the views that contain
    /// it, innermost first.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        guard let storedView else { return nil }
        return sequence(first: storedView, next: \.superview).flatMap { $0.gestureRecognizers ?? [] }
    }

    /// The touch's location in a view's coordinates.
    ///
    /// - Parameter view: The view; `nil` means the window.
    /// - Returns: The location.
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    /// Moves the touch to the next phase of its life, as the same `UITouch` goes from
    /// `touchesBegan` to `touchesEnded` in UIKit.
    ///
    /// - Parameter phase: The new phase.
    func enter(_ phase: Phase) {
        storedPhase = phase
        storedTimestamp = ProcessInfo.processInfo.systemUptime
    }

    /// The touch's previous location: headless touches do not move, so its location.
    ///
    /// - Parameter view: The view; `nil` means the window.
    /// - Returns: The location.
    open func previousLocation(in view: UIView?) -> CGPoint {
        location(in: view)
    }
}
