import HeadlessUIKit

/// The arguments a test passes when it calls a table method directly, created fresh for each
/// test so that no call sees another test's objects.
@MainActor
public struct TableMethodArguments {
    /// The table every call names.
    public let tableView = UITableView(frame: .zero, style: .plain)
    /// The cell of display calls.
    public let cell = UITableViewCell()
    /// The header, footer or zooming view of calls that take a view.
    public let view = UIView()
    /// The row of row calls: row 0 of section 0.
    public let indexPath = IndexPath(row: 0, section: 0)
    /// The session of drag-delegate calls.
    public let dragSession = HeadlessDragSession()
    /// The session of drop-delegate calls.
    public let dropSession = HeadlessDropSession()
    /// The configuration of context-menu calls.
    public let menu = UIContextMenuConfiguration(identifier: "menu" as NSString, previewProvider: nil, actionProvider: nil)
    /// The animator of context-menu calls.
    public let animator = HeadlessContextMenuInteractionAnimator()
    /// The context of focus calls.
    public let focus = UITableViewFocusUpdateContext(headlessPreviouslyFocusedIndexPath: nil, nextFocusedIndexPath: nil)
    /// The coordinator of the focus-update call.
    public let focusCoordinator = UIFocusAnimationCoordinator()
    /// The context of the spring-loading call.
    public let springLoading = HeadlessSpringLoadedInteractionContext()

    /// Creates a fresh set of arguments.
    public init() {}

    /// A coordinator dropping ``dropSession`` at ``indexPath`` with a copy proposal, new on each read.
    public var dropCoordinator: HeadlessTableViewDropCoordinator {
        HeadlessTableViewDropCoordinator(
            session: dropSession,
            destinationIndexPath: indexPath,
            proposal: UITableViewDropProposal(operation: .copy)
        )
    }
}
