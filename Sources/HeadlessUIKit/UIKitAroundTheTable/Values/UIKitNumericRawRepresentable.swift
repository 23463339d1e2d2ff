/// Arithmetic and ordering for UIKit's numeric wrapper types (``UIFont/Weight``,
/// ``UILayoutPriority``, ``UIWindow/Level``), as UIKit's Swift overlay declares them.
public protocol _UIKitNumericRawRepresentable: RawRepresentable, Comparable
where RawValue: Comparable & Numeric {}

extension _UIKitNumericRawRepresentable {
    /// Orders by raw value.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// Adds to the raw value: `.defaultHigh + 1`.
    public static func + (lhs: Self, rhs: RawValue) -> Self {
        Self(rawValue: lhs.rawValue + rhs)!
    }

    /// Adds to the raw value: `1 + .defaultHigh`.
    public static func + (lhs: RawValue, rhs: Self) -> Self {
        Self(rawValue: lhs + rhs.rawValue)!
    }

    /// Subtracts from the raw value: `.required - 1`.
    public static func - (lhs: Self, rhs: RawValue) -> Self {
        Self(rawValue: lhs.rawValue - rhs)!
    }

    /// The difference of two raw values.
    public static func - (lhs: Self, rhs: Self) -> RawValue {
        lhs.rawValue - rhs.rawValue
    }

    /// Adds to the raw value in place.
    public static func += (lhs: inout Self, rhs: RawValue) {
        lhs = Self(rawValue: lhs.rawValue + rhs)!
    }

    /// Subtracts from the raw value in place.
    public static func -= (lhs: inout Self, rhs: RawValue) {
        lhs = Self(rawValue: lhs.rawValue - rhs)!
    }
}
