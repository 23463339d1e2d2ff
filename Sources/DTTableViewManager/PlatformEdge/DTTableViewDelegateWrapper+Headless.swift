import Foundation

#if HEADLESS_UIKIT
// HeadlessUIKit asks delegate objects which methods they implement through
// `HeadlessTableViewMethodResponding`; on Apple platforms the same answer comes from `responds(to:)`.
extension DTTableViewDelegateWrapper: HeadlessTableViewMethodResponding {
    /// Whether the table should call `method` on this object: the owner implements it, a
    /// reaction is registered for its event, or the object answers it from storage.
    public func responds(to method: HeadlessTableViewMethod) -> Bool {
        if ownerImplements(method) { return true }
        if let event = EventMethodSignature(method) { return implements(event) }
        return Self.methodsAnsweredFromStorage.contains(method)
    }

    /// Methods that are not events and that the manager's objects always answer from storage and
    /// mappings: the twin of `NSObject.responds(to:)` finding them implemented.
    private static let methodsAnsweredFromStorage: Set<HeadlessTableViewMethod> = [
        .numberOfSections, .titleForHeaderInSection, .titleForFooterInSection,
        .viewForHeaderInSection, .viewForFooterInSection,
    ]
}

extension DTTableViewDelegateWrapper {
    /// Whether the owner implements `method`: its own answer when it reports one, otherwise
    /// whether it adopts the protocol declaring the method (its calls then reach either its
    /// implementation or the protocol's default, which the table recognises).
    func ownerImplements(_ method: HeadlessTableViewMethod) -> Bool {
        guard let owner = delegate else { return false }
        if let responding = owner as? HeadlessTableViewMethodResponding {
            return responding.responds(to: method)
        }
        switch method.declaringProtocol {
        case .dataSource: return owner is UITableViewDataSource
        case .delegate: return owner is UITableViewDelegate
        case .scrollViewDelegate: return owner is UIScrollViewDelegate
        case .dataSourcePrefetching: return owner is UITableViewDataSourcePrefetching
        case .dragDelegate: return owner is UITableViewDragDelegate
        case .dropDelegate: return owner is UITableViewDropDelegate
        }
    }

    /// Returns `placeholder` after telling the table that the call fell through to UIKit's
    /// default, so the table applies its own default instead of the placeholder.
    func uikitDefault<Value>(_ placeholder: Value) -> Value {
        HeadlessUnimplementedMethod.reached()
        return placeholder
    }
}
#endif
