/// An edge or a set of edges of a rectangle: which edges a controller's view extends under bars
/// (`UIViewController.edgesForExtendedLayout`).
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt

    /// Creates edges from raw bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
