extension UIGestureRecognizer {
    /// Where a recognizer is in recognizing its gesture.
    public enum State: Int, Sendable {
        /// Not recognized yet: the state between gestures.
        case possible = 0
        /// A continuous gesture began.
        case began = 1
        /// A continuous gesture changed.
        case changed = 2
        /// The gesture ended: a continuous one finished, a discrete one was recognized.
        case ended = 3
        /// The gesture was cancelled.
        case cancelled = 4
        /// The gesture could not be recognized.
        case failed = 5

        /// A discrete gesture was recognized: ``ended``.
        public static let recognized = State.ended
    }
}
