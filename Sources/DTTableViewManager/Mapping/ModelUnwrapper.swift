import Foundation

/// Unwraps models from optionals like `RuntimeHelper.recursivelyUnwrapAnyValue(_:)`, remembering
/// the dynamic types that are not optionals so that their models skip the runtime cast.
///
/// A table usually shows a handful of model types, and `cellForRowAt` unwraps a model for every
/// row: after the first model of each type, unwrapping is a comparison with the type seen last,
/// or a set lookup. The types are remembered for the whole process, not per manager: the runtime
/// cast asks whether the type conforms to a protocol, which on Linux scans the conformance
/// records every time it fails (about 10,000 instructions), and a screen that is opened again
/// gets a new manager.
struct ModelUnwrapper {
    /// Dynamic types whose values unwrap to themselves, as seen by every manager. Main-actor
    /// isolated like the delegate objects that unwrap models; it only grows, by one entry per
    /// model type.
    @MainActor private static var plainTypes: Set<ObjectIdentifier> = []

    /// The member of ``plainTypes`` found last: rows usually show one model type after another,
    /// so most models are recognised without hashing.
    @MainActor private static var lastPlainType: ObjectIdentifier?

    /// `value` unwrapped from any number of optionals.
    ///
    /// - Parameter value: A model, possibly an optional or nested optionals.
    /// - Returns: The innermost value, or `nil` if some level holds none.
    /// - Complexity: O(1) for a type already seen that is not an optional.
    @MainActor
    func unwrap(_ value: Any) -> Any? {
        let valueType = type(of: value)
        let key = ObjectIdentifier(valueType)
        if key == Self.lastPlainType { return value }
        if Self.plainTypes.contains(key) {
            Self.lastPlainType = key
            return value
        }
        guard let unwrapped = RuntimeHelper.recursivelyUnwrapAnyValue(value) else { return nil }
        // Casts out of these boxes depend on the boxed value, not on the box's type alone.
        if type(of: unwrapped) == valueType, !(valueType is AnyHashable.Type), !(valueType is NSNumber.Type) {
            Self.plainTypes.insert(key)
            Self.lastPlainType = key
        }
        return unwrapped
    }
}
