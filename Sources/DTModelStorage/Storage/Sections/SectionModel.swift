import Foundation

/// A section of `MemoryStorage`: its items, and a way back to its index in the storage.
///
/// Change a storage's sections through `MemoryStorage` so that the change is animated; editing
/// ``items`` directly changes the contents without telling any view.
open class SectionModel: Section, SectionLocatable {
    /// The section's items, in display order.
    public var items: [Any]

    /// The storage that knows the section's index; set by `MemoryStorage`, held weakly.
    public weak var sectionLocationDelegate: SectionLocationIdentifyable?

    /// Creates a section holding `items`.
    ///
    /// - Parameter items: The section's items.
    public init(items: [Any] = []) {
        self.items = items
    }

    /// The section's current index in its storage, or `nil` if it belongs to none.
    ///
    /// - Complexity: O(*s*), where *s* is the number of sections in the storage.
    public var currentSectionIndex: Int? {
        sectionLocationDelegate?.sectionIndex(for: self)
    }

    /// Returns the item at a position, or `nil` if the position is out of range.
    ///
    /// - Parameter index: The item's position.
    /// - Complexity: O(1).
    public func item(at index: Int) -> Any? {
        items.indices.contains(index) ? items[index] : nil
    }

    /// The number of items in the section.
    public var numberOfItems: Int { items.count }

    /// Whether the section has no items.
    public var isEmpty: Bool { items.isEmpty }

    /// Returns the items that are of `type`, in order, skipping the others.
    ///
    /// - Parameter type: The type to keep.
    /// - Complexity: O(*n*), where *n* is the number of items.
    public func items<T>(ofType type: T.Type) -> [T] {
        items.compactMap { $0 as? T }
    }
}
