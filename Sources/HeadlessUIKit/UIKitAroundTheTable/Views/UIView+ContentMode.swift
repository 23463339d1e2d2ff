extension UIView {
    /// How a view's content fills its bounds when their sizes differ.
    public enum ContentMode: Int, Sendable {
        /// Stretched to fill, ignoring the aspect ratio.
        case scaleToFill = 0
        /// Scaled to fit, keeping the aspect ratio.
        case scaleAspectFit = 1
        /// Scaled to fill, keeping the aspect ratio; may be clipped.
        case scaleAspectFill = 2
        /// Redrawn when the bounds change.
        case redraw = 3
        /// Centered, unscaled.
        case center = 4
        /// Centered at the top, unscaled.
        case top = 5
        /// Centered at the bottom, unscaled.
        case bottom = 6
        /// Centered at the left, unscaled.
        case left = 7
        /// Centered at the right, unscaled.
        case right = 8
        /// At the top-left corner, unscaled.
        case topLeft = 9
        /// At the top-right corner, unscaled.
        case topRight = 10
        /// At the bottom-left corner, unscaled.
        case bottomLeft = 11
        /// At the bottom-right corner, unscaled.
        case bottomRight = 12
    }
}
