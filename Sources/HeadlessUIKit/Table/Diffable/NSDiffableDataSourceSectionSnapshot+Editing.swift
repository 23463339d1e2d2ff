import Foundation

// Changing a section snapshot's outline. Each call that UIKit would reject (an item supplied twice
// or already in the snapshot, an anchor or parent the snapshot does not contain) reports a
// violation and changes nothing; unknown items given to `delete`, `expand` and `collapse` are
// reported and skipped.
@available(iOS 14.0, tvOS 14.0, *)
extension NSDiffableDataSourceSectionSnapshot {
    // MARK: - Adding items

    /// Adds items at the end of a parent's children, or at the end of the top-level items.
    ///
    /// - Parameters:
    ///   - items: The new items, which must not be in the snapshot yet.
    ///   - parent: The item they become children of; `nil` (the default) for the top level.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        if let parent, !members.contains(parent) {
            HeadlessSnapshotViolations.report([DiffableViolation.unknownItem(parent, in: "append(_:to:)")])
            return
        }
        guard acceptsNewItems(items) else { return }
        setChildren(children(of: parent) + items, of: parent)
    }

    /// Inserts items right before an item, as its siblings.
    ///
    /// - Parameters:
    ///   - items: The new items.
    ///   - item: The item they go before.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(items, beside: item, after: false, operation: "insert(_:before:)")
    }

    /// Inserts items right after an item, as its siblings.
    ///
    /// - Parameters:
    ///   - items: The new items.
    ///   - item: The item they go after.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(items, beside: item, after: true, operation: "insert(_:after:)")
    }

    /// Inserts another section snapshot's outline right before an item: its top-level items
    /// become the item's siblings, with their descendants and expansion.
    ///
    /// - Parameters:
    ///   - snapshot: The outline to insert; none of its items may be in this snapshot.
    ///   - item: The item it goes before.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before item: ItemIdentifierType) {
        insert(snapshot, beside: item, after: false, operation: "insert(_:before:)")
    }

    /// Inserts another section snapshot's outline right after an item: its top-level items
    /// become the item's siblings, with their descendants and expansion.
    ///
    /// - Parameters:
    ///   - snapshot: The outline to insert; none of its items may be in this snapshot.
    ///   - item: The item it goes after.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after item: ItemIdentifierType) {
        insert(snapshot, beside: item, after: true, operation: "insert(_:after:)")
    }

    /// Replaces an item's children (and their descendants) with another section snapshot's
    /// outline.
    ///
    /// - Parameters:
    ///   - parent: The item whose children change.
    ///   - snapshot: The new children's outline.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        guard members.contains(parent) else {
            HeadlessSnapshotViolations.report([DiffableViolation.unknownItem(parent, in: "replace(childrenOf:using:)")])
            return
        }
        var replaced = self
        for child in replaced.children(of: parent) { replaced.removeSubtree(of: child) }
        replaced.setChildren([], of: parent)
        guard replaced.acceptsNewItems(snapshot.items) else { return }
        replaced.graft(snapshot, into: parent, at: 0)
        self = replaced
    }

    // MARK: - Removing items

    /// Deletes items together with all their descendants.
    ///
    /// - Parameter items: The items.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items {
            guard members.contains(item) else {
                HeadlessSnapshotViolations.report([DiffableViolation.unknownItem(item, in: "delete(_:)")])
                continue
            }
            let parent = parentOfChild[item]
            setChildren(children(of: parent).filter { $0 != item }, of: parent)
            removeSubtree(of: item)
        }
    }

    /// Deletes every item.
    public mutating func deleteAll() {
        self = NSDiffableDataSourceSectionSnapshot()
    }

    // MARK: - Expanding and collapsing

    /// Expands items, so that their children are visible when they are.
    ///
    /// - Parameter items: The items.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in knownItems(items, in: "expand(_:)") { expanded.insert(item) }
    }

    /// Collapses items, hiding their descendants.
    ///
    /// - Parameter items: The items.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in knownItems(items, in: "collapse(_:)") { expanded.remove(item) }
    }

    // MARK: - Internal

    /// The children of `parent`, or the top-level items for `nil`.
    func children(of parent: ItemIdentifierType?) -> [ItemIdentifierType] {
        guard let parent else { return roots }
        return childrenOfParent[parent] ?? []
    }

    /// Makes `children` the children of `parent` (the top-level items for `nil`), in order.
    private mutating func setChildren(_ children: [ItemIdentifierType], of parent: ItemIdentifierType?) {
        for child in children {
            members.insert(child)
            parentOfChild[child] = parent
        }
        guard let parent else {
            roots = children
            return
        }
        childrenOfParent[parent] = children.isEmpty ? nil : children
    }

    /// Whether `items` can be added: none twice, none already here. Reports the duplicates.
    private func acceptsNewItems(_ items: [ItemIdentifierType]) -> Bool {
        var seen = Set<ItemIdentifierType>()
        let duplicates = items.filter { members.contains($0) || !seen.insert($0).inserted }
        guard duplicates.isEmpty else {
            HeadlessSnapshotViolations.report([DiffableViolation.nonUniqueItems(duplicates)])
            return false
        }
        return true
    }

    /// The items of `items` the snapshot contains; the others are reported.
    private func knownItems(_ items: [ItemIdentifierType], in operation: String) -> [ItemIdentifierType] {
        let unknown = items.filter { !members.contains($0) }
        HeadlessSnapshotViolations.report(unknown.map { DiffableViolation.unknownItem($0, in: operation) })
        return items.filter(members.contains)
    }

    /// Inserts `items` as siblings of `anchor`, before or after it.
    private mutating func insert(_ items: [ItemIdentifierType], beside anchor: ItemIdentifierType, after: Bool, operation: String) {
        guard let (parent, index) = siblingPosition(beside: anchor, after: after, operation: operation),
              acceptsNewItems(items)
        else { return }
        var siblings = children(of: parent)
        siblings.insert(contentsOf: items, at: index)
        setChildren(siblings, of: parent)
    }

    /// Inserts `snapshot`'s outline as siblings of `anchor`, before or after it.
    private mutating func insert(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
        beside anchor: ItemIdentifierType,
        after: Bool,
        operation: String
    ) {
        guard let (parent, index) = siblingPosition(beside: anchor, after: after, operation: operation),
              acceptsNewItems(snapshot.items)
        else { return }
        graft(snapshot, into: parent, at: index)
    }

    /// Where siblings inserted before or after `anchor` go; `nil` (reported) when the snapshot
    /// does not contain it.
    private func siblingPosition(beside anchor: ItemIdentifierType, after: Bool, operation: String) -> (ItemIdentifierType?, Int)? {
        guard members.contains(anchor), let index = children(of: parentOfChild[anchor]).firstIndex(of: anchor) else {
            HeadlessSnapshotViolations.report([DiffableViolation.unknownItem(anchor, in: operation)])
            return nil
        }
        return (parentOfChild[anchor], after ? index + 1 : index)
    }

    /// Puts `snapshot`'s top-level items among `parent`'s children at `index`, with their
    /// descendants and expansion.
    private mutating func graft(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, into parent: ItemIdentifierType?, at index: Int) {
        var siblings = children(of: parent)
        siblings.insert(contentsOf: snapshot.roots, at: index)
        setChildren(siblings, of: parent)
        for root in snapshot.roots { copySubtree(of: root, from: snapshot) }
    }

    /// Forgets `item` and its descendants (the caller removes `item` from its parent's list).
    private mutating func removeSubtree(of item: ItemIdentifierType) {
        for child in childrenOfParent[item] ?? [] { removeSubtree(of: child) }
        childrenOfParent[item] = nil
        parentOfChild[item] = nil
        members.remove(item)
        expanded.remove(item)
    }
}
