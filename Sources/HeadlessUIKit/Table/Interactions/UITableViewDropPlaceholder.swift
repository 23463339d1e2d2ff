import Foundation

/// A temporary row a table view shows where dropped data will go until the data has loaded.
@preconcurrency @MainActor
open class UITableViewDropPlaceholder: UITableViewPlaceholder {
    /// Returns the preview parameters used when the item drops onto the placeholder's cell.
    open var previewParametersProvider: ((UITableViewCell) -> UIDragPreviewParameters?)?
}
