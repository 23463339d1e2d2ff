/// An edge or a set of edges of a rectangle that follow the layout direction: leading and
/// trailing instead of left and right.
///
/// Headless: the layout direction is always left-to-right, so leading is left.
public struct NSDirectionalRectEdge: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt

    /// Creates edges from raw bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
