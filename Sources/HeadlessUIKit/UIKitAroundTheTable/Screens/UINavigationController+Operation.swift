extension UINavigationController {
    /// The kind of transition a navigation controller performs, as its delegate's animation
    /// methods are told.
    public enum Operation: Int, Sendable {
        /// No transition.
        case none
        /// A controller is pushed.
        case push
        /// A controller is popped.
        case pop
    }
}
