extension UITouch {
    /// Where a touch is in its life.
    public enum Phase: Int, Sendable {
        /// The finger touched the screen.
        case began = 0
        /// The finger moved.
        case moved = 1
        /// The finger is down and did not move.
        case stationary = 2
        /// The finger left the screen.
        case ended = 3
        /// The system cancelled the touch.
        case cancelled = 4
        /// A pointer entered the window's region.
        case regionEntered = 5
        /// A pointer moved within the window's region.
        case regionMoved = 6
        /// A pointer left the window's region.
        case regionExited = 7
    }

    /// What made a touch.
    public enum TouchType: Int, Sendable {
        /// A finger on the screen.
        case direct = 0
        /// A touch not on the screen (a remote's surface).
        case indirect = 1
        /// An Apple Pencil.
        case pencil = 2
        /// A pointer (trackpad or mouse).
        case indirectPointer = 3

        /// An Apple Pencil: ``pencil``.
        public static let stylus = TouchType.pencil
    }
}
