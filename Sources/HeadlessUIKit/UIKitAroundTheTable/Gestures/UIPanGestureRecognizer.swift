import Foundation

/// Recognizes a finger dragging: a continuous gesture, with the distance and speed of the drag.
///
/// Headless: ``simulatePan(translation:velocity:at:)`` drags by a distance, going through
/// `.began` (no translation yet), `.changed` (the whole translation) and `.ended`.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers the drag needs; 1.
    open var minimumNumberOfTouches: Int = 1
    /// The most fingers the drag may have; `Int.max`.
    open var maximumNumberOfTouches: Int = .max
    /// The pointer devices' scrolling the recognizer recognizes as pans, besides touches; none
    /// until set. Headless: stored only (simulated pans are a finger's).
    open var allowedScrollTypesMask: UIScrollTypeMask = []

    /// The drag so far, in the window's coordinates.
    private var translationInWindow: CGPoint = .zero
    /// The drag's speed, in the window's coordinates.
    private var velocityInWindow: CGPoint = .zero

    /// The drag so far, in a view's coordinates (headless: views are not rotated or scaled, so
    /// the same in every view).
    ///
    /// - Parameter view: The view; `nil` means the window.
    /// - Returns: The translation.
    open func translation(in view: UIView?) -> CGPoint {
        translationInWindow
    }

    /// Resets the translation, for handlers that apply it step by step.
    ///
    /// - Parameters:
    ///   - translation: The new translation.
    ///   - view: The view it is expressed in; `nil` means the window.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        translationInWindow = translation
    }

    /// The speed of the drag, in points per second in a view's coordinates.
    ///
    /// - Parameter view: The view; `nil` means the window.
    /// - Returns: The velocity.
    open func velocity(in view: UIView?) -> CGPoint {
        velocityInWindow
    }

    /// Drags by `translation` (HeadlessUIKit-only): as ``UIGestureRecognizer/simulateRecognition(at:states:)``
    /// with `.began`, `.changed` and `.ended`, the translation and velocity set in `.changed`.
    ///
    /// - Parameters:
    ///   - translation: The distance dragged.
    ///   - velocity: The speed when the finger lifts.
    ///   - location: Where the drag starts, in the view's coordinates; `nil` for its center.
    /// - Returns: Whether the drag began (was not refused).
    @discardableResult
    public func simulatePan(translation: CGPoint, velocity: CGPoint = .zero, at location: CGPoint? = nil) -> Bool {
        simulateRecognition(at: location) {
            self.translationInWindow = translation
            self.velocityInWindow = velocity
        }
    }

    override var simulatedStates: [State] { [.began, .changed, .ended] }

    override func willSimulate(_ state: State) {
        guard state == .began else { return }
        translationInWindow = .zero
        velocityInWindow = .zero
    }

    /// Clears the translation and velocity, then calls `super`.
    open override func reset() {
        translationInWindow = .zero
        velocityInWindow = .zero
        super.reset()
    }
}
