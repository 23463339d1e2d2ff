extension UIView {
    /// The transitions of the pre-iOS 4 animation API (`setAnimationTransition(_:for:cache:)`).
    public enum AnimationTransition: Int, Sendable {
        /// No transition.
        case none = 0
        /// The view flips around its vertical axis from the left.
        case flipFromLeft = 1
        /// The view flips around its vertical axis from the right.
        case flipFromRight = 2
        /// The view curls up from the bottom.
        case curlUp = 3
        /// The view curls down from the top.
        case curlDown = 4
    }
}
