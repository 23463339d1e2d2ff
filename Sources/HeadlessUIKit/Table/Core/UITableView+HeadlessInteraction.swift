import Foundation

// HeadlessUIKit-only: simulated user interaction for tests. Every delegate and data-source call
// goes through the same responds-to cache and UIKit defaults as the table's own calls.
//
// A simulated touch lands on a row on screen (after the table's pending layout, as a finger
// touches what is displayed): a row that is not displayed throws `HeadlessTouchError`. As UIKit's
// hit-testing, a touch reaches nothing when the cell or the table, or a view they are in, is
// hidden, has user interaction disabled, or an alpha below 0.01; the method then returns `false`
// (or nothing) without calling the delegate.
extension UITableView {
    /// Which edge of a row a swipe reveals actions on.
    public enum HeadlessSwipeEdge: Sendable {
        /// Actions on the leading edge (a swipe towards the trailing edge).
        case leading
        /// Actions on the trailing edge (a swipe towards the leading edge).
        case trailing
    }

    /// An action a simulated swipe revealed (HeadlessUIKit-only).
    public struct HeadlessSwipeAction {
        /// The button's title.
        public let title: String?
        /// Whether the button is destructive (red in UIKit).
        public let isDestructive: Bool
        private let perform: @MainActor () -> Void

        init(title: String?, isDestructive: Bool, perform: @escaping @MainActor () -> Void) {
            self.title = title
            self.isDestructive = isDestructive
            self.perform = perform
        }

        /// Taps the button: runs the action's handler (or, for the standard Delete button, commits
        /// the deletion through the data source).
        @preconcurrency @MainActor
        public func tap() {
            perform()
        }
    }

    // MARK: - Tap and selection

    /// Simulates a tap on a visible row, with UIKit's sequence of delegate calls (HeadlessUIKit-only).
    ///
    /// When selection is allowed in the current mode: `shouldHighlightRowAt` (default `true`);
    /// returning `false` ends the tap there, as in UIKit: the row is neither highlighted nor
    /// selected. Otherwise the cell is highlighted and `didHighlightRowAt` is called. Then
    /// `willSelectRowAt` (returning `nil` cancels, another index path redirects); without
    /// multiple selection the previous selection gets `willDeselectRowAt` / `didDeselectRowAt`;
    /// the row is selected and `didSelectRowAt` called. With multiple selection, tapping a
    /// selected row deselects it instead. When the selection changed,
    /// `UITableView.selectionDidChangeNotification` is posted. The cell is then unhighlighted with
    /// `didUnhighlightRowAt`, whether or not the selection went through. Last, outside editing
    /// mode, `performPrimaryActionForRowAt` when the delegate implements it and
    /// `canPerformPrimaryActionForRowAt` allows. The tap ends as the run-loop turn after a real
    /// touch does: cells whose state changed run their configuration updates
    /// (`configurationUpdateHandler`).
    /// - Parameter indexPath: The row; it must be displayed.
    /// - Returns: `false` when the touch reaches no row (a hidden, transparent or non-interactive
    ///   cell or table) or selection is not allowed in the current mode (`allowsSelection`,
    ///   `allowsSelectionDuringEditing`).
    /// - Throws: ``HeadlessTouchError`` when the row is not on screen.
    @discardableResult
    public func simulateTap(at indexPath: IndexPath) throws -> Bool {
        guard let cell = try touchedCell(at: indexPath, by: "simulateTap(at:)"),
              isEditing ? allowsSelectionDuringEditing : allowsSelection
        else { return false }
        // As in UIKit, a row that may not be highlighted cannot be selected by a tap either.
        guard askDelegate(.shouldHighlightRowAt, default: true, { $0.tableView(self, shouldHighlightRowAt: indexPath) }) else {
            return true
        }
        cell.setHighlighted(true, animated: false)
        tellDelegate(.didHighlightRowAt) { $0.tableView(self, didHighlightRowAt: indexPath) }
        let selectionBefore = Set(selectedIndexPaths)
        let selected = selectTappedRow(indexPath)
        if Set(selectedIndexPaths) != selectionBefore {
            NotificationCenter.default.post(name: UITableView.selectionDidChangeNotification, object: self)
        }
        cell.setHighlighted(false, animated: false)
        tellDelegate(.didUnhighlightRowAt) { $0.tableView(self, didUnhighlightRowAt: indexPath) }
        if let target = selected, !isEditing, implements(.performPrimaryActionForRowAt),
           askDelegate(.canPerformPrimaryActionForRowAt, default: true, { $0.tableView(self, canPerformPrimaryActionForRowAt: target) }) {
            tellDelegate(.performPrimaryActionForRowAt) { $0.tableView(self, performPrimaryActionForRowAt: target) }
        }
        finishSimulatedTouch()
        return true
    }

