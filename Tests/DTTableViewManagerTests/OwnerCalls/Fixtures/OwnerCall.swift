import DTTableViewManager
import Foundation

/// An owner adopting every table protocol.
typealias EveryTableProtocol = UITableViewDataSource & UITableViewDelegate & UITableViewDataSourcePrefetching
    & UITableViewDragDelegate & UITableViewDropDelegate

/// The arguments the owner calls pass, created fresh for each test.
@MainActor
struct OwnerCallArguments {
    let table = UITableView(frame: .zero, style: .plain)
    let cell = UITableViewCell()
    let view = UIView()
    let indexPath = IndexPath(row: 0, section: 0)
    let dragSession = HeadlessDragSession()
    let dropSession = HeadlessDropSession()
    let menu = UIContextMenuConfiguration(identifier: "menu" as NSString, previewProvider: nil, actionProvider: nil)
    let animator = HeadlessContextMenuInteractionAnimator()
    let focus = UITableViewFocusUpdateContext(previouslyFocusedIndexPath: nil, nextFocusedIndexPath: nil)
    let focusCoordinator = UIFocusAnimationCoordinator()
    let springLoading = HeadlessSpringLoadedInteractionContext()

    var dropCoordinator: HeadlessTableViewDropCoordinator {
        HeadlessTableViewDropCoordinator(
            session: dropSession,
            destinationIndexPath: indexPath,
            proposal: UITableViewDropProposal(operation: .copy)
        )
    }
}

/// One owner-call function (`OwnerCalls+Headless.swift`), called on an owner; `invoke` answers
/// whether the function reported the owner's method as implemented.
@MainActor
struct OwnerCall {
    /// The owner method the function calls.
    let method: TableViewMethod
    /// Whether UIKit requires the method, so every adopting owner implements it.
    let isRequired: Bool
    let invoke: (OwnerCallArguments, any EveryTableProtocol) -> Bool

    init(_ method: TableViewMethod, isRequired: Bool = false, _ invoke: @escaping (OwnerCallArguments, any EveryTableProtocol) -> Bool) {
        self.method = method
        self.isRequired = isRequired
        self.invoke = invoke
    }
}
