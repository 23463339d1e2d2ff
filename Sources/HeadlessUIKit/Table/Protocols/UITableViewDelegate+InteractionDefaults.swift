import Foundation

// Default implementations of the focus, spring-loading, multiple-selection and context-menu
// methods: each reports its method to `UnimplementedMethod` and returns UIKit's default value.
extension UITableViewDelegate {
    // MARK: - Focus

    /// Not implemented: reports ``TableViewMethod/canFocusRowAt`` and returns `true`.
    public func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        UnimplementedMethod.reached(.canFocusRowAt)
        return true
    }

    /// Not implemented: reports ``TableViewMethod/shouldUpdateFocusInContext`` and returns `true`.
    public func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool {
        UnimplementedMethod.reached(.shouldUpdateFocusInContext)
        return true
    }

    /// Not implemented: reports ``TableViewMethod/didUpdateFocusInContext``.
    public func tableView(
        _ tableView: UITableView,
        didUpdateFocusIn context: UITableViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) {
        UnimplementedMethod.reached(.didUpdateFocusInContext)
    }

    /// Not implemented: reports ``TableViewMethod/indexPathForPreferredFocusedView`` and returns
    /// `nil`.
    public func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? {
        UnimplementedMethod.reached(.indexPathForPreferredFocusedView)
        return nil
    }

    /// Not implemented: reports ``TableViewMethod/selectionFollowsFocusForRowAt`` and returns
    /// `false`; the table view uses its `selectionFollowsFocus`.
    public func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        UnimplementedMethod.reached(.selectionFollowsFocusForRowAt)
        return false
    }

    // MARK: - Spring loading

    /// Not implemented: reports ``TableViewMethod/shouldSpringLoadRowAt`` and returns `true`.
    public func tableView(
        _ tableView: UITableView,
        shouldSpringLoadRowAt indexPath: IndexPath,
        with context: UISpringLoadedInteractionContext
    ) -> Bool {
        UnimplementedMethod.reached(.shouldSpringLoadRowAt)
        return true
    }

    // MARK: - Multiple selection

    /// Not implemented: reports ``TableViewMethod/shouldBeginMultipleSelectionInteractionAt`` and
    /// returns `false`.
    public func tableView(
        _ tableView: UITableView,
        shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool {
        UnimplementedMethod.reached(.shouldBeginMultipleSelectionInteractionAt)
        return false
    }

    /// Not implemented: reports ``TableViewMethod/didBeginMultipleSelectionInteractionAt``.
    public func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        UnimplementedMethod.reached(.didBeginMultipleSelectionInteractionAt)
    }

    /// Not implemented: reports ``TableViewMethod/tableViewDidEndMultipleSelectionInteraction``.
    public func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {
        UnimplementedMethod.reached(.tableViewDidEndMultipleSelectionInteraction)
    }

    // MARK: - Context menus

    /// Not implemented: reports ``TableViewMethod/contextMenuConfigurationForRowAt`` and returns
    /// `nil`.
    public func tableView(
        _ tableView: UITableView,
        contextMenuConfigurationForRowAt indexPath: IndexPath,
        point: CGPoint
    ) -> UIContextMenuConfiguration? {
        UnimplementedMethod.reached(.contextMenuConfigurationForRowAt)
        return nil
    }

    /// Not implemented: reports ``TableViewMethod/previewForHighlightingContextMenuWithConfiguration``
    /// and returns `nil`.
    public func tableView(
        _ tableView: UITableView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        UnimplementedMethod.reached(.previewForHighlightingContextMenuWithConfiguration)
        return nil
    }

    /// Not implemented: reports ``TableViewMethod/previewForDismissingContextMenuWithConfiguration``
    /// and returns `nil`.
    public func tableView(
        _ tableView: UITableView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        UnimplementedMethod.reached(.previewForDismissingContextMenuWithConfiguration)
        return nil
    }

    /// Not implemented: reports ``TableViewMethod/willPerformPreviewActionForMenuWithConfiguration``.
    public func tableView(
        _ tableView: UITableView,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionCommitAnimating
    ) {
        UnimplementedMethod.reached(.willPerformPreviewActionForMenuWithConfiguration)
    }

    /// Not implemented: reports ``TableViewMethod/willDisplayContextMenu``.
    public func tableView(
        _ tableView: UITableView,
        willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        UnimplementedMethod.reached(.willDisplayContextMenu)
    }

    /// Not implemented: reports ``TableViewMethod/willEndContextMenuInteraction``.
    public func tableView(
        _ tableView: UITableView,
        willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        UnimplementedMethod.reached(.willEndContextMenuInteraction)
    }
}
