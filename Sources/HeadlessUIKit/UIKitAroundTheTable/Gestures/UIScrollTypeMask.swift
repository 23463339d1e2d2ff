/// The kinds of scrolling a pan recognizer recognizes besides touches: one bit per
/// ``UIScrollType``.
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable {
    /// The mask's bits.
    public let rawValue: Int

    /// Creates a mask from its bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Scrolling in steps (``UIScrollType/discrete``).
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    /// Smooth scrolling (``UIScrollType/continuous``).
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    /// Both kinds.
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}
