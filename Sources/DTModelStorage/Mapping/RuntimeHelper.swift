import Foundation

/// Introspection helpers for the type-erased models a storage holds.
public enum RuntimeHelper {
    /// Unwraps `any` through every level of `Optional`.
    ///
    /// A storage hands out models as `Any`, so an `Int??` holding `3` arrives as an `Any` whose
    /// dynamic type is `Optional<Optional<Int>>`. This returns the `3` inside, or `nil` when any
    /// level is empty.
    ///
    /// - Parameter any: A value that may be an optional, possibly nested.
    /// - Returns: The innermost wrapped value, or `nil` if some level holds no value.
    /// - Complexity: O(*d*), where *d* is the nesting depth.
    public static func recursivelyUnwrapAnyValue(_ any: Any) -> Any? {
        guard let optional = any as? any OptionalUnwrapping else { return any }
        return optional.unwrappedOneLevel.flatMap(recursivelyUnwrapAnyValue)
    }
}

/// Lets an `Optional` of any wrapped type be recognised and unwrapped through `Any`.
protocol OptionalUnwrapping {
    /// The wrapped value, one level down, or `nil`.
    var unwrappedOneLevel: Any? { get }
}

extension Optional: OptionalUnwrapping {
    var unwrappedOneLevel: Any? {
        switch self {
        case .some(let wrapped): wrapped
        case .none: nil
        }
    }
}
