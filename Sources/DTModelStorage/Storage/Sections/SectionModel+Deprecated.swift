import Foundation

extension SectionModel {
    /// Replaces the section's items with `items`.
    ///
    /// - Parameter items: The new items.
    @available(*, deprecated, message: "Please assign items using .items property directly.")
    public func setItems<T>(_ items: [T]) {
        self.items = items
    }
}
