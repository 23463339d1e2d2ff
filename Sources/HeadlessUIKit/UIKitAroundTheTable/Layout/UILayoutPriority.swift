/// How strongly Auto Layout holds a constraint or a content size: 1…1000, where 1000 is
/// required.
///
/// Headless: priorities are recorded with constraints and views; nothing is solved.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable, _UIKitNumericRawRepresentable {
    /// The priority value.
    public let rawValue: Float

    /// Creates a priority.
    ///
    /// - Parameter rawValue: The value, 1…1000.
    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    /// Creates a priority.
    ///
    /// - Parameter rawValue: The value, 1…1000.
    public init(_ rawValue: Float) {
        self.init(rawValue: rawValue)
    }

    /// A required constraint (1000).
    public static let required = UILayoutPriority(rawValue: 1000)
    /// The priority a button resists compression with (750).
    public static let defaultHigh = UILayoutPriority(rawValue: 750)
    /// The priority a button hugs its content with (250).
    public static let defaultLow = UILayoutPriority(rawValue: 250)
    /// The priority of the target size in `systemLayoutSizeFitting` (50).
    public static let fittingSizeLevel = UILayoutPriority(rawValue: 50)
}
