import Foundation

#if HEADLESS_UIKIT
// HeadlessUIKit asks delegate objects which methods they implement through
// `HeadlessTableViewMethodResponding`; on Apple platforms the same answer comes from `responds(to:)`.
extension DTTableViewDelegateWrapper: HeadlessTableViewMethodResponding {
    /// Whether the table should call `method` on this object: the owner implements it, a
    /// reaction is registered for its event, or the object answers it from storage.
    public func responds(to method: HeadlessTableViewMethod) -> Bool {
        responds(to: method, owner: OwnerMethods(delegate), hasReaction: hasReaction(for:))
    }

    /// The methods among `methods` the table should call, as ``responds(to:)`` answers them,
    /// with the owner's protocols and the registered reactions looked up once for all of them.
    public func respondingMethods(among methods: [HeadlessTableViewMethod]) -> Set<HeadlessTableViewMethod> {
        let owner = OwnerMethods(delegate)
        let reacting = eventsWithReactions()
        return Set(methods.filter { responds(to: $0, owner: owner, hasReaction: reacting.contains) })
    }

    private func responds(
        to method: HeadlessTableViewMethod,
        owner: OwnerMethods,
        hasReaction: (EventMethodSignature) -> Bool
    ) -> Bool {
        if owner.implements(method) { return true }
        if let event = EventMethodSignature(method) { return answersWithoutOwner(event) || hasReaction(event) }
        return Self.methodsAnsweredFromStorage.contains(method)
    }

    /// Methods that are not events and that the manager's objects always answer from storage and
    /// mappings: the twin of `NSObject.responds(to:)` finding them implemented.
    private static let methodsAnsweredFromStorage: Set<HeadlessTableViewMethod> = [
        .numberOfSections, .titleForHeaderInSection, .titleForFooterInSection,
        .viewForHeaderInSection, .viewForFooterInSection,
    ]
}

/// Which methods a wrapper's owner implements: its own answer when it reports one, otherwise
/// whether it adopts the protocol declaring the method (its calls then reach either its
/// implementation or the protocol's default, which the table recognises). The owner's
/// conformances are looked up once, when this is made.
@MainActor
struct OwnerMethods {
    private let responding: HeadlessTableViewMethodResponding?
    private let adoptedProtocols: Set<HeadlessTableViewMethod.DeclaringProtocol>

    init(_ owner: AnyObject?) {
        responding = owner as? HeadlessTableViewMethodResponding
        var adopted = Set<HeadlessTableViewMethod.DeclaringProtocol>()
        if responding == nil, let owner {
            if owner is UITableViewDataSource { adopted.insert(.dataSource) }
            if owner is UITableViewDelegate { adopted.insert(.delegate) }
            if owner is UIScrollViewDelegate { adopted.insert(.scrollViewDelegate) }
            if owner is UITableViewDataSourcePrefetching { adopted.insert(.dataSourcePrefetching) }
            if owner is UITableViewDragDelegate { adopted.insert(.dragDelegate) }
            if owner is UITableViewDropDelegate { adopted.insert(.dropDelegate) }
        }
        adoptedProtocols = adopted
    }

    /// Whether the owner implements `method`.
    func implements(_ method: HeadlessTableViewMethod) -> Bool {
        if let responding { return responding.responds(to: method) }
        return adoptedProtocols.contains(method.declaringProtocol)
    }
}

extension DTTableViewDelegateWrapper {
    /// Returns `placeholder` after telling the table that the call fell through to UIKit's
    /// default, so the table applies its own default instead of the placeholder.
    func uikitDefault<Value>(_ placeholder: Value) -> Value {
        HeadlessUnimplementedMethod.reached()
        return placeholder
    }
}
#endif
