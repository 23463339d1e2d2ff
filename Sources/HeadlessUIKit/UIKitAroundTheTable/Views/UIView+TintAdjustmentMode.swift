extension UIView {
    /// How a view's tint color is adjusted (`tintAdjustmentMode`).
    public enum TintAdjustmentMode: Int, Sendable {
        /// The superview's mode; `.normal` at the root.
        case automatic = 0
        /// The tint color unchanged.
        case normal = 1
        /// The tint color desaturated, as behind an alert.
        case dimmed = 2
    }
}
