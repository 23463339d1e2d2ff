extension UITableViewCell {
    /// The states a cell transitions between, passed to `willTransition(to:)` and
    /// `didTransition(to:)`; empty for the normal state.
    public struct StateMask: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt

        /// Creates states from raw bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The cell is in editing mode, showing its editing control.
        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        /// The cell shows its delete confirmation or swipe actions (without the edit control when
        /// swiped outside editing mode).
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
    }
}
