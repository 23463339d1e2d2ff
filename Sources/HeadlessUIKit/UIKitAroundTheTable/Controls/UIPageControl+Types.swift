extension UIPageControl {
    /// How the user is interacting with a page control.
    public enum InteractionState: Int, Sendable {
        /// No interaction.
        case none
        /// A tap moving one page at a time.
        case discrete
        /// A scrub across the indicators.
        case continuous
    }

    /// The background a page control draws behind its indicators.
    public enum BackgroundStyle: Int, Sendable {
        /// A background shown only while the user interacts.
        case automatic
        /// A background always shown.
        case prominent
        /// No background.
        case minimal
    }
}
