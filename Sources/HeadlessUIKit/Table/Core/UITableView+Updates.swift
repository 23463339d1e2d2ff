import Foundation

// Applying a recorded batch update: validation, remapping what is displayed and selected, and
// redisplaying.
extension UITableView {
    /// Whether more than one row can be selected in the current mode.
    var allowsMultipleSelectionNow: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    /// Records a change, as its own batch when no batch is open.
    ///
    /// The pending update is changed in place: copying it out and back would copy its sets and
    /// arrays on every call, making a batch of *k* calls O(*k*²).
    func record(_ change: (inout BatchUpdate) -> Void) {
        beginUpdates()
        if pendingUpdate != nil { change(&pendingUpdate!) }
        endUpdates()
    }

    /// Validates and applies a recorded batch.
    ///
    /// Rows and sections that were deleted or reloaded end displaying with their before-update
    /// index paths, after the next layout pass requested the new cells; cells, headers, footers,
    /// selections and learned heights of rows that survive move to their after-update index
    /// paths; cells for rows that became visible or were reloaded are requested at the next
    /// layout pass.
    /// - Complexity: O(sections + recorded changes × visible rows), plus the geometry rebuild.
    func commit(_ update: BatchUpdate) {
        if bypassesDiffableDataSource(update) {
            reloadData()
            return
        }
        let newCounts = loadRowCounts()
        let map: BatchUpdate.IndexMap
        switch update.validated(old: rowCounts, new: newCounts) {
        case .valid(let validMap):
            map = validMap
        case .broken(let violation):
            reportViolation(violation.kind, violation.message)
            reloadData()
            return
        }
        let reconfigured = displayedReconfiguredRows(of: update)
        remapDisplayedContent(with: map, newCounts: newCounts)
        setNeedsVisibleContentUpdate()
        for old in reconfigured {
            guard let new = map.newIndexPath(for: old) else { continue }
            reconfigureVisibleRow(at: new)
        }
    }

    /// The reconfigured rows of `update` that are displayed before it is applied, in the
    /// update's order: only displayed rows have a cell to reconfigure, so only they are mapped
    /// to their new index paths, each at O(rows inserted into its section).
    ///
    /// - Complexity: O(*r* log *v*) for *r* reconfigured and *v* displayed rows.
    private func displayedReconfiguredRows(of update: BatchUpdate) -> [IndexPath] {
        guard !update.reconfiguredRows.isEmpty else { return [] }
        let displayed = visibleCellsByIndexPath.keys.map(TableRow.init).sorted()
        return update.reconfiguredRows.filter { displayed.headlessSortedIndex(of: TableRow($0)).found }
    }

    /// Applies a valid update's map without asking the data source for anything: ends displaying
    /// what was deleted or reloaded, moves what survives to its new index paths and adopts the
    /// new counts. The caller marks the table as needing layout.
    func remapDisplayedContent(with map: BatchUpdate.IndexMap, newCounts: [Int]) {
        selectedIndexPaths = selectedIndexPaths.compactMap(map.newIndexPath(for:))
        rowCounts = newCounts
        geometryIsStale = true
        remapLearnedHeights(with: map)
        // After a reload that was not laid out yet, everything displayed ends displaying anyway.
        guard !layoutState.needsRedisplay else { return }
        var survivingCells = [IndexPath: UITableViewCell](minimumCapacity: visibleCellsByIndexPath.count)
        for (old, cell) in visibleCellsByIndexPath {
            if let new = map.newIndexPath(for: old) { survivingCells[new] = cell }
        }
        for old in visibleCellsByIndexPath.keys.sorted() where map.newIndexPath(for: old) == nil {
            keepOnScreenUntilReplaced(at: old)
        }
        visibleCellsByIndexPath = survivingCells
        var survivingEdges = [SectionEdgeKey: DisplayedEdge](minimumCapacity: visibleSectionEdges.count)
        for key in visibleSectionEdges.keys.sorted() {
            if let section = map.newSection(for: key.section) {
                survivingEdges[SectionEdgeKey(edge: key.edge, section: section)] = visibleSectionEdges[key]
            } else {
                endDisplayingEdge(key)
            }
        }
        visibleSectionEdges = survivingEdges
    }

