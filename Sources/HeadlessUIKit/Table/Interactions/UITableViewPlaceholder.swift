import Foundation

/// A temporary row a table view inserts without a data-source update.
@preconcurrency @MainActor
open class UITableViewPlaceholder: NSObject {
    /// Where the placeholder row is inserted (HeadlessUIKit-only: UIKit keeps it private).
    public let headlessInsertionIndexPath: IndexPath
    /// The reuse identifier of the placeholder's cell (HeadlessUIKit-only).
    public let headlessReuseIdentifier: String
    /// The placeholder row's height (HeadlessUIKit-only).
    public let headlessRowHeight: CGFloat
    /// Called to configure the placeholder's cell whenever it is shown.
    open var cellUpdateHandler: ((UITableViewCell) -> Void)?

    /// Creates a placeholder.
    ///
    /// - Parameters:
    ///   - insertionIndexPath: Where the placeholder row is inserted.
    ///   - reuseIdentifier: The reuse identifier of the placeholder's cell.
    ///   - rowHeight: The row's height, or `UITableView.automaticDimension` to self-size.
    public init(insertionIndexPath: IndexPath, reuseIdentifier: String, rowHeight: CGFloat) {
        headlessInsertionIndexPath = insertionIndexPath
        headlessReuseIdentifier = reuseIdentifier
        headlessRowHeight = rowHeight
        super.init()
    }
}
