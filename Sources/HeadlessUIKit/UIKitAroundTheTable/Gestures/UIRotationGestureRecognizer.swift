import Foundation

/// Recognizes two fingers turning: a continuous gesture, with the angle turned.
///
/// Headless: ``simulateRotation(rotation:velocity:at:)`` turns by an angle, going through
/// `.began` (no rotation yet), `.changed` (the whole rotation) and `.ended`. Its two fingers stand
/// 100 points apart on either side of the gesture's location, on a horizontal line turned by the
/// rotation as `CGAffineTransform(rotationAngle:)` turns it (`location(ofTouch:in:)`).
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The angle the fingers turned since the gesture began, in radians; 0 until they move.
    /// Setting it resets ``velocity``, as in UIKit, so a handler can apply the rotation step by
    /// step and set it back to 0.
    open var rotation: CGFloat = 0 {
        didSet { velocity = 0 }
    }

    /// The speed of the rotation, in radians per second.
    open private(set) var velocity: CGFloat = 0

    /// Turns by `rotation` (HeadlessUIKit-only): as ``UIGestureRecognizer/simulateRecognition(at:states:)``
    /// with `.began`, `.changed` and `.ended`, the rotation and velocity set in `.changed`.
    ///
    /// - Parameters:
    ///   - rotation: The angle turned, in radians.
    ///   - velocity: The speed when the fingers lift, in radians per second.
    ///   - location: Where the gesture is centered, in the view's coordinates; `nil` for its center.
    /// - Returns: Whether the rotation began (was not refused).
    @discardableResult
    public func simulateRotation(rotation: CGFloat, velocity: CGFloat = 0, at location: CGPoint? = nil) -> Bool {
        simulateRecognition(at: location) {
            self.rotation = rotation
            self.velocity = velocity
        }
    }

    override var simulatedStates: [State] { [.began, .changed, .ended] }

    override var simulatedFingerOffsets: [CGPoint] {
        let halfSpread = CGPoint(x: 50 * cos(rotation), y: 50 * sin(rotation))
        return [CGPoint(x: -halfSpread.x, y: -halfSpread.y), halfSpread]
    }

    override func willSimulate(_ state: State) {
        if state == .began { rotation = 0 }
    }

    /// Sets the rotation and the velocity back to 0, then calls `super`.
    open override func reset() {
        rotation = 0
        super.reset()
    }
}
