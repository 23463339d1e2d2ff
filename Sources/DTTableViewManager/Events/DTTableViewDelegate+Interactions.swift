import Foundation

// Spring loading, multiple-selection and context-menu methods of the table's delegate; iOS only
// (and HeadlessUIKit). The implementations of its `open` members (declared in
// `DTTableViewDelegate.swift`); each `handle(_:…)` has the labels of the member it implements.
#if os(iOS) || HEADLESS_UIKIT
extension DTTableViewDelegate {
    // MARK: - Spring loading

    func handle(_ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath, with context: UISpringLoadedInteractionContext) -> Bool {
        firstAnswer(
            performCellReaction(.shouldSpringLoadRowAtIndexPathWithContext, at: indexPath, extra: context as UISpringLoadedInteractionContext),
            forwarded(to: UITableViewDelegate.self) { $0.implementedShouldSpringLoadRowAt(tableView, indexPath, context) },
            uikitDefault(true)
        )
    }

    // MARK: - Multiple selection

    func handle(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        firstAnswer(
            performCellReaction(.shouldBeginMultipleSelectionInteractionAtIndexPath, at: indexPath),
            forwarded(to: UITableViewDelegate.self) { $0.implementedShouldBeginMultipleSelectionInteractionAt(tableView, indexPath) },
            uikitDefault(false)
        )
    }

    func handle(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        _ = performCellReaction(.didBeginMultipleSelectionInteractionAtIndexPath, at: indexPath) as Void?
        _ = forwarded(to: UITableViewDelegate.self) { $0.implementedDidBeginMultipleSelectionInteractionAt(tableView, indexPath) }
    }

    func handleDidEndMultipleSelectionInteraction(_ tableView: UITableView) {
        _ = performUnmappedReaction(.didEndMultipleSelectionInteraction, ()) as Void?
        _ = forwarded(to: UITableViewDelegate.self) { $0.implementedTableViewDidEndMultipleSelectionInteraction(tableView) }
    }

    // MARK: - Context menus

    func handle(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        firstAnswer(
            performCellReaction(.contextMenuConfigurationForRowAtIndexPath, at: indexPath, extra: point),
            forwarded(to: UITableViewDelegate.self) { $0.implementedContextMenuConfigurationForRowAt(tableView, indexPath, point) },
            uikitDefault(nil)
        )
    }

    func handle(
        _ tableView: UITableView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        firstAnswer(
            performUnmappedReaction(.previewForHighlightingContextMenu, configuration),
            forwarded(to: UITableViewDelegate.self) { $0.implementedPreviewForHighlightingContextMenuWithConfiguration(tableView, configuration) },
            uikitDefault(nil)
        )
    }

    func handle(
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
