import Foundation

// Default implementations stand in for UIKit's unimplemented optional methods: each reports its
// method to `UnimplementedMethod` and returns UIKit's default value, or a placeholder where
// UIKit's default depends on the table view's own settings.
extension UITableViewDelegate {
    // MARK: - Display

    /// Not implemented: reports ``TableViewMethod/willDisplayCellForRowAt``.
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        UnimplementedMethod.reached(.willDisplayCellForRowAt)
    }

    /// Not implemented: reports ``TableViewMethod/willDisplayHeaderViewForSection``.
    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        UnimplementedMethod.reached(.willDisplayHeaderViewForSection)
    }

    /// Not implemented: reports ``TableViewMethod/willDisplayFooterViewForSection``.
    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        UnimplementedMethod.reached(.willDisplayFooterViewForSection)
    }

    /// Not implemented: reports ``TableViewMethod/didEndDisplayingCellForRowAt``.
    public func tableView(
        _ tableView: UITableView,
        didEndDisplaying cell: UITableViewCell,
        forRowAt indexPath: IndexPath
    ) {
        UnimplementedMethod.reached(.didEndDisplayingCellForRowAt)
    }

    /// Not implemented: reports ``TableViewMethod/didEndDisplayingHeaderViewForSection``.
    public func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        UnimplementedMethod.reached(.didEndDisplayingHeaderViewForSection)
    }

    /// Not implemented: reports ``TableViewMethod/didEndDisplayingFooterViewForSection``.
    public func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
        UnimplementedMethod.reached(.didEndDisplayingFooterViewForSection)
    }

    // MARK: - Heights

    /// Not implemented: reports ``TableViewMethod/heightForRowAt`` and returns
    /// `UITableView.automaticDimension`; the table view uses its `rowHeight`.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        UnimplementedMethod.reached(.heightForRowAt)
        return UITableView.automaticDimension
    }

    /// Not implemented: reports ``TableViewMethod/heightForHeaderInSection`` and returns the
    /// automatic dimension; the table view uses its `sectionHeaderHeight`.
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        UnimplementedMethod.reached(.heightForHeaderInSection)
        return UITableView.automaticDimension
    }

    /// Not implemented: reports ``TableViewMethod/heightForFooterInSection`` and returns the
    /// automatic dimension; the table view uses its `sectionFooterHeight`.
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        UnimplementedMethod.reached(.heightForFooterInSection)
        return UITableView.automaticDimension
    }

    /// Not implemented: reports ``TableViewMethod/estimatedHeightForRowAt`` and returns the
    /// automatic dimension; the table view uses its `estimatedRowHeight`.
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        UnimplementedMethod.reached(.estimatedHeightForRowAt)
        return UITableView.automaticDimension
    }

    /// Not implemented: reports ``TableViewMethod/estimatedHeightForHeaderInSection`` and returns
    /// `UITableView.automaticDimension`; the table view uses its `estimatedSectionHeaderHeight`.
    public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        UnimplementedMethod.reached(.estimatedHeightForHeaderInSection)
        return UITableView.automaticDimension
    }

    /// Not implemented: reports ``TableViewMethod/estimatedHeightForFooterInSection`` and returns
    /// `UITableView.automaticDimension`; the table view uses its `estimatedSectionFooterHeight`.
    public func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        UnimplementedMethod.reached(.estimatedHeightForFooterInSection)
        return UITableView.automaticDimension
    }

    // MARK: - Headers and footers

    /// Not implemented: reports ``TableViewMethod/viewForHeaderInSection`` and returns `nil`.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        UnimplementedMethod.reached(.viewForHeaderInSection)
        return nil
    }

    /// Not implemented: reports ``TableViewMethod/viewForFooterInSection`` and returns `nil`.
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        UnimplementedMethod.reached(.viewForFooterInSection)
        return nil
    }

    // MARK: - Accessories

    /// Not implemented: reports ``TableViewMethod/accessoryButtonTappedForRowWith``.
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        UnimplementedMethod.reached(.accessoryButtonTappedForRowWith)
    }

    // MARK: - Highlighting

    /// Not implemented: reports ``TableViewMethod/shouldHighlightRowAt`` and returns `true`.
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        UnimplementedMethod.reached(.shouldHighlightRowAt)
        return true
    }

    /// Not implemented: reports ``TableViewMethod/didHighlightRowAt``.
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        UnimplementedMethod.reached(.didHighlightRowAt)
    }

    /// Not implemented: reports ``TableViewMethod/didUnhighlightRowAt``.
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        UnimplementedMethod.reached(.didUnhighlightRowAt)
    }

    // MARK: - Selection

    /// Not implemented: reports ``TableViewMethod/willSelectRowAt`` and returns `indexPath`.
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        UnimplementedMethod.reached(.willSelectRowAt)
        return indexPath
    }

    /// Not implemented: reports ``TableViewMethod/willDeselectRowAt`` and returns `indexPath`.
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        UnimplementedMethod.reached(.willDeselectRowAt)
        return indexPath
    }

    /// Not implemented: reports ``TableViewMethod/didSelectRowAt``.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        UnimplementedMethod.reached(.didSelectRowAt)
    }

    /// Not implemented: reports ``TableViewMethod/didDeselectRowAt``.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        UnimplementedMethod.reached(.didDeselectRowAt)
    }

    // MARK: - Primary actions

    /// Not implemented: reports ``TableViewMethod/canPerformPrimaryActionForRowAt`` and returns
    /// `false`.
    public func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        UnimplementedMethod.reached(.canPerformPrimaryActionForRowAt)
        return false
    }

    /// Not implemented: reports ``TableViewMethod/performPrimaryActionForRowAt``.
    public func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        UnimplementedMethod.reached(.performPrimaryActionForRowAt)
    }
}
