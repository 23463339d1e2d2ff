import Foundation

// Display, indentation and row-height methods of the table's delegate: the implementations of
// its `open` members (declared in `DTTableViewDelegate.swift`, so subclasses can override them).
// Each `handle(_:…)` has the labels of the member it implements.
extension DTTableViewDelegate {
    // MARK: - Cells

    func handle(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        _ = performCellReaction(.willDisplayCellForRowAtIndexPath, at: indexPath, cell: cell) as Void?
        _ = forwarded(to: UITableViewDelegate.self) { $0.implementedWillDisplayCellForRowAt(tableView, cell, indexPath) }
    }

    func handle(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        _ = performCellReaction(.didEndDisplayingCellForRowAtIndexPath, at: indexPath, cell: cell) as Void?
        _ = forwarded(to: UITableViewDelegate.self) { $0.implementedDidEndDisplayingCellForRowAt(tableView, cell, indexPath) }
    }

    func handle(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        firstAnswer(
            performModelReaction(.heightForRowAtIndexPath, at: indexPath),
            forwarded(to: UITableViewDelegate.self) { $0.implementedHeightForRowAt(tableView, indexPath) },
            uikitDefault(tableView.rowHeight)
        )
    }

    func handle(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        firstAnswer(
            performModelReaction(.estimatedHeightForRowAtIndexPath, at: indexPath),
            forwarded(to: UITableViewDelegate.self) { $0.implementedEstimatedHeightForRowAt(tableView, indexPath) },
            uikitDefault(tableView.estimatedRowHeight)
        )
    }

    func handle(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        firstAnswer(
            performModelReaction(.indentationLevelForRowAtIndexPath, at: indexPath),
            forwarded(to: UITableViewDelegate.self) { $0.implementedIndentationLevelForRowAt(tableView, indexPath) },
            uikitDefault(0)
        )
    }

    // MARK: - Headers and footers

    func handle(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        _ = performSupplementaryReaction(.willDisplayHeaderForSection, kind: DTTableViewElementSectionHeader, section: section, view: view) as Void?
        _ = forwarded(to: UITableViewDelegate.self) { $0.implementedWillDisplayHeaderViewForSection(tableView, view, section) }
    }

    func handle(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        _ = performSupplementaryReaction(.willDisplayFooterForSection, kind: DTTableViewElementSectionFooter, section: section, view: view) as Void?
        _ = forwarded(to: UITableViewDelegate.self) { $0.implementedWillDisplayFooterViewForSection(tableView, view, section) }
    }

    func handle(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        _ = performSupplementaryReaction(.didEndDisplayingHeaderViewForSection, kind: DTTableViewElementSectionHeader, section: section, view: view) as Void?
        _ = forwarded(to: UITableViewDelegate.self) { $0.implementedDidEndDisplayingHeaderViewForSection(tableView, view, section) }
    }

    func handle(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
        _ = performSupplementaryReaction(.didEndDisplayingFooterViewForSection, kind: DTTableViewElementSectionFooter, section: section, view: view) as Void?
        _ = forwarded(to: UITableViewDelegate.self) { $0.implementedDidEndDisplayingFooterViewForSection(tableView, view, section) }
    }
}
