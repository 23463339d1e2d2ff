import Foundation

/// The table's delegate: header and footer views and heights from the mappings and the
/// configuration; other methods are forwarded to the owner.
///
/// ## Subclassing
///
/// Every method upstream declares `open` is `open` here, declared in this class body so that a
/// subclass's override is what the table calls. Call `super` to keep the event closures and the
/// forwarding to the owner:
///
/// ```swift
/// final class LoggingDelegate: DTTableViewDelegate {
///     override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
///         analytics.log("selected \(indexPath)")
///         super.tableView(tableView, didSelectRowAt: indexPath)
///     }
/// }
///
/// manager.tableDelegate = LoggingDelegate(delegate: owner, tableViewManager: manager)
/// ```
///
/// As upstream, the table asks for a method only when an event closure for it is registered, the
/// owner implements it, or the delegate answers it from storage (header and footer views and
/// heights): an override of any other method is called once one of those holds. Install the
/// subclass before registering events on the manager: closures not tied to a mapping (focus,
/// multiple selection, context-menu previews) are kept by the delegate object, as upstream's are.
@preconcurrency @MainActor
open class DTTableViewDelegate: DTTableViewDelegateWrapper, UITableViewDelegate {
    override func delegateWasReset() {
        guard let tableView, tableView.delegate === self else { return }
        tableView.delegate = nil
        tableView.delegate = self
    }

    override func answersWithoutOwner(_ event: EventMethodSignature) -> Bool {
        switch event {
        case .heightForHeaderInSection: configuration?.semanticHeaderHeight ?? false
        case .heightForFooterInSection: configuration?.semanticFooterHeight ?? false
        default: false
        }
    }

    // MARK: - Header and footer views

