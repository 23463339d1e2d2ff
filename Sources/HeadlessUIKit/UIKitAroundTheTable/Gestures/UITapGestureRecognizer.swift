/// Recognizes taps: a discrete gesture, recognized (`.ended`) once.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The number of taps the gesture needs; 1.
    open var numberOfTapsRequired: Int = 1
    /// The number of fingers the gesture needs; 1.
    open var numberOfTouchesRequired: Int = 1
    /// The pointer buttons a click must press to count as a tap; ``UIEvent/ButtonMask/primary``.
    /// Headless: stored only (simulated taps are a finger's).
    open var buttonMaskRequired: UIEvent.ButtonMask = .primary
}
