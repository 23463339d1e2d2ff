import Foundation

// Focus, moving and edit-menu methods of the table's delegate: the implementations of its `open`
// members (declared in `DTTableViewDelegate.swift`); each `handle(_:…)` has the labels of the
// member it implements. `selectionFollowsFocusForRowAt` is `public`, as upstream.
extension DTTableViewDelegate {
    // MARK: - Moving

    func handle(
        _ tableView: UITableView,
        targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        firstAnswer(
            performCellReaction(.targetIndexPathForMoveFromRowAtIndexPath, at: sourceIndexPath, extra: proposedDestinationIndexPath),
            forwarded(to: UITableViewDelegate.self) {
                $0.implementedTargetIndexPathForMoveFromRowAt(tableView, sourceIndexPath, proposedDestinationIndexPath)
            },
            uikitDefault(proposedDestinationIndexPath)
        )
    }

    // MARK: - Focus

    func handle(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        firstAnswer(
            performCellReaction(.canFocusRowAtIndexPath, at: indexPath),
            forwarded(to: UITableViewDelegate.self) { $0.implementedCanFocusRowAt(tableView, indexPath) },
            uikitDefault(true)
        )
    }

    func handle(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool {
        firstAnswer(
            performUnmappedReaction(.shouldUpdateFocusInContext, context),
            forwarded(to: UITableViewDelegate.self) { $0.implementedShouldUpdateFocusInContext(tableView, context) },
            uikitDefault(true)
        )
    }

    func handle(_ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        _ = performUnmappedReaction(.didUpdateFocusInContextWithAnimationCoordinator, (context, coordinator)) as Void?
        _ = forwarded(to: UITableViewDelegate.self) { $0.implementedDidUpdateFocusInContext(tableView, context, coordinator) }
    }

    func handleIndexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? {
        firstAnswer(
            performUnmappedReaction(.indexPathForPreferredFocusedViewInTableView, ()),
            forwarded(to: UITableViewDelegate.self) { $0.implementedIndexPathForPreferredFocusedView(tableView) },
            uikitDefault(nil)
        )
    }

    // MARK: - Edit menu (deprecated in iOS 13)

    @available(iOS, deprecated: 13.0)
    @available(tvOS, deprecated: 13.0)
    func handle(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool {
        firstAnswer(
            performCellReaction(.shouldShowMenuForRowAtIndexPath, at: indexPath),
            forwarded(to: UITableViewDelegate.self) { $0.implementedShouldShowMenuForRowAt(tableView, indexPath) },
            uikitDefault(false)
        )
    }

    @available(iOS, deprecated: 13.0)
    @available(tvOS, deprecated: 13.0)
    func handle(_ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?) -> Bool {
        firstAnswer(
            performCellReaction(.canPerformActionForRowAtIndexPath, at: indexPath, extra: (action, sender)),
            forwarded(to: UITableViewDelegate.self) { $0.implementedCanPerformActionForRowAt(tableView, action, indexPath, sender) },
            uikitDefault(false)
        )
    }

    @available(iOS, deprecated: 13.0)
    @available(tvOS, deprecated: 13.0)
    func handle(_ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?) {
        _ = performCellReaction(.performActionForRowAtIndexPath, at: indexPath, extra: (action, sender)) as Void?
        _ = forwarded(to: UITableViewDelegate.self) { $0.implementedPerformActionForRowAt(tableView, action, indexPath, sender) }
    }
}

// Selection following focus per row: iOS only (and HeadlessUIKit); tvOS lacks the method.
#if os(iOS) || HEADLESS_UIKIT
extension DTTableViewDelegate {
    /// Whether selection follows focus on the row: the closure's answer, the owner's, or the
    /// table's `selectionFollowsFocus`.
    ///
    /// `public`, not `open`, as upstream declares it.
    public func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        firstAnswer(
            performCellReaction(.selectionFollowsFocusForRowAtIndexPath, at: indexPath),
            forwarded(to: UITableViewDelegate.self) { $0.implementedSelectionFollowsFocusForRowAt(tableView, indexPath) },
            uikitDefault(tableView.selectionFollowsFocus)
        )
    }
}
#endif
