import Foundation

/// A tab stop of a paragraph style: where text after a tab character lines up.
open class NSTextTab: NSObject, NSCopying {
    /// Options of a tab stop.
    public struct OptionKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String

        /// Creates a key from its name.
        ///
        /// - Parameter rawValue: The name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The characters that end a column aligned at the tab (a `CharacterSet`).
        public static let columnTerminators = OptionKey(rawValue: "NSTabColumnTerminatorsAttributeName")
    }

    /// How text aligns at the stop.
    open var alignment: NSTextAlignment { storedAlignment }
    private let storedAlignment: NSTextAlignment
    /// The stop's distance from the paragraph's leading edge, in points.
    open var location: CGFloat { storedLocation }
    private let storedLocation: CGFloat
    /// The stop's options.
    open var options: [OptionKey: Any] { storedOptions }
    private let storedOptions: [OptionKey: Any]

    /// Creates a tab stop.
    ///
    /// - Parameters:
    ///   - alignment: How text aligns at the stop.
    ///   - loc: The distance from the leading edge, in points.
    ///   - options: The stop's options.
    public init(textAlignment alignment: NSTextAlignment, location loc: CGFloat, options: [OptionKey: Any] = [:]) {
        storedAlignment = alignment
        storedLocation = loc
        storedOptions = options
        super.init()
    }

    /// Returns the stop itself: tab stops are immutable.
    ///
    /// - Parameter zone: Ignored.
    /// - Returns: The stop.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Whether `object` is a tab stop with the same alignment and location.
    ///
    /// - Parameter object: The object to compare with.
    /// - Returns: `true` for the same alignment and location.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSTextTab else { return false }
        return other.alignment == alignment && other.location == location
    }

    /// A hash consistent with ``isEqual(_:)``.
    open override var hash: Int { location.hashValue ^ alignment.rawValue }
}
