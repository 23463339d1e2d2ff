import Foundation

// Row, header and footer heights: exact ones, estimates, and the real heights that replace
// estimates when content is displayed, as UIKit does since iOS 11 (`estimatedRowHeight`,
// `estimatedSectionHeaderHeight` and `estimatedSectionFooterHeight` are `automaticDimension` by
// default, so estimates are on).
extension UITableView {
    /// How a geometry rebuild gets row heights.
    struct RowSizing {
        /// Whether rows use estimates until displayed, and get their real heights then.
        var selfSizes: Bool
        /// Whether the delegate is asked each row's height (estimates turned off), or each row's
        /// estimate (self-sizing).
        var asksDelegate: Bool
        /// The height, or the estimate, of a row the delegate gives none for.
        var fallback: CGFloat
    }

    /// Decides how rows get their heights at a geometry rebuild.
    ///
    /// - Without a delegate's `heightForRowAt` and with an explicit `rowHeight`, every row has
    ///   that height.
    /// - With `estimatedRowHeight` 0 and no `estimatedHeightForRowAt`, estimates are off: the
    ///   delegate is asked every row's height at once, and `automaticDimension` gives
    ///   ``headlessAutomaticRowHeight``.
    /// - Otherwise (UIKit's default) rows self-size: they use estimates (the delegate's
    ///   `estimatedHeightForRowAt`, else a positive `estimatedRowHeight`, else an explicit
    ///   `rowHeight`, else ``headlessAutomaticRowHeight``) until they are displayed.
    func rowSizing() -> RowSizing {
        if rowHeight >= 0, delegate == nil || headlessCachedResponse(to: .heightForRowAt) == false {
            return RowSizing(selfSizes: false, asksDelegate: false, fallback: rowHeight)
        }
        let fallback = estimatedRowHeight > 0
            ? estimatedRowHeight
            : rowHeight >= 0 ? rowHeight : UITableView.headlessAutomaticRowHeight
        if estimatedRowHeight == 0, !delegateEstimatesRowHeights() {
            return RowSizing(selfSizes: false, asksDelegate: true, fallback: UITableView.headlessAutomaticRowHeight)
        }
        let asksEstimates = delegate != nil && headlessCachedResponse(to: .estimatedHeightForRowAt) != false
        return RowSizing(selfSizes: true, asksDelegate: asksEstimates, fallback: fallback)
    }

    /// The heights of a section's rows at a geometry rebuild: real heights of rows displayed
    /// since the last reload, estimates for the others.
    ///
    /// - Complexity: O(rows) when the delegate is asked or rows were displayed; O(1) otherwise.
    func rowHeights(_ section: Int, _ sizing: RowSizing) -> TableGeometry.RowHeights {
        let count = rowCounts[section]
        guard sizing.selfSizes else {
            return sizing.asksDelegate ? askedRowHeights(section) : .uniform(height: sizing.fallback, count: count)
        }
        guard sizing.asksDelegate || !layoutState.rowHeights.isEmpty else {
            return .uniform(height: sizing.fallback, count: count)
        }
        var heights: [CGFloat] = []
        heights.reserveCapacity(count)
        for row in 0..<count {
            let indexPath = IndexPath(row: row, section: section)
            if let known = layoutState.rowHeights[indexPath] {
                heights.append(known)
            } else if sizing.asksDelegate {
                let estimate = askDelegate(.estimatedHeightForRowAt, default: sizing.fallback) {
                    $0.tableView(self, estimatedHeightForRowAt: indexPath)
                }
                heights.append(estimate > 0 ? estimate : sizing.fallback)
            } else {
                heights.append(sizing.fallback)
            }
        }
        return TableGeometry.RowHeights(heights: heights)
    }

    /// Gives a displayed row whose height is not known yet (displayed for the first time, or
    /// since the heights were forgotten) its real height: the delegate's
    /// `heightForRowAt`, else `rowHeight`; when that is `automaticDimension`, the cell's own
    /// (see ``fittingHeight(of:standard:)``). A height that differs from the estimate moves what
    /// is below and asks for another layout pass.
    func resolveHeight(ofRowAt indexPath: IndexPath, displaying cell: UITableViewCell) {
        guard geometry.sections[indexPath.section].rowsSelfSize, layoutState.rowHeights[indexPath] == nil else { return }
        let requested = askDelegate(.heightForRowAt, default: rowHeight) { $0.tableView(self, heightForRowAt: indexPath) }
        let height = requested >= 0 ? requested : fittingHeight(of: cell, standard: UITableView.headlessAutomaticRowHeight)
        layoutState.rowHeights[indexPath] = height
        guard height != geometry.sections[indexPath.section].rows.height(of: indexPath.row) else { return }
        geometry.setRowHeight(height, at: indexPath)
        contentHeightsChanged()
    }

