/// Recognizes swipes in given directions: a discrete gesture.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The number of fingers the swipe needs; 1.
    open var numberOfTouchesRequired: Int = 1
    /// The directions the swipe may go; `.right`.
    open var direction: Direction = .right

    /// The directions of a swipe.
    public struct Direction: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt

        /// Creates directions from raw bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// To the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// To the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upward.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downward.
        public static let down = Direction(rawValue: 1 << 3)
    }
}
