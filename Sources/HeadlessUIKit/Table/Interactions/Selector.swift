/// The name of a method, standing in for Objective-C's `Selector` where UIKit's signatures use it.
///
/// Linux has no Objective-C runtime, so a selector here is only a name: two selectors are equal
/// when their names are. `#selector` is unavailable; write `Selector("copy:")`.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method name, such as `"copy:"`.
    public let name: String

    /// Creates a selector from a method name.
    ///
    /// - Parameter name: The method name, such as `"copy:"`.
    public init(_ name: String) {
        self.name = name
    }

    /// Creates a selector from a string literal naming a method.
    ///
    /// - Parameter value: The method name.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The method name.
    public var description: String { name }
}
