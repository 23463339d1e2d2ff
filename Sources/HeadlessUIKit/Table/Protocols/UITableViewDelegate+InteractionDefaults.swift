import Foundation

// Default implementations of the focus, spring-loading, multiple-selection and context-menu
// methods: each reports its method to `HeadlessUnimplementedMethod` and returns UIKit's default value.
extension UITableViewDelegate {
    // MARK: - Focus

    /// Not implemented: reports ``HeadlessTableViewMethod/canFocusRowAt`` and returns `true`.
    public func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        HeadlessUnimplementedMethod.reached(.canFocusRowAt)
        return true
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/shouldUpdateFocusInContext`` and returns `true`.
    public func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool {
        HeadlessUnimplementedMethod.reached(.shouldUpdateFocusInContext)
        return true
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/didUpdateFocusInContext``.
    public func tableView(
        _ tableView: UITableView,
        didUpdateFocusIn context: UITableViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) {
        HeadlessUnimplementedMethod.reached(.didUpdateFocusInContext)
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/indexPathForPreferredFocusedView`` and returns
    /// `nil`.
    public func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? {
        HeadlessUnimplementedMethod.reached(.indexPathForPreferredFocusedView)
        return nil
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/selectionFollowsFocusForRowAt`` and returns
    /// `false`; the table view uses its `selectionFollowsFocus`.
    public func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        HeadlessUnimplementedMethod.reached(.selectionFollowsFocusForRowAt)
        return false
    }

    // MARK: - Spring loading

    /// Not implemented: reports ``HeadlessTableViewMethod/shouldSpringLoadRowAt`` and returns `true`.
    public func tableView(
        _ tableView: UITableView,
        shouldSpringLoadRowAt indexPath: IndexPath,
        with context: UISpringLoadedInteractionContext
    ) -> Bool {
        HeadlessUnimplementedMethod.reached(.shouldSpringLoadRowAt)
        return true
    }

    // MARK: - Multiple selection

    /// Not implemented: reports ``HeadlessTableViewMethod/shouldBeginMultipleSelectionInteractionAt`` and
    /// returns `false`.
    public func tableView(
        _ tableView: UITableView,
        shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool {
        HeadlessUnimplementedMethod.reached(.shouldBeginMultipleSelectionInteractionAt)
        return false
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/didBeginMultipleSelectionInteractionAt``.
    public func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        HeadlessUnimplementedMethod.reached(.didBeginMultipleSelectionInteractionAt)
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/tableViewDidEndMultipleSelectionInteraction``.
    public func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {
        HeadlessUnimplementedMethod.reached(.tableViewDidEndMultipleSelectionInteraction)
    }

    // MARK: - Context menus

    /// Not implemented: reports ``HeadlessTableViewMethod/contextMenuConfigurationForRowAt`` and returns
    /// `nil`.
    public func tableView(
        _ tableView: UITableView,
        contextMenuConfigurationForRowAt indexPath: IndexPath,
        point: CGPoint
    ) -> UIContextMenuConfiguration? {
        HeadlessUnimplementedMethod.reached(.contextMenuConfigurationForRowAt)
        return nil
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/previewForHighlightingContextMenuWithConfiguration``
    /// and returns `nil`.
    public func tableView(
        _ tableView: UITableView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        HeadlessUnimplementedMethod.reached(.previewForHighlightingContextMenuWithConfiguration)
        return nil
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/previewForDismissingContextMenuWithConfiguration``
    /// and returns `nil`.
    public func tableView(
        _ tableView: UITableView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        HeadlessUnimplementedMethod.reached(.previewForDismissingContextMenuWithConfiguration)
        return nil
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/willPerformPreviewActionForMenuWithConfiguration``.
    public func tableView(
        _ tableView: UITableView,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionCommitAnimating
    ) {
        HeadlessUnimplementedMethod.reached(.willPerformPreviewActionForMenuWithConfiguration)
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/willDisplayContextMenu``.
    public func tableView(
        _ tableView: UITableView,
        willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        HeadlessUnimplementedMethod.reached(.willDisplayContextMenu)
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/willEndContextMenuInteraction``.
    public func tableView(
        _ tableView: UITableView,
        willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        HeadlessUnimplementedMethod.reached(.willEndContextMenuInteraction)
    }
}
