/// An object that states which table-view methods it implements, as an Objective-C object
/// answers `responds(to:)`.
///
/// A table view asks an object assigned to one of its delegate or data-source properties about
/// every method of that property's ``HeadlessTableViewMethod/Role`` at assignment, caches the answers until
/// the property is assigned again, and never calls a method answered `false`, applying UIKit's
/// default instead. Objects that do not adopt this protocol are probed lazily through
/// ``HeadlessUnimplementedMethod/detect(_:)``.
///
/// ```swift
/// final class Forwarder: NSObject, UITableViewDelegate, HeadlessTableViewMethodResponding {
///     var handlesSelection = false
///     func responds(to method: HeadlessTableViewMethod) -> Bool {
///         method == .didSelectRowAt ? handlesSelection : false
///     }
///     func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { … }
/// }
/// ```
@preconcurrency @MainActor
public protocol HeadlessTableViewMethodResponding: AnyObject {
    /// Whether the object implements a method.
    ///
    /// - Parameter method: A method of the protocol the object is assigned for.
    /// - Returns: `true` when the table view may call the method; `false` makes it apply UIKit's
    ///   default until the property is assigned again.
    func responds(to method: HeadlessTableViewMethod) -> Bool

    /// Which of `methods` the object implements; the table asks this once each time the object
    /// is assigned.
    ///
    /// The default implementation asks ``responds(to:)`` about each method. An object that
    /// answers from shared state, such as a list of registered closures, can work that state out
    /// once here instead of once per method.
    ///
    /// - Parameter methods: The optional methods of the role the object is assigned for.
    /// - Returns: The methods among `methods` the table view may call.
    func respondingMethods(among methods: [HeadlessTableViewMethod]) -> Set<HeadlessTableViewMethod>
}

extension HeadlessTableViewMethodResponding {
    /// Asks ``responds(to:)`` about each of `methods`.
    ///
    /// - Parameter methods: The optional methods of the role the object is assigned for.
    /// - Returns: The methods among `methods` the object responds to.
    public func respondingMethods(among methods: [HeadlessTableViewMethod]) -> Set<HeadlessTableViewMethod> {
        Set(methods.filter(responds(to:)))
    }
}
