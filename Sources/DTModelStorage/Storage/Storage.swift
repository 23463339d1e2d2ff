import Foundation

/// A source of items arranged in sections, as a table or collection view reads them.
///
/// `MemoryStorage` is the storage most apps use; any type that can answer these three questions can
/// drive a manager.
public protocol Storage: AnyObject {
    /// Returns the number of sections.
    func numberOfSections() -> Int

    /// Returns the number of items in a section, or 0 if the section does not exist.
    ///
    /// - Parameter section: The section index.
    func numberOfItems(inSection section: Int) -> Int

    /// Returns the item at an index path, or `nil` if there is none.
    ///
    /// - Parameter indexPath: The item's index path.
    func item(at indexPath: IndexPath) -> Any?
}
