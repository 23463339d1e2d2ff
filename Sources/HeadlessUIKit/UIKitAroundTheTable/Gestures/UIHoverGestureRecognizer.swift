import Foundation

/// Recognizes a pointer moving over its view, with no button pressed: a continuous gesture that
/// begins when the pointer enters the view, changes as it moves and ends when it leaves. On an
/// iPhone it never recognizes; on iPad and Mac Catalyst it does.
///
/// Headless: ``UIGestureRecognizer/simulateRecognition(at:states:)`` hovers at a point, going
/// through `.began`, `.changed` and `.ended`. A hover is not a touch: ``UIGestureRecognizer/allowedTouchTypes`` and
/// the delegate's `shouldReceive` methods do not apply to it.
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// How far a hovering Apple Pencil is from the screen, from 1 (the farthest it is sensed)
    /// down to 0; 0 for devices that do not sense it. Headless: the simulated pointer does not,
    /// so 0.
    open var zOffset: CGFloat { 0 }

    override var simulatedStates: [State] { [.began, .changed, .ended] }

    override var simulatesTouches: Bool { false }
}
