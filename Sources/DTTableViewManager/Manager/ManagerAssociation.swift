import Foundation

#if !canImport(ObjectiveC) || HEADLESS_UIKIT
/// Associates each ``DTTableViewManageable`` owner with its manager, without Objective-C
/// associated objects.
///
/// An owner that is a `UIResponder` (a view controller or a view, the usual case) holds its
/// manager in HeadlessUIKit's associated-object store, so the manager is released together with
/// its owner, as on Apple platforms. Any other owner is tracked in a table keyed by the owner's
/// identity that holds the owner weakly: it never keeps an owner alive, an entry whose owner has
/// gone is purged and is never handed to a new object that reuses the address, but the manager
/// itself lives until that purge.
@MainActor
enum ManagerAssociation {
    /// The key of the manager in a responder's associated objects.
    private static let responderKey = ObjectIdentifier(DTTableViewManager.self)

    private struct Entry {
        weak var owner: AnyObject?
        let manager: DTTableViewManager
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]
    /// Live entries after the last purge; a purge runs when the table has doubled since.
    private static var countAfterPurge = 0

    /// The manager associated with `owner`, if any.
    static func manager(of owner: AnyObject) -> DTTableViewManager? {
        if let responder = owner as? UIResponder {
            return responder.headlessAssociatedObjects[responderKey] as? DTTableViewManager
        }
        guard let entry = entries[ObjectIdentifier(owner)], entry.owner === owner else { return nil }
        return entry.manager
    }

    /// Associates `manager` with `owner`, replacing any previous association.
    static func setManager(_ manager: DTTableViewManager, of owner: AnyObject) {
        if let responder = owner as? UIResponder {
            responder.headlessAssociatedObjects[responderKey] = manager
            return
        }
        entries[ObjectIdentifier(owner)] = Entry(owner: owner, manager: manager)
        if entries.count > max(16, countAfterPurge * 2) {
            entries = entries.filter { $0.value.owner != nil }
            countAfterPurge = entries.count
        }
    }

    /// The number of table entries (owners that are not responders) still alive, after purging
    /// the others.
    static func purgeReleasedOwners() -> Int {
        entries = entries.filter { $0.value.owner != nil }
        countAfterPurge = entries.count
        return entries.count
    }
}
#endif
