import Foundation

/// The items of one section as an outline: top-level items, each with child items of its own,
/// and which of them are expanded (iOS 14).
///
/// ```swift
/// var outline = NSDiffableDataSourceSectionSnapshot<String>()
/// outline.append(["Fruit", "Vegetables"])
/// outline.append(["Apple", "Pear"], to: "Fruit")
/// outline.expand(["Fruit"])
/// // outline.visibleItems == ["Fruit", "Apple", "Pear", "Vegetables"]
/// ```
///
/// Every item appears once in the whole outline. ``items`` lists them all, parents before their
/// children; ``visibleItems`` leaves out the children of collapsed items.
///
/// A table's diffable data source has no way to apply one: UIKit's `apply(_:to:)` for section
/// snapshots belongs to the collection view's data source only, so on iOS as here a table screen
/// builds the section's rows from ``visibleItems`` into an `NSDiffableDataSourceSnapshot`.
///
/// Headless: errors UIKit raises (an item supplied twice, an item the snapshot does not contain)
/// go to ``HeadlessSnapshotViolations/handler``, as those of `NSDiffableDataSourceSnapshot` do;
/// the call then changes nothing (or ignores the unknown items).
@available(iOS 14.0, tvOS 14.0, *)
@preconcurrency
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>: Sendable
where ItemIdentifierType: Hashable & Sendable {
    /// The top-level items, in order.
    var roots: [ItemIdentifierType] = []
    /// The children of each item that has any, in order.
    var childrenOfParent: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    /// The parent of each child item.
    var parentOfChild: [ItemIdentifierType: ItemIdentifierType] = [:]
    /// Every item of the outline.
    var members: Set<ItemIdentifierType> = []
    /// The expanded items.
    var expanded: Set<ItemIdentifierType> = []

    /// Creates an empty section snapshot.
    public init() {}

    /// Creates a copy of a section snapshot.
    ///
    /// - Parameter snapshot: The snapshot to copy.
    public init(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        self = snapshot
    }

    // MARK: - Accessing items

    /// Every item, each parent followed by its children (depth first).
    ///
    /// - Complexity: O(*n*).
    public var items: [ItemIdentifierType] {
        flattened(visibleOnly: false)
    }

    /// The top-level items, in order.
    public var rootItems: [ItemIdentifierType] {
        roots
    }

    /// The items a list shows: every top-level item, and the children of expanded items whose
    /// ancestors are all expanded, parents before their children.
    ///
    /// - Complexity: O(*n*).
    public var visibleItems: [ItemIdentifierType] {
        flattened(visibleOnly: true)
    }

    /// The expanded items, in the order of ``items``.
    public var expandedItems: [ItemIdentifierType] {
        items.filter(expanded.contains)
    }

    // MARK: - Item metrics

    /// Whether the snapshot contains an item.
    ///
    /// - Parameter item: The item.
    /// - Returns: `true` when it is anywhere in the outline.
    public func contains(_ item: ItemIdentifierType) -> Bool {
        members.contains(item)
    }

    /// Whether an item is expanded (set with ``expand(_:)``).
    ///
    /// - Parameter item: The item.
    /// - Returns: `true` when it is expanded; `false` for an item the snapshot does not contain.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool {
        expanded.contains(item)
    }

    /// Whether an item is shown: it is a top-level item, or all its ancestors are expanded.
    ///
    /// - Parameter item: The item.
    /// - Returns: `true` when it is among ``visibleItems``.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard members.contains(item) else { return false }
        var next = parentOfChild[item]
        while let ancestor = next {
            guard expanded.contains(ancestor) else { return false }
            next = parentOfChild[ancestor]
        }
        return true
    }

    /// How deep an item sits: 0 for a top-level item, 1 for its children, and so on.
    ///
    /// - Parameter item: The item; one the snapshot does not contain is a violation (answer 0).
    /// - Returns: The item's level.
    public func level(of item: ItemIdentifierType) -> Int {
        guard members.contains(item) else {
            HeadlessSnapshotViolations.report([DiffableViolation.unknownItem(item, in: "level(of:)")])
            return 0
        }
        var level = 0
        var next = parentOfChild[item]
        while let ancestor = next {
            level += 1
            next = parentOfChild[ancestor]
        }
        return level
    }

    /// The position of an item in ``items``.
    ///
    /// - Parameter item: The item.
    /// - Returns: Its index, or `nil` when the snapshot does not contain it.
    /// - Complexity: O(*n*).
    public func index(of item: ItemIdentifierType) -> Int? {
        guard members.contains(item) else { return nil }
        return items.firstIndex(of: item)
    }

    /// The parent of an item.
    ///
    /// - Parameter child: The item.
    /// - Returns: Its parent, or `nil` for a top-level item or one the snapshot does not contain.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? {
        parentOfChild[child]
    }

    /// A section snapshot of an item's descendants: its children become the top-level items,
    /// or the item itself is the one top-level item when `includingParent` is `true`. Expanded
    /// items stay expanded.
    ///
    /// - Parameters:
    ///   - parent: The item; one the snapshot does not contain is a violation (answer: an empty
    ///     snapshot).
    ///   - includingParent: Whether `parent` is the new snapshot's top-level item.
    /// - Returns: The new snapshot.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        guard members.contains(parent) else {
            HeadlessSnapshotViolations.report([DiffableViolation.unknownItem(parent, in: "snapshot(of:includingParent:)")])
            return NSDiffableDataSourceSectionSnapshot()
        }
        var result = NSDiffableDataSourceSectionSnapshot()
        result.roots = includingParent ? [parent] : childrenOfParent[parent] ?? []
        for root in result.roots { result.copySubtree(of: root, from: self) }
        return result
    }

    /// The outline as text, one item per line, indented two spaces per level; an expanded item
    /// is marked `-` and a collapsed item with children `+` (HeadlessUIKit's format: UIKit's
    /// output is for reading only and differs).
    ///
    /// - Returns: The description.
    public func visualDescription() -> String {
        items.map { item in
            let marker = childrenOfParent[item] == nil ? " " : expanded.contains(item) ? "-" : "+"
            return String(repeating: "  ", count: level(of: item)) + marker + " " + String(describing: item)
        }.joined(separator: "\n")
    }

    // MARK: - Internal

    /// The items depth first, skipping the children of collapsed items when `visibleOnly`.
    private func flattened(visibleOnly: Bool) -> [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        result.reserveCapacity(visibleOnly ? roots.count : members.count)
        var stack = Array(roots.reversed())
        while let item = stack.popLast() {
            result.append(item)
            guard !visibleOnly || expanded.contains(item), let children = childrenOfParent[item] else { continue }
            stack.append(contentsOf: children.reversed())
        }
        return result
    }

    /// Adds `item` (already placed by the caller) and its descendants from `source`, with their
    /// expansion.
    mutating func copySubtree(of item: ItemIdentifierType, from source: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        members.insert(item)
        if source.expanded.contains(item) { expanded.insert(item) }
        guard let children = source.childrenOfParent[item] else { return }
        childrenOfParent[item] = children
        for child in children {
            parentOfChild[child] = item
            copySubtree(of: child, from: source)
        }
    }
}