    /// The header view of `section`, dequeued through the mapping of its header model in
    /// ``SupplementarySectionStyle/view`` style; otherwise the owner's view, if any.
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        supplementaryView(header: true, in: tableView, section: section)
    }

    /// The footer view of `section`, dequeued through the mapping of its footer model in
    /// ``SupplementarySectionStyle/view`` style; otherwise the owner's view, if any.
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        supplementaryView(header: false, in: tableView, section: section)
    }

    private func supplementaryView(header: Bool, in tableView: UITableView, section: Int) -> UIView? {
        let style = header ? configuration?.sectionHeaderStyle : configuration?.sectionFooterStyle
        guard style == .view else { return nil }
        let kind = header ? DTTableViewElementSectionHeader : DTTableViewElementSectionFooter
        if let model = header ? headerModel(forSection: section) : footerModel(forSection: section) {
            return viewFactory?.headerFooterView(of: .supplementaryView(kind: kind), model: model, atIndexPath: IndexPath(row: 0, section: section))
        }
        let ownerView = forwarded(to: UITableViewDelegate.self) {
            header ? $0.implementedViewForHeaderInSection(tableView, section) : $0.implementedViewForFooterInSection(tableView, section)
        }
        if let ownerView { return ownerView }
        if header, shouldDisplayHeaderView(forSection: section) {
            manager?.anomalyHandler.reportAnomaly(.nilHeaderModel(section))
        } else if !header, shouldDisplayFooterView(forSection: section) {
            manager?.anomalyHandler.reportAnomaly(.nilFooterModel(section))
        }
        return nil
    }

    // MARK: - Heights

    /// The header height of `section`: the `heightForHeader` closure's answer, the owner's, else
    /// the semantic height (see ``TableViewConfiguration/semanticHeaderHeight``).
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        edgeHeight(header: true, in: tableView, section: section)
    }

    /// The footer height of `section`: the `heightForFooter` closure's answer, the owner's, else
    /// the semantic height (see ``TableViewConfiguration/semanticFooterHeight``).
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        edgeHeight(header: false, in: tableView, section: section)
    }

    /// The header or footer height of `section`: the minimal height when the section hides it,
    /// else the closure's answer, the owner's, or the semantic height: automatic for a title,
    /// the table's regular height for a view, the minimal height without a model. Without
    /// semantic heights or a closure, only the owner's answer, else the table's own default.
    ///
    /// The table asks this for every section each time it lays out its sections, so the
    /// configuration, the storage and the model are read once.
    private func edgeHeight(header: Bool, in tableView: UITableView, section: Int) -> CGFloat {
        guard let manager else { return .zero }
        let configuration = manager.configuration
        let storage = manager.storage
        let minimalHeight = header ? configuration.minimalHeaderHeightForTableView : configuration.minimalFooterHeightForTableView
        func ownerHeight() -> CGFloat? {
            forwarded(to: UITableViewDelegate.self) {
                header ? $0.implementedHeightForHeaderInSection(tableView, section) : $0.implementedHeightForFooterInSection(tableView, section)
            }
        }
        let event: EventMethodSignature = header ? .heightForHeaderInSection : .heightForFooterInSection
        if !answersWithoutOwner(event), !hasReaction(for: event) {
            // The table asks only because of the owner (on Linux, also when the owner adopts the
            // delegate protocol without implementing this method).
            return ownerHeight() ?? uikitDefault(header ? tableView.sectionHeaderHeight : tableView.sectionFooterHeight)
        }
        guard shouldDisplaySupplementary(header: header, section: section, configuration: configuration, storage: storage) else {
            return minimalHeight(tableView)
        }
        let model = supplementaryModel(header: header, section: section, in: storage)
        let reaction: CGFloat? = header
            ? performSupplementaryReaction(.heightForHeaderInSection, kind: DTTableViewElementSectionHeader, section: section, model: model)
            : performSupplementaryReaction(.heightForFooterInSection, kind: DTTableViewElementSectionFooter, section: section, model: model)
        if let reaction { return reaction }
        if let ownerHeight = ownerHeight() { return ownerHeight }
        guard model != nil else { return minimalHeight(tableView) }
        let style = header ? configuration.sectionHeaderStyle : configuration.sectionFooterStyle
        if style == .title { return UITableView.automaticDimension }
        return header ? tableView.sectionHeaderHeight : tableView.sectionFooterHeight
    }

    /// The estimated header height: the closure's answer, the owner's, or the table's
    /// `estimatedSectionHeaderHeight`.
    open func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        performSupplementaryReaction(.estimatedHeightForHeaderInSection, kind: DTTableViewElementSectionHeader, section: section)
            ?? forwarded(to: UITableViewDelegate.self) { $0.implementedEstimatedHeightForHeaderInSection(tableView, section) } ?? tableView.estimatedSectionHeaderHeight
    }

    /// The estimated footer height: the closure's answer, the owner's, or the table's
    /// `estimatedSectionFooterHeight`.
    open func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        performSupplementaryReaction(.estimatedHeightForFooterInSection, kind: DTTableViewElementSectionFooter, section: section)
            ?? forwarded(to: UITableViewDelegate.self) { $0.implementedEstimatedHeightForFooterInSection(tableView, section) } ?? tableView.estimatedSectionFooterHeight
    }

    // MARK: - Selection

    /// The row to select: the `willSelect` closure's answer, the owner's, or `indexPath`.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { handle(tableView, willSelectRowAt: indexPath) }

    /// Runs the `didSelect` closure, then the owner's method.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { handle(tableView, didSelectRowAt: indexPath) }

    /// The row to deselect: the `willDeselect` closure's answer, the owner's, or `indexPath`.
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { handle(tableView, willDeselectRowAt: indexPath) }

    /// Runs the `didDeselect` closure, then the owner's method.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { handle(tableView, didDeselectRowAt: indexPath) }

    // MARK: - Highlighting and accessory button

    /// Runs the `accessoryButtonTapped` closure, then the owner's method.
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        handle(tableView, accessoryButtonTappedForRowWith: indexPath)
    }

    /// Whether the row highlights: the `shouldHighlight` closure's answer, the owner's, or `true`.
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { handle(tableView, shouldHighlightRowAt: indexPath) }

    /// Runs the `didHighlight` closure, then the owner's method.
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { handle(tableView, didHighlightRowAt: indexPath) }

    /// Runs the `didUnhighlight` closure, then the owner's method.
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { handle(tableView, didUnhighlightRowAt: indexPath) }

    // MARK: - Display

    /// Runs the `willDisplay` closure with the cell about to be shown, then the owner's method.
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        handle(tableView, willDisplay: cell, forRowAt: indexPath)
    }

    /// Runs the `didEndDisplaying` closure with the cell that left the screen, then the owner's method.
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        handle(tableView, didEndDisplaying: cell, forRowAt: indexPath)
    }

    /// Runs the `willDisplayHeaderView` closure, then the owner's method.
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        handle(tableView, willDisplayHeaderView: view, forSection: section)
    }

    /// Runs the `willDisplayFooterView` closure, then the owner's method.
    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        handle(tableView, willDisplayFooterView: view, forSection: section)
    }

    /// Runs the `didEndDisplayingHeaderView` closure, then the owner's method.
    open func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        handle(tableView, didEndDisplayingHeaderView: view, forSection: section)
    }

    /// Runs the `didEndDisplayingFooterView` closure, then the owner's method.
    open func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
        handle(tableView, didEndDisplayingFooterView: view, forSection: section)
    }

    // MARK: - Row heights and indentation

    /// The row's height: the `heightForCell` closure's answer, the owner's, or the table's `rowHeight`.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { handle(tableView, heightForRowAt: indexPath) }

    /// The row's estimated height: the closure's answer, the owner's, or the table's `estimatedRowHeight`.
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        handle(tableView, estimatedHeightForRowAt: indexPath)
    }

    /// The row's indentation level: the `indentationLevelForCell` closure's answer, the owner's, or 0.
    open func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        handle(tableView, indentationLevelForRowAt: indexPath)
    }

    // MARK: - Editing and swipe actions

    /// The row's editing style: the `editingStyle` closure's answer, the owner's, or `.delete`.
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        handle(tableView, editingStyleForRowAt: indexPath)
    }

    /// Whether the row is indented while editing: the closure's answer, the owner's, or `true`.
    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        handle(tableView, shouldIndentWhileEditingRowAt: indexPath)
    }

    #if os(iOS) || HEADLESS_UIKIT
    /// Runs the `willBeginEditing` closure, then the owner's method.
    open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) { handle(tableView, willBeginEditingRowAt: indexPath) }

    /// Runs the `didEndEditing` closure when there is a row, then the owner's method.
    open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) { handle(tableView, didEndEditingRowAt: indexPath) }

    /// The Delete button's title: the closure's answer, the owner's, or UIKit's.
    open func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        handle(tableView, titleForDeleteConfirmationButtonForRowAt: indexPath)
    }

    /// The row's swipe actions in the API deprecated in iOS 13: the closure's answer, the owner's, or none.
    @available(iOS, deprecated: 13.0)
    open func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
        handle(tableView, editActionsForRowAt: indexPath)
    }

    /// The leading swipe actions: the closure's answer, the owner's, or none.
    open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        handle(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
    }

    /// The trailing swipe actions: the closure's answer, the owner's, or UIKit's default.
    open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        handle(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
    }
    #endif

    // MARK: - Moving

    /// Where a moved row goes: the `targetIndexPathForMove` closure's answer for the moved row,
    /// the owner's, or the proposed index path.
    open func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        handle(tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath, toProposedIndexPath: proposedDestinationIndexPath)
    }

    // MARK: - Focus

    /// Whether the row can be focused: the `canFocus` closure's answer, the owner's, or `true`.
    open func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool { handle(tableView, canFocusRowAt: indexPath) }

    /// Whether focus may move: the `shouldUpdateFocus` closure's answer, the owner's, or `true`.
    open func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool {
        handle(tableView, shouldUpdateFocusIn: context)
    }

    /// Runs the `didUpdateFocus` closure, then the owner's method.
    open func tableView(_ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        handle(tableView, didUpdateFocusIn: context, with: coordinator)
    }

    /// The row focused first: the closure's answer, the owner's, or none.
    open func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? { handleIndexPathForPreferredFocusedView(in: tableView) }

    // MARK: - Edit menu (deprecated in iOS 13)

    /// Whether to show the edit menu: the closure's answer, the owner's, or `false`.
    @available(iOS, deprecated: 13.0)
    @available(tvOS, deprecated: 13.0)
    open func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool { handle(tableView, shouldShowMenuForRowAt: indexPath) }

    /// Whether the menu offers `action`: the closure's answer, the owner's, or `false`.
    @available(iOS, deprecated: 13.0)
    @available(tvOS, deprecated: 13.0)
    open func tableView(_ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?) -> Bool {
        handle(tableView, canPerformAction: action, forRowAt: indexPath, withSender: sender)
    }

    /// Runs the `performAction` closure, then the owner's method.
    @available(iOS, deprecated: 13.0)
    @available(tvOS, deprecated: 13.0)
    open func tableView(_ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?) {
        handle(tableView, performAction: action, forRowAt: indexPath, withSender: sender)
    }

    // MARK: - Spring loading, multiple selection and context menus

    #if os(iOS) || HEADLESS_UIKIT
    /// Whether the row spring-loads: the `shouldSpringLoad` closure's answer, the owner's, or `true`.
    open func tableView(_ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath, with context: UISpringLoadedInteractionContext) -> Bool {
        handle(tableView, shouldSpringLoadRowAt: indexPath, with: context)
    }

    /// Whether a two-finger pan starts multiple selection: the closure's answer, the owner's, or `false`.
    open func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        handle(tableView, shouldBeginMultipleSelectionInteractionAt: indexPath)
    }

    /// Runs the `didBeginMultipleSelectionInteraction` closure, then the owner's method.
    open func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        handle(tableView, didBeginMultipleSelectionInteractionAt: indexPath)
    }

    /// Runs the `didEndMultipleSelectionInteraction` closure, then the owner's method.
    open func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) { handleDidEndMultipleSelectionInteraction(tableView) }

    /// The row's context menu: the `contextMenuConfiguration` closure's answer, the owner's, or none.
    open func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        handle(tableView, contextMenuConfigurationForRowAt: indexPath, point: point)
    }

    /// The preview shown while the menu opens: the closure's answer, the owner's, or UIKit's.
    open func tableView(_ tableView: UITableView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        handle(tableView, previewForHighlightingContextMenuWithConfiguration: configuration)
    }

    /// The preview shown while the menu closes: the closure's answer, the owner's, or UIKit's.
    open func tableView(_ tableView: UITableView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        handle(tableView, previewForDismissingContextMenuWithConfiguration: configuration)
    }
    #endif
}