    /// The selection part of a tap: deselects a selected row under multiple selection, otherwise
    /// asks `willSelectRowAt`, deselects the previous selection and selects the target.
    ///
    /// - Returns: The row selected, or `nil` when the tap selected nothing.
    private func selectTappedRow(_ indexPath: IndexPath) -> IndexPath? {
        if allowsMultipleSelectionNow, selectedIndexPaths.contains(indexPath) {
            userDeselect(indexPath)
            return nil
        }
        guard let target = askDelegate(.willSelectRowAt, default: indexPath, { $0.tableView(self, willSelectRowAt: indexPath) }),
              contains(target)
        else { return nil }
        if !allowsMultipleSelectionNow {
            for previous in selectedIndexPaths.sorted() where previous != target { userDeselect(previous) }
        }
        selectRow(at: target, animated: false, scrollPosition: .none)
        tellDelegate(.didSelectRowAt) { $0.tableView(self, didSelectRowAt: target) }
        return target
    }

    /// Simulates a tap on a row's accessory button: the delegate's
    /// `accessoryButtonTappedForRowWith` (HeadlessUIKit-only).
    ///
    /// - Parameter indexPath: The row; it must be displayed.
    /// - Returns: `false` when the touch reaches no row.
    /// - Throws: ``HeadlessTouchError`` when the row is not on screen.
    @discardableResult
    public func simulateAccessoryButtonTap(at indexPath: IndexPath) throws -> Bool {
        guard try touchedCell(at: indexPath, by: "simulateAccessoryButtonTap(at:)") != nil else { return false }
        tellDelegate(.accessoryButtonTappedForRowWith) { $0.tableView(self, accessoryButtonTappedForRowWith: indexPath) }
        return true
    }

    // MARK: - Swipe actions and editing

    /// Simulates swiping a row open and returns the actions it reveals (HeadlessUIKit-only).
    ///
    /// Rows the data source says cannot be edited reveal nothing. Otherwise, as in UIKit: the
    /// delegate's swipe-actions configuration for that edge; on the trailing edge, when there is
    /// none, the deprecated `editActionsForRowAt`, else the standard Delete button when the data
    /// source implements `commit(_:forRowAt:)` and the row's editing style is `.delete`. When
    /// actions are revealed the table enters editing mode (`isEditing`, without editing controls
    /// on other rows) and the delegate is told `willBeginEditingRowAt`; tapping an action ends
    /// the swipe: the table leaves editing mode and the delegate is told `didEndEditingRowAt`.
    /// Both end by running the cell's configuration update for its swiped state.
    ///
    /// In editing mode (``setEditing(_:animated:)``) rows cannot be swiped: the trailing actions
    /// are what tapping a row's Delete control reveals, so they are returned for a row whose
    /// editing style is `.delete`; the leading edge reveals nothing, and neither edge does while
    /// the table selects several rows for a bulk action (`allowsMultipleSelectionDuringEditing`).
    /// - Parameters:
    ///   - indexPath: The row; it must be displayed.
    ///   - edge: The edge whose actions to reveal.
    /// - Returns: The revealed actions, in order; empty when none or when the touch reaches no row.
    /// - Throws: ``HeadlessTouchError`` when the row is not on screen.
    public func simulateSwipe(at indexPath: IndexPath, edge: HeadlessSwipeEdge) throws -> [HeadlessSwipeAction] {
        guard let cell = try touchedCell(at: indexPath, by: "simulateSwipe(at:edge:)"), canEditRow(at: indexPath) else { return [] }
        if isEditing, !isEditingForSwipe {
            guard edge == .trailing, !allowsMultipleSelectionDuringEditing, editingStyle(forRowAt: indexPath) == .delete else { return [] }
        }
        let actions = swipeActions(at: indexPath, edge: edge)
        guard !actions.isEmpty else { return [] }
        cell.deleteConfirmationShown = true
        // Apple: a swipe puts the table in editing mode (`isEditing`), then tells the delegate.
        if !isEditing { isEditingForSwipe = true }
        tellDelegate(.willBeginEditingRowAt) { $0.tableView(self, willBeginEditingRowAt: indexPath) }
        finishSimulatedTouch()
        return actions
    }

