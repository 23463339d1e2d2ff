/// Recognizes taps: a discrete gesture, recognized (`.ended`) once.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The number of taps the gesture needs; 1.
    open var numberOfTapsRequired: Int = 1
    /// The number of fingers the gesture needs; 1.
    open var numberOfTouchesRequired: Int = 1
}
