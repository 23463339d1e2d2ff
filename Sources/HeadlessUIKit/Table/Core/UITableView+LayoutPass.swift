import Foundation

// When the table requests its content: as in UIKit, data changes and scrolling only mark the
// table as needing layout; cells, headers and footers are requested in the next layout pass
// (`layoutSubviews`, run by `layoutIfNeeded()` or `headlessTurnRunLoop()`), or earlier by the
// accessors UIKit also brings up to date first (`cellForRow(at:)`, `visibleCells`).
extension UITableView {
    /// Marks the displayed content as out of date, for the next layout pass.
    func setNeedsVisibleContentUpdate() {
        layoutState.needsVisibleContentUpdate = true
        setNeedsLayout()
    }

    /// Runs the pending layout of the table's content now, if there is one: what
    /// `cellForRow(at:)`, `visibleCells`, `indexPath(for:)`, `headerView(forSection:)` and
    /// `footerView(forSection:)` do first. Called from a delegate or data-source method during a
    /// layout pass, it does nothing (UIKit reports such calls as not allowed).
    func updateVisibleContentIfNeeded() {
        guard !layoutState.isUpdatingContent else { return }
        if needsReload || geometryIsStale || layoutState.needsVisibleContentUpdate || layoutState.laidOutBounds != bounds {
            layOutContent()
        }
    }

    /// The table's layout pass: loads counts and geometry when stale, ends displaying everything
    /// after a reload, displays what the bounds show, ends displaying the cells of deleted and
    /// reloaded rows (replaced by then), then tells the prefetch data source about the rows near them after a
    /// scroll.
    ///
    /// Heights that replace estimates and content offsets adjusted to the new content size can
    /// change what the bounds show; the pass repeats until nothing changes (at most a few times).
    func layOutContent() {
        guard !layoutState.isUpdatingContent else { return }
        layoutState.isUpdatingContent = true
        defer { layoutState.isUpdatingContent = false }
        var repeats = 0
        repeat {
            layoutState.needsVisibleContentUpdate = false
            ensureDataLoaded()
            if layoutState.needsRedisplay {
                layoutState.needsRedisplay = false
                endDisplayingEverything()
            }
            updateVisibleContent()
            repeats += 1
        } while layoutState.needsVisibleContentUpdate && repeats < 8
        endDisplayingReplacedCells()
        layoutState.laidOutBounds = bounds
        if layoutState.needsPrefetchUpdate {
            layoutState.needsPrefetchUpdate = false
            updatePrefetching()
        }
    }
}
