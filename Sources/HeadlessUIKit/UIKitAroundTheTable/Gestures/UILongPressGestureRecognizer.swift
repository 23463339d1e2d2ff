import Foundation

/// Recognizes a finger held down: a continuous gesture (`.began` once held long enough,
/// `.changed` as it moves, `.ended` when lifted).
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// The number of taps before the press; 0.
    open var numberOfTapsRequired: Int = 0
    /// The number of fingers the gesture needs; 1.
    open var numberOfTouchesRequired: Int = 1
    /// How long the finger must stay down, in seconds; 0.5. Headless: simulations do not wait.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the finger may move before the gesture fails, in points; 10.
    open var allowableMovement: CGFloat = 10

    override var simulatedStates: [State] { [.began, .changed, .ended] }
}