    /// The height a view asks for at the table's width, as UIKit measures self-sizing content:
    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` with
    /// the table's width required and the height fitting: the height its content view's
    /// constraints need (a cell whose labels are pinned top to bottom). A view whose constraints
    /// do not set a height and that overrides neither that nor `sizeThatFits(_:)` answers its
    /// current height, which is first set to `standard`
    /// (``headlessAutomaticRowHeight`` for cells, as UIKit gives cells that do not size
    /// themselves the standard height; the estimate for headers and footers). A cell's pending
    /// configuration update runs first.
    func fittingHeight(of view: UIView, standard: CGFloat) -> CGFloat {
        let width = bounds.width
        view.frame = CGRect(x: 0, y: 0, width: width, height: standard)
        // A configuration set in `updateConfiguration(using:)` is what is measured, as in UIKit.
        (view as? UITableViewCell)?.updateConfigurationIfNeeded()
        let size = view.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        )
        return max(0, size.height)
    }

    // MARK: - Private

    /// Asks the delegate every row's height, as UIKit does with estimates off.
    ///
    /// - Complexity: O(rows) delegate calls when it provides heights.
    private func askedRowHeights(_ section: Int) -> TableGeometry.RowHeights {
        let count = rowCounts[section]
        let fallback = rowHeight >= 0 ? rowHeight : UITableView.headlessAutomaticRowHeight
        guard count > 0,
              let first = askDelegate(.heightForRowAt, default: nil, { Optional($0.tableView(self, heightForRowAt: IndexPath(row: 0, section: section))) })
        else { return .uniform(height: fallback, count: count) }
        var offsets = [0, first < 0 ? UITableView.headlessAutomaticRowHeight : first]
        offsets.reserveCapacity(count + 1)
        for row in 1..<count {
            let height = askDelegate(.heightForRowAt, default: fallback) { $0.tableView(self, heightForRowAt: IndexPath(row: row, section: section)) }
            offsets.append(offsets[row] + (height < 0 ? UITableView.headlessAutomaticRowHeight : height))
        }
        return .varying(offsets: offsets)
    }

    /// Whether the delegate implements `estimatedHeightForRowAt`, asking it for the first row to
    /// learn the answer from a plain object.
    private func delegateEstimatesRowHeights() -> Bool {
        if let known = headlessCachedResponse(to: .estimatedHeightForRowAt) { return known }
        guard delegate != nil, let section = rowCounts.firstIndex(where: { $0 > 0 }) else { return false }
        let indexPath = IndexPath(row: 0, section: section)
        return askDelegate(.estimatedHeightForRowAt, default: nil, { Optional($0.tableView(self, estimatedHeightForRowAt: indexPath)) }) != nil
    }

    /// Measures a displayed self-sizing cell again at the next layout pass, when
    /// ``selfSizingInvalidation`` allows what changed: the cell invalidated its intrinsic size
    /// (`.enabled`), or the Auto Layout of its content view changed (`.enabledIncludingConstraints`).
    ///
    /// - Parameters:
    ///   - cell: The cell whose size may have changed.
    ///   - byConstraints: Whether an Auto Layout change, not an explicit invalidation, asked.
    func selfSizingCellDidInvalidate(_ cell: UITableViewCell, byConstraints: Bool) {
        switch selfSizingInvalidation {
        case .disabled: return
        case .enabled: guard !byConstraints else { return }
        case .enabledIncludingConstraints: break
        }
        guard let indexPath = displayedIndexPath(of: cell), geometry.sections[indexPath.section].rowsSelfSize,
              layoutState.rowHeights.removeValue(forKey: indexPath) != nil
        else { return }
        layoutState.needsVisibleContentUpdate = true
        setNeedsLayout()
    }

    /// Updates the content size after a height changed during a layout pass, and asks the pass
    /// to run again so what moved is displayed where it now is.
    func contentHeightsChanged() {
        applyContentHeight()
        layoutState.needsVisibleContentUpdate = true
    }
}