    /// Simulates committing an edit, as tapping a Delete or Insert control in editing mode does
    /// (HeadlessUIKit-only): the data source's `commit(_:forRowAt:)`, when implemented.
    ///
    /// As in UIKit, only a row that shows the control can be committed: the table is editing
    /// (`setEditing(_:animated:)`), the row can be edited (`canEditRowAt`), and its editing style
    /// (`editingStyleForRowAt`, `.delete` by default) is `editingStyle`.
    ///
    /// - Parameters:
    ///   - editingStyle: `.delete` or `.insert`.
    ///   - indexPath: The row; it must be displayed.
    /// - Returns: Whether the edit was committed: `false` when the row shows no control of that
    ///   style, the data source does not implement the commit, or the touch reaches no row.
    /// - Throws: ``HeadlessTouchError`` when the row is not on screen.
    @discardableResult
    public func simulateCommit(_ editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) throws -> Bool {
        guard try touchedCell(at: indexPath, by: "simulateCommit(_:forRowAt:)") != nil else { return false }
        guard isEditing, editingStyle != .none, self.editingStyle(forRowAt: indexPath) == editingStyle else { return false }
        return commitEdit(editingStyle, forRowAt: indexPath)
    }

    /// Commits an edit through the data source, when it implements `commit(_:forRowAt:)`.
    private func commitEdit(_ editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) -> Bool {
        guard implements(.commitEditingStyleForRowAt) else { return false }
        askDataSource(.commitEditingStyleForRowAt, default: ()) { $0.tableView(self, commit: editingStyle, forRowAt: indexPath) }
        return true
    }

    // MARK: - Reordering

    /// Simulates dragging a row by its reorder control to a proposed position (HeadlessUIKit-only).
    ///
    /// As in UIKit: the row can move only when the data source implements `moveRowAt` and
    /// `canMoveRowAt` (default `true`) allows; the delegate's
    /// `targetIndexPathForMoveFromRowAt` may retarget the proposal; the table moves the row in its
    /// own state, tells the data source `moveRowAt` so it updates its model, and only then lays
    /// out, so that rows the move reveals are configured from the moved model.
    /// - Parameters:
    ///   - sourceIndexPath: The row dragged; it must be displayed.
    ///   - proposedIndexPath: Where the user drops it.
    /// - Returns: Where the row ended up, or `nil` when it could not move or the touch reaches no
    ///   row.
    /// - Throws: ``HeadlessTouchError`` when the dragged row is not on screen.
    @discardableResult
    public func simulateMove(from sourceIndexPath: IndexPath, to proposedIndexPath: IndexPath) throws -> IndexPath? {
        guard try touchedCell(at: sourceIndexPath, by: "simulateMove(from:to:)") != nil else { return nil }
        guard implements(.moveRowAt),
              askDataSource(.canMoveRowAt, default: true, { $0.tableView(self, canMoveRowAt: sourceIndexPath) })
        else { return nil }
        let destination = askDelegate(.targetIndexPathForMoveFromRowAt, default: proposedIndexPath) {
            $0.tableView(self, targetIndexPathForMoveFromRowAt: sourceIndexPath, toProposedIndexPath: proposedIndexPath)
        }
        var newCounts = rowCounts
        newCounts[sourceIndexPath.section] -= 1
        guard newCounts.indices.contains(destination.section),
              destination.row >= 0, destination.row <= newCounts[destination.section]
        else { return nil }
        newCounts[destination.section] += 1
        var move = BatchUpdate()
        move.movedRows = [(sourceIndexPath, destination)]
        remapDisplayedContent(with: BatchUpdate.IndexMap(update: move, oldCounts: rowCounts, newCounts: newCounts), newCounts: newCounts)
        // The table already shows the move; rows it reveals are requested at the next layout
        // pass, after the data source moved its model (even if it asks for cells meanwhile).
        layoutState.isUpdatingContent = true
        commitUserMove(from: sourceIndexPath, to: destination)
        layoutState.isUpdatingContent = false
        setNeedsVisibleContentUpdate()
        return destination
    }

    // MARK: - Context menus

