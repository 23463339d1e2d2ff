import Foundation

/// The drop in progress on a table view: its items, destination and proposal, and where each
/// item animates to.
@preconcurrency @MainActor
public protocol UITableViewDropCoordinator: NSObjectProtocol {
    /// The dropped items, in order.
    var items: [UITableViewDropItem] { get }
    /// The last row the drop was over; a row one past the end of a section means appending to
    /// it, and `nil` means no row (the intent is then unspecified).
    var destinationIndexPath: IndexPath? { get }
    /// The proposal in effect when the user dropped.
    var proposal: UITableViewDropProposal { get }
    /// The drop session.
    var session: UIDropSession { get }

    /// Animates an item to a placeholder row inserted without a data-source update.
    ///
    /// - Parameters:
    ///   - dragItem: The dropped item.
    ///   - placeholder: The placeholder row to insert.
    /// - Returns: The context to commit or delete the placeholder with once the data loads.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to placeholder: UITableViewDropPlaceholder) -> UITableViewDropPlaceholderContext

    /// Animates an item to a row the app has just inserted.
    ///
    /// - Parameters:
    ///   - dragItem: The dropped item.
    ///   - indexPath: The inserted row.
    /// - Returns: The animator for the drop animation.
    @discardableResult
    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> UIDragAnimating

    /// Animates an item into a rectangle of an existing row.
    ///
    /// - Parameters:
    ///   - dragItem: The dropped item.
    ///   - indexPath: The row.
    ///   - rect: The rectangle, in the cell's coordinates.
    /// - Returns: The animator for the drop animation.
    @discardableResult
    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating

    /// Animates an item to a preview target.
    ///
    /// - Parameters:
    ///   - dragItem: The dropped item.
    ///   - target: Where the item animates to.
    /// - Returns: The animator for the drop animation.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating
}
