import Foundation

// Spring loading, multiple-selection and context-menu methods of the table's delegate; iOS only
// (and HeadlessUIKit).
#if os(iOS) || HEADLESS_UIKIT
extension DTTableViewDelegate {
    // MARK: - Spring loading

    /// Whether the row spring-loads: the `shouldSpringLoad` closure's answer, the owner's, or `true`.
    public func tableView(_ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath, with context: UISpringLoadedInteractionContext) -> Bool {
        firstAnswer(
            performCellReaction(.shouldSpringLoadRowAtIndexPathWithContext, at: indexPath, extra: context as UISpringLoadedInteractionContext),
            forwarded(to: UITableViewDelegate.self) { $0.implementedShouldSpringLoadRowAt(tableView, indexPath, context) },
            uikitDefault(true)
        )
    }

    // MARK: - Multiple selection

    /// Whether a two-finger pan starts multiple selection: the closure's answer, the owner's, or `false`.
    public func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        firstAnswer(
            performCellReaction(.shouldBeginMultipleSelectionInteractionAtIndexPath, at: indexPath),
            forwarded(to: UITableViewDelegate.self) { $0.implementedShouldBeginMultipleSelectionInteractionAt(tableView, indexPath) },
            uikitDefault(false)
        )
    }

    /// Runs the `didBeginMultipleSelectionInteraction` closure, then the owner's method.
    public func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        _ = performCellReaction(.didBeginMultipleSelectionInteractionAtIndexPath, at: indexPath) as Void?
        _ = forwarded(to: UITableViewDelegate.self) { $0.implementedDidBeginMultipleSelectionInteractionAt(tableView, indexPath) }
    }

    /// Runs the `didEndMultipleSelectionInteraction` closure, then the owner's method.
    public func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {
        _ = performUnmappedReaction(.didEndMultipleSelectionInteraction, ()) as Void?
        _ = forwarded(to: UITableViewDelegate.self) { $0.implementedTableViewDidEndMultipleSelectionInteraction(tableView) }
    }

    // MARK: - Context menus

    /// The row's context menu: the `contextMenuConfiguration` closure's answer, the owner's, or none.
    public func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        firstAnswer(
            performCellReaction(.contextMenuConfigurationForRowAtIndexPath, at: indexPath, extra: point),
            forwarded(to: UITableViewDelegate.self) { $0.implementedContextMenuConfigurationForRowAt(tableView, indexPath, point) },
            uikitDefault(nil)
        )
    }

    /// The preview shown while the menu opens: the closure's answer, the owner's, or UIKit's.
    public func tableView(
        _ tableView: UITableView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        firstAnswer(
            performUnmappedReaction(.previewForHighlightingContextMenu, configuration),
            forwarded(to: UITableViewDelegate.self) { $0.implementedPreviewForHighlightingContextMenuWithConfiguration(tableView, configuration) },
            uikitDefault(nil)
        )
    }

    /// The preview shown while the menu closes: the closure's answer, the owner's, or UIKit's.
    public func tableView(
        _ tableView: UITableView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        firstAnswer(
            performUnmappedReaction(.previewForDismissingContextMenu, configuration),
            forwarded(to: UITableViewDelegate.self) { $0.implementedPreviewForDismissingContextMenuWithConfiguration(tableView, configuration) },
            uikitDefault(nil)
        )
    }
}
#endif
