import Foundation

/// Unwraps models from optionals like `RuntimeHelper.recursivelyUnwrapAnyValue(_:)`, remembering
/// the dynamic types that are not optionals so that their models skip the runtime cast.
///
/// A table usually shows a handful of model types, and `cellForRowAt` unwraps a model for every
/// row: after the first row of each type, unwrapping is a set lookup.
struct ModelUnwrapper {
    /// Dynamic types whose values unwrap to themselves.
    private var plainTypes: Set<ObjectIdentifier> = []

    /// `value` unwrapped from any number of optionals.
    ///
    /// - Parameter value: A model, possibly an optional or nested optionals.
    /// - Returns: The innermost value, or `nil` if some level holds none.
    /// - Complexity: O(1) for a type already seen that is not an optional.
    mutating func unwrap(_ value: Any) -> Any? {
        let valueType = type(of: value)
        let key = ObjectIdentifier(valueType)
        if plainTypes.contains(key) { return value }
        guard let unwrapped = RuntimeHelper.recursivelyUnwrapAnyValue(value) else { return nil }
        // Casts out of these boxes depend on the boxed value, not on the box's type alone.
        if type(of: unwrapped) == valueType, !(valueType is AnyHashable.Type), !(valueType is NSNumber.Type) {
            plainTypes.insert(key)
        }
        return unwrapped
    }
}
