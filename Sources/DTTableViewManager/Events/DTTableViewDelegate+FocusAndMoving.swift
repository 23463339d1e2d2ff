import Foundation

// Focus, moving and edit-menu methods of the table's delegate.
extension DTTableViewDelegate {
    // MARK: - Moving

    /// Where a moved row goes: the `targetIndexPathForMove` closure's answer for the moved row,
    /// the owner's, or the proposed index path.
    public func tableView(
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

    /// Whether the row can be focused: the `canFocus` closure's answer, the owner's, or `true`.
    public func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        firstAnswer(
            performCellReaction(.canFocusRowAtIndexPath, at: indexPath),
            forwarded(to: UITableViewDelegate.self) { $0.implementedCanFocusRowAt(tableView, indexPath) },
            uikitDefault(true)
        )
    }

    /// Whether focus may move: the `shouldUpdateFocus` closure's answer, the owner's, or `true`.
    public func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool {
        firstAnswer(
            performUnmappedReaction(.shouldUpdateFocusInContext, context),
            forwarded(to: UITableViewDelegate.self) { $0.implementedShouldUpdateFocusInContext(tableView, context) },
            uikitDefault(true)
        )
    }

    /// Runs the `didUpdateFocus` closure, then the owner's method.
    public func tableView(_ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        _ = performUnmappedReaction(.didUpdateFocusInContextWithAnimationCoordinator, (context, coordinator)) as Void?
        _ = forwarded(to: UITableViewDelegate.self) { $0.implementedDidUpdateFocusInContext(tableView, context, coordinator) }
    }

    /// The row focused first: the closure's answer, the owner's, or none.
    public func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? {
        firstAnswer(
            performUnmappedReaction(.indexPathForPreferredFocusedViewInTableView, ()),
            forwarded(to: UITableViewDelegate.self) { $0.implementedIndexPathForPreferredFocusedView(tableView) },
            uikitDefault(nil)
        )
    }

    // MARK: - Edit menu (deprecated in iOS 13)

    /// Whether to show the edit menu: the closure's answer, the owner's, or `false`.
    @available(iOS, deprecated: 13.0)
    @available(tvOS, deprecated: 13.0)
    public func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool {
        firstAnswer(
            performCellReaction(.shouldShowMenuForRowAtIndexPath, at: indexPath),
            forwarded(to: UITableViewDelegate.self) { $0.implementedShouldShowMenuForRowAt(tableView, indexPath) },
            uikitDefault(false)
        )
    }

    /// Whether the menu offers `action`: the closure's answer, the owner's, or `false`.
    @available(iOS, deprecated: 13.0)
    @available(tvOS, deprecated: 13.0)
    public func tableView(_ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?) -> Bool {
        firstAnswer(
            performCellReaction(.canPerformActionForRowAtIndexPath, at: indexPath, extra: (action, sender)),
            forwarded(to: UITableViewDelegate.self) { $0.implementedCanPerformActionForRowAt(tableView, action, indexPath, sender) },
            uikitDefault(false)
        )
    }

    /// Runs the `performAction` closure, then the owner's method.
    @available(iOS, deprecated: 13.0)
    @available(tvOS, deprecated: 13.0)
    public func tableView(_ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?) {
        _ = performCellReaction(.performActionForRowAtIndexPath, at: indexPath, extra: (action, sender)) as Void?
        _ = forwarded(to: UITableViewDelegate.self) { $0.implementedPerformActionForRowAt(tableView, action, indexPath, sender) }
    }
}

// Selection following focus per row: iOS only (and HeadlessUIKit); tvOS lacks the method.
#if os(iOS) || HEADLESS_UIKIT
extension DTTableViewDelegate {
    /// Whether selection follows focus on the row: the closure's answer, the owner's, or the
    /// table's `selectionFollowsFocus`.
    public func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        firstAnswer(
            performCellReaction(.selectionFollowsFocusForRowAtIndexPath, at: indexPath),
            forwarded(to: UITableViewDelegate.self) { $0.implementedSelectionFollowsFocusForRowAt(tableView, indexPath) },
            uikitDefault(tableView.selectionFollowsFocus)
        )
    }
}
#endif
