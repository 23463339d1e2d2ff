import Foundation

/// Section and item changes collected before they are written into a ``StorageUpdate``.
struct ChangeLog {
    var sectionChanges: [(ChangeType, [Int])] = []
    var objectChanges = ItemChangeList()
    var updatedObjects: [IndexPath: Any] = [:]

    /// The number of recorded changes, to tell whether an operation changed anything.
    var count: Int { sectionChanges.count + objectChanges.count }

    /// Appends the changes to an update.
    func record(into update: StorageUpdate) {
        update.sectionChanges += sectionChanges
        update.recordItemChanges(objectChanges)
        update.updatedObjects.merge(updatedObjects) { _, new in new }
    }
}
