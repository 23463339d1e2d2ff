import Foundation

/// A section of a storage: an ordered list of items.
public protocol Section {
    /// Returns the item at a position, or `nil` if the position is out of range.
    ///
    /// - Parameter index: The item's position in the section.
    func item(at index: Int) -> Any?

    /// The number of items in the section.
    var numberOfItems: Int { get }

    /// Whether the section has no items.
    var isEmpty: Bool { get }
}