    /// Simulates a long press that opens a row's context menu (HeadlessUIKit-only).
    ///
    /// Asks the delegate's `contextMenuConfigurationForRowAt` with the row's center; when it
    /// returns a configuration, tells it `willDisplayContextMenu`.
    /// - Parameter indexPath: The row; it must be displayed.
    /// - Returns: The configuration shown, or `nil` when no menu opens or the touch reaches no row.
    /// - Throws: ``HeadlessTouchError`` when the row is not on screen.
    public func simulateContextMenu(at indexPath: IndexPath) throws -> UIContextMenuConfiguration? {
        guard let cell = try touchedCell(at: indexPath, by: "simulateContextMenu(at:)") else { return nil }
        let point = CGPoint(x: cell.frame.midX, y: cell.frame.midY)
        guard let configuration = askDelegate(.contextMenuConfigurationForRowAt, default: nil, {
            $0.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point)
        }) else { return nil }
        tellDelegate(.willDisplayContextMenu) { $0.tableView(self, willDisplayContextMenu: configuration, animator: nil) }
        recordShownRowContextMenu(configuration, at: point)
        return configuration
    }

    /// Simulates dismissing a context menu opened with ``simulateContextMenu(at:)``: the
    /// delegate's `willEndContextMenuInteraction` (HeadlessUIKit-only). The same happens when
    /// the app calls `contextMenuInteraction?.dismissMenu()`.
    ///
    /// - Parameter configuration: The configuration that was shown.
    public func simulateContextMenuDismissal(_ configuration: UIContextMenuConfiguration) {
        guard !dismissShownRowContextMenu(configuration) else { return }
        tellDelegate(.willEndContextMenuInteraction) { $0.tableView(self, willEndContextMenuInteraction: configuration, animator: nil) }
    }

    // MARK: - Private

    private func userDeselect(_ indexPath: IndexPath) {
        guard let target = askDelegate(.willDeselectRowAt, default: indexPath, { $0.tableView(self, willDeselectRowAt: indexPath) }) else {
            return
        }
        deselectRow(at: target, animated: false)
        tellDelegate(.didDeselectRowAt) { $0.tableView(self, didDeselectRowAt: target) }
    }

    private func swipeActions(at indexPath: IndexPath, edge: HeadlessSwipeEdge) -> [HeadlessSwipeAction] {
        let configuration: UISwipeActionsConfiguration? = switch edge {
        case .leading:
            askDelegate(.leadingSwipeActionsConfigurationForRowAt, default: nil) { $0.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath) }
        case .trailing:
            askDelegate(.trailingSwipeActionsConfigurationForRowAt, default: nil) { $0.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) }
        }
        if let configuration {
            return configuration.actions.map { action in
                HeadlessSwipeAction(title: action.title, isDestructive: action.style == .destructive) { [weak self] in
                    guard let self, let cell = self.cellForRow(at: indexPath) else { return }
                    action.handler(action, cell) { _ in self.endSwipe(of: cell, at: indexPath) }
                }
            }
        }
        guard edge == .trailing else { return [] }
        if let rowActions = askDelegate(.editActionsForRowAt, default: nil, { $0.tableView(self, editActionsForRowAt: indexPath) }) {
            return rowActions.map { action in
                HeadlessSwipeAction(title: action.title, isDestructive: action.style == .destructive) { [weak self] in
                    let cell = self?.cellForRow(at: indexPath)
                    action.headlessHandler(action, indexPath)
                    self?.endSwipe(of: cell, at: indexPath)
                }
            }
        }
        guard implements(.commitEditingStyleForRowAt), editingStyle(forRowAt: indexPath) == .delete else { return [] }
        let title = askDelegate(.titleForDeleteConfirmationButtonForRowAt, default: "Delete") {
            $0.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath)
        }
        return [HeadlessSwipeAction(title: title, isDestructive: true) { [weak self] in
            guard let self else { return }
            let cell = self.cellForRow(at: indexPath)
            _ = self.commitEdit(.delete, forRowAt: indexPath)
            self.endSwipe(of: cell, at: indexPath)
        }]
    }

    /// Closes the swipe of `cell`, captured before the action ran: a deletion may have moved
    /// another row to `indexPath`.
    private func endSwipe(of cell: UITableViewCell?, at indexPath: IndexPath) {
        cell?.deleteConfirmationShown = false
        // Apple: the delegate is told after the table left the editing mode the swipe put it in.
        if isEditingForSwipe { isEditingForSwipe = false }
        tellDelegate(.didEndEditingRowAt) { $0.tableView(self, didEndEditingRowAt: indexPath) }
        finishSimulatedTouch()
    }

    /// Ends a simulated touch as the run-loop turn after a real one does for the table: visible
    /// cells whose state changed run their pending configuration updates.
    ///
    /// - Complexity: O(visible rows).
    private func finishSimulatedTouch() {
        for cell in visibleCellsByIndexPath.values { cell.updateConfigurationIfNeeded() }
    }
}
