import Foundation

// Display, indentation and row-height methods of the table's delegate.
extension DTTableViewDelegate {
    // MARK: - Cells

    /// Runs the `willDisplay` closure with the cell about to be shown, then the owner's method.
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        _ = performCellReaction(.willDisplayCellForRowAtIndexPath, at: indexPath, cell: cell) as Void?
        _ = forwarded(to: UITableViewDelegate.self) { $0.implementedWillDisplayCellForRowAt(tableView, cell, indexPath) }
    }

    /// Runs the `didEndDisplaying` closure with the cell that left the screen, then the owner's method.
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        _ = performCellReaction(.didEndDisplayingCellForRowAtIndexPath, at: indexPath, cell: cell) as Void?
        _ = forwarded(to: UITableViewDelegate.self) { $0.implementedDidEndDisplayingCellForRowAt(tableView, cell, indexPath) }
    }

    /// The row's height: the `heightForCell` closure's answer, the owner's, or the table's `rowHeight`.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        firstAnswer(
            performModelReaction(.heightForRowAtIndexPath, at: indexPath),
            forwarded(to: UITableViewDelegate.self) { $0.implementedHeightForRowAt(tableView, indexPath) },
            uikitDefault(tableView.rowHeight)
        )
    }

    /// The row's estimated height: the closure's answer, the owner's, or the table's `estimatedRowHeight`.
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        firstAnswer(
            performModelReaction(.estimatedHeightForRowAtIndexPath, at: indexPath),
            forwarded(to: UITableViewDelegate.self) { $0.implementedEstimatedHeightForRowAt(tableView, indexPath) },
            uikitDefault(tableView.estimatedRowHeight)
        )
    }

    /// The row's indentation level: the `indentationLevelForCell` closure's answer, the owner's, or 0.
    public func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        firstAnswer(
            performModelReaction(.indentationLevelForRowAtIndexPath, at: indexPath),
            forwarded(to: UITableViewDelegate.self) { $0.implementedIndentationLevelForRowAt(tableView, indexPath) },
            uikitDefault(0)
        )
    }

    // MARK: - Headers and footers

    /// Runs the `willDisplayHeaderView` closure, then the owner's method.
    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        _ = performSupplementaryReaction(.willDisplayHeaderForSection, kind: DTTableViewElementSectionHeader, section: section, view: view) as Void?
        _ = forwarded(to: UITableViewDelegate.self) { $0.implementedWillDisplayHeaderViewForSection(tableView, view, section) }
    }

    /// Runs the `willDisplayFooterView` closure, then the owner's method.
    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        _ = performSupplementaryReaction(.willDisplayFooterForSection, kind: DTTableViewElementSectionFooter, section: section, view: view) as Void?
        _ = forwarded(to: UITableViewDelegate.self) { $0.implementedWillDisplayFooterViewForSection(tableView, view, section) }
    }

    /// Runs the `didEndDisplayingHeaderView` closure, then the owner's method.
    public func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        _ = performSupplementaryReaction(.didEndDisplayingHeaderViewForSection, kind: DTTableViewElementSectionHeader, section: section, view: view) as Void?
        _ = forwarded(to: UITableViewDelegate.self) { $0.implementedDidEndDisplayingHeaderViewForSection(tableView, view, section) }
    }

    /// Runs the `didEndDisplayingFooterView` closure, then the owner's method.
    public func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
        _ = performSupplementaryReaction(.didEndDisplayingFooterViewForSection, kind: DTTableViewElementSectionFooter, section: section, view: view) as Void?
        _ = forwarded(to: UITableViewDelegate.self) { $0.implementedDidEndDisplayingFooterViewForSection(tableView, view, section) }
    }
}
