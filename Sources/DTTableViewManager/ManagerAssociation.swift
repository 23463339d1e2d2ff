import Foundation

#if !(canImport(ObjectiveC) && canImport(UIKit))
/// Associates each ``DTTableViewManageable`` owner with its manager, without Objective-C
/// associated objects.
///
/// Entries are keyed by the owner's identity and hold the owner weakly, so the association never
/// keeps an owner alive; an entry whose owner has gone is purged, and is never handed to a new
/// object that happens to reuse the address.
@MainActor
enum ManagerAssociation {
    private struct Entry {
        weak var owner: AnyObject?
        let manager: DTTableViewManager
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]
    /// Live entries after the last purge; a purge runs when the table has doubled since.
    private static var countAfterPurge = 0

    /// The manager associated with `owner`, if any.
    static func manager(of owner: AnyObject) -> DTTableViewManager? {
        guard let entry = entries[ObjectIdentifier(owner)], entry.owner === owner else { return nil }
        return entry.manager
    }

    /// Associates `manager` with `owner`, replacing any previous association.
    static func setManager(_ manager: DTTableViewManager, of owner: AnyObject) {
        entries[ObjectIdentifier(owner)] = Entry(owner: owner, manager: manager)
        if entries.count > max(16, countAfterPurge * 2) {
            entries = entries.filter { $0.value.owner != nil }
            countAfterPurge = entries.count
        }
    }

    /// The number of associations whose owners are still alive, after purging the others.
    static func purgeReleasedOwners() -> Int {
        entries = entries.filter { $0.value.owner != nil }
        countAfterPurge = entries.count
        return entries.count
    }
}
#endif
