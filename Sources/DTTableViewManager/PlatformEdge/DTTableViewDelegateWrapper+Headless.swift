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
        var responding = Set<HeadlessTableViewMethod>(minimumCapacity: methods.count)
        // A loop, not `filter`: a closure passed from main-actor code to a nonisolated function
        // checks its executor on every call, and this runs for every method at every assignment.
        for method in methods where responds(to: method, owner: owner, hasReaction: reacting.contains) {
            responding.insert(method)
        }
        return responding
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
    /// The protocols the owner adopts, one bit each (see ``bit(_:)``): made without allocating,
    /// as the manager's objects make one at every assignment.
    private let adoptedProtocols: UInt8

    init(_ owner: AnyObject?) {
        responding = owner as? HeadlessTableViewMethodResponding
        var adopted: UInt8 = 0
        if responding == nil, let owner {
            if owner is UITableViewDataSource { adopted |= Self.bit(.dataSource) }
            if owner is UITableViewDelegate { adopted |= Self.bit(.delegate) }
            if owner is UIScrollViewDelegate { adopted |= Self.bit(.scrollViewDelegate) }
            if owner is UITableViewDataSourcePrefetching { adopted |= Self.bit(.dataSourcePrefetching) }
            if owner is UITableViewDragDelegate { adopted |= Self.bit(.dragDelegate) }
            if owner is UITableViewDropDelegate { adopted |= Self.bit(.dropDelegate) }
        }
        adoptedProtocols = adopted
    }

    /// Whether the owner implements `method`.
    func implements(_ method: HeadlessTableViewMethod) -> Bool {
        if let responding { return responding.responds(to: method) }
        return adoptedProtocols & Self.bit(method.declaringProtocol) != 0
    }

    /// The bit of `declaringProtocol` in ``adoptedProtocols``.
    private static func bit(_ declaringProtocol: HeadlessTableViewMethod.DeclaringProtocol) -> UInt8 {
        switch declaringProtocol {
        case .dataSource: 1 << 0
        case .delegate: 1 << 1
        case .scrollViewDelegate: 1 << 2
        case .dataSourcePrefetching: 1 << 3
        case .dragDelegate: 1 << 4
        case .dropDelegate: 1 << 5
        }
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