    /// Moves the heights learned by displaying rows, headers and footers to their after-update
    /// positions; deleted and reloaded ones are forgotten (they are sized again when displayed).
    ///
    /// The heights of what is on screen are forgotten too, so the next layout pass asks the
    /// delegate's `heightForRowAt` again and measures self-sizing cells, headers and footers
    /// again: UIKit documents an update, even an empty one, as the way "to animate the change in
    /// the row heights without reloading the cell" (a cell that shows a hidden label in
    /// `performBatchUpdates(nil)` grows).
    private func remapLearnedHeights(with map: BatchUpdate.IndexMap) {
        var rowHeights = [IndexPath: CGFloat](minimumCapacity: layoutState.rowHeights.count)
        for (old, height) in layoutState.rowHeights where visibleCellsByIndexPath[old] == nil {
            if let new = map.newIndexPath(for: old) { rowHeights[new] = height }
        }
        var edgeHeights = [SectionEdgeKey: CGFloat](minimumCapacity: layoutState.edgeHeights.count)
        for (old, height) in layoutState.edgeHeights where visibleSectionEdges[old] == nil {
            if let section = map.newSection(for: old.section) { edgeHeights[SectionEdgeKey(edge: old.edge, section: section)] = height }
        }
        layoutState.rowHeights = rowHeights
        layoutState.edgeHeights = edgeHeights
    }

    /// Takes the cell of a deleted or reloaded row out of the visible rows but leaves it on
    /// screen and out of the reuse queues until the next layout pass has requested the update's
    /// new cells, as UIKit dequeues them while the old ones are still displayed (animating out):
    /// a reloaded row's new cell, or an inserted row's, is never a cell the update removes.
    private func keepOnScreenUntilReplaced(at indexPath: IndexPath) {
        guard let cell = visibleCellsByIndexPath.removeValue(forKey: indexPath) else { return }
        prefetchState.noteDisplayChange(at: indexPath, isDisplayed: false)
        cellsLeavingWithUpdate.append((indexPath, cell))
    }

    /// Ends displaying the cells of deleted and reloaded rows once the update's new cells were
    /// requested: each
    /// leaves the screen, the delegate is told `didEndDisplaying` with its before-update index
    /// path, and it is queued for reuse. A cell the data source returned again for a row stays.
    func endDisplayingReplacedCells() {
        guard !cellsLeavingWithUpdate.isEmpty else { return }
        let leaving = cellsLeavingWithUpdate
        cellsLeavingWithUpdate.removeAll()
        for (indexPath, cell) in leaving where displayedIndexPath(of: cell) == nil {
            cell.removeFromSuperview()
            if cell.isHighlighted { cell.setHighlighted(false, animated: false) }
            tellDelegate(.didEndDisplayingCellForRowAt) { $0.tableView(self, didEndDisplaying: cell, forRowAt: indexPath) }
            enqueueForReuse(cell)
        }
    }

    private func reconfigureVisibleRow(at indexPath: IndexPath) {
        guard let cell = visibleCellsByIndexPath[indexPath], let dataSource else { return }
        cellBeingReconfigured = cell
        let returned = dataSource.tableView(self, cellForRowAt: indexPath)
        cellBeingReconfigured = nil
        guard returned !== cell else { return }
        visibleCellsByIndexPath[indexPath] = nil
        cell.removeFromSuperview()
        tellDelegate(.didEndDisplayingCellForRowAt) { $0.tableView(self, didEndDisplaying: cell, forRowAt: indexPath) }
        enqueueForReuse(cell)
        returned.frame = geometry.rowRect(indexPath, width: bounds.width)
        addSubview(returned)
        visibleCellsByIndexPath[indexPath] = returned
        tellDelegate(.willDisplayCellForRowAt) { $0.tableView(self, willDisplay: returned, forRowAt: indexPath) }
    }
}
