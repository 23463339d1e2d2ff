import Foundation

/// A section of `MemoryStorage`: its items, and a way back to its index in the storage.
///
/// Change a storage's sections through `MemoryStorage` so that the change is animated; editing
/// ``items`` directly changes the contents without telling any view.
///
/// Every member upstream declares `open` is `open` here. The storage and the table read a section
/// through ``item(at:)``, ``numberOfItems`` and ``items``, so a subclass's overrides answer them;
/// `MemoryStorage`'s own edits write the section's contents directly, not through the ``items``
/// setter, so that they keep a typed array unconverted.
open class SectionModel: Section, SectionLocatable {
    /// The section's items, in display order.
    ///
    /// - Complexity: Reading is O(1), except the first read after the storage was given a typed
    ///   array, which converts it to `[Any]` in O(*n*).
    open var items: [Any] {
        get {
            let items = contents.erased
            contents = SectionItems(items)  // convert a typed array only once
            return items
        }
        set { contents = SectionItems(newValue) }
    }

    /// The items as the storage keeps them: possibly the caller's typed array, read as `Any`
    /// element by element.
    final var contents: SectionItems

    /// The storage that knows the section's index; set by `MemoryStorage`, held weakly.
    open weak var sectionLocationDelegate: SectionLocationIdentifyable?

    /// Creates a section holding `items`.
    ///
    /// - Parameter items: The section's items.
    public init(items: [Any] = []) {
        contents = SectionItems(items)
    }

    /// Creates a section holding `contents` as they are.
    convenience init(contents: SectionItems) {
        self.init()
        self.contents = contents
    }

    /// The section's current index in its storage, or `nil` if it belongs to none.
    ///
    /// - Complexity: O(*s*), where *s* is the number of sections in the storage.
    open var currentSectionIndex: Int? {
        sectionLocationDelegate?.sectionIndex(for: self)
    }

    /// Returns the item at a position, or `nil` if the position is out of range.
    ///
    /// - Parameter index: The item's position.
    /// - Complexity: O(1).
    open func item(at index: Int) -> Any? {
        contents.indices.contains(index) ? contents[index] : nil
    }

    /// The number of items in the section.
    open var numberOfItems: Int { contents.count }

    /// Whether the section has no items.
    public var isEmpty: Bool { contents.isEmpty }

    /// Returns the items that are of `type`, in order, skipping the others.
    ///
    /// - Parameter type: The type to keep.
    /// - Complexity: O(*n*), where *n* is the number of items.
    open func items<T>(ofType type: T.Type) -> [T] {
        contents.typedArray(of: type) ?? contents.compactMap { $0 as? T }
    }

    /// Replaces the section's items with `items`.
    ///
    /// - Parameter items: The new items.
    @available(*, deprecated, message: "Please assign items using .items property directly.")
    open func setItems<T>(_ items: [T]) {
        self.items = items
    }
}
