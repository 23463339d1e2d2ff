import Foundation

#if canImport(UIKit)
// UIKit's optional protocol requirements make an unimplemented method an absent (`nil`) function,
// so forwarding needs no detection. Answering `responds(to:)` from ``implements(_:)`` belongs to
// the Objective-C adapter that maps selectors to `TableViewMethod`.
extension DTTableViewDelegateWrapper {
    /// Calls a method of the owner, returning `nil` when the owner does not adopt `Owner` or does
    /// not implement the method.
    ///
    /// The method is named by an unapplied reference, `{ $0.tableView(_:heightForRowAt:) }`.
    func forwarded<Owner, Method, Result>(
        to ownerProtocol: Owner.Type,
        _ method: (Owner) -> Method?,
        _ call: (Method) -> Result
    ) -> Result? {
        guard let owner = delegate as? Owner, let implementation = method(owner) else { return nil }
        return call(implementation)
    }
}
#endif
