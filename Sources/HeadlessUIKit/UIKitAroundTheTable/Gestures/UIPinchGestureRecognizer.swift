import Foundation

/// Recognizes two fingers pinching: a continuous gesture, with the scale of the pinch.
///
/// Headless: ``simulatePinch(scale:velocity:at:)`` pinches to a scale, going through `.began`
/// (scale 1), `.changed` (the whole scale) and `.ended`. Its two fingers stand on a horizontal
/// line through the pinch's location, 100 points apart times the scale
/// (`location(ofTouch:in:)`).
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The scale of the pinch: the fingers' distance relative to their distance when the pinch
    /// began; 1 until the fingers move. Setting it resets ``velocity``, as in UIKit, so a handler
    /// can apply the scale step by step and set it back to 1.
    open var scale: CGFloat = 1 {
        didSet { velocity = 0 }
    }

    /// The speed of the pinch, in scale factor per second.
    open private(set) var velocity: CGFloat = 0

    /// Pinches to `scale` (HeadlessUIKit-only): as ``UIGestureRecognizer/simulateRecognition(at:states:)``
    /// with `.began`, `.changed` and `.ended`, the scale and velocity set in `.changed`.
    ///
    /// - Parameters:
    ///   - scale: The scale the pinch reaches: above 1 spreads the fingers (zooms in), below 1
    ///     brings them together.
    ///   - velocity: The speed when the fingers lift, in scale factor per second.
    ///   - location: Where the pinch is centered, in the view's coordinates; `nil` for its center.
    /// - Returns: Whether the pinch began (was not refused).
    @discardableResult
    public func simulatePinch(scale: CGFloat, velocity: CGFloat = 0, at location: CGPoint? = nil) -> Bool {
        simulateRecognition(at: location) {
            self.scale = scale
            self.velocity = velocity
        }
    }

    override var simulatedStates: [State] { [.began, .changed, .ended] }

    override var simulatedFingerOffsets: [CGPoint] {
        let halfSpread = 50 * scale
        return [CGPoint(x: -halfSpread, y: 0), CGPoint(x: halfSpread, y: 0)]
    }

    override func willSimulate(_ state: State) {
        if state == .began { scale = 1 }
    }

    /// Sets the scale back to 1 and the velocity to 0, then calls `super`.
    open override func reset() {
        scale = 1
        super.reset()
    }
}
