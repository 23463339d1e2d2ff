import Foundation

/// A reusable view for a section's header or footer.
@MainActor
open class UITableViewHeaderFooterView: UIView {
}
