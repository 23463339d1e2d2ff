import Foundation

/// A view that presents data in rows arranged in sections. Headless: rows are laid out and
/// recycled as UIKit does, without drawing.
@MainActor
open class UITableView: UIView {
}
