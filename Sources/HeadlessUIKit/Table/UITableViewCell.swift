import Foundation

/// A row of a table view.
@MainActor
open class UITableViewCell: UIView {
}
