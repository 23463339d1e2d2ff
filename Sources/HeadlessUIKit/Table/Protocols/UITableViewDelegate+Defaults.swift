import Foundation

// Default implementations stand in for UIKit's unimplemented optional methods: each reports its
// method to `HeadlessUnimplementedMethod` and returns UIKit's default value, or a placeholder where
// UIKit's default depends on the table view's own settings.
extension UITableViewDelegate {
    // MARK: - Display

    /// Not implemented: reports ``HeadlessTableViewMethod/willDisplayCellForRowAt``.
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        HeadlessUnimplementedMethod.reached(.willDisplayCellForRowAt)
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/willDisplayHeaderViewForSection``.
    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        HeadlessUnimplementedMethod.reached(.willDisplayHeaderViewForSection)
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/willDisplayFooterViewForSection``.
    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        HeadlessUnimplementedMethod.reached(.willDisplayFooterViewForSection)
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/didEndDisplayingCellForRowAt``.
    public func tableView(
        _ tableView: UITableView,
        didEndDisplaying cell: UITableViewCell,
        forRowAt indexPath: IndexPath
    ) {
        HeadlessUnimplementedMethod.reached(.didEndDisplayingCellForRowAt)
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/didEndDisplayingHeaderViewForSection``.
    public func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        HeadlessUnimplementedMethod.reached(.didEndDisplayingHeaderViewForSection)
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/didEndDisplayingFooterViewForSection``.
    public func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
        HeadlessUnimplementedMethod.reached(.didEndDisplayingFooterViewForSection)
    }

    // MARK: - Heights

    /// Not implemented: reports ``HeadlessTableViewMethod/heightForRowAt`` and returns
    /// `UITableView.automaticDimension`; the table view uses its `rowHeight`.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        HeadlessUnimplementedMethod.reached(.heightForRowAt)
        return UITableView.automaticDimension
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/heightForHeaderInSection`` and returns the
    /// automatic dimension; the table view uses its `sectionHeaderHeight`.
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        HeadlessUnimplementedMethod.reached(.heightForHeaderInSection)
        return UITableView.automaticDimension
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/heightForFooterInSection`` and returns the
    /// automatic dimension; the table view uses its `sectionFooterHeight`.
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        HeadlessUnimplementedMethod.reached(.heightForFooterInSection)
        return UITableView.automaticDimension
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/estimatedHeightForRowAt`` and returns the
    /// automatic dimension; the table view uses its `estimatedRowHeight`.
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        HeadlessUnimplementedMethod.reached(.estimatedHeightForRowAt)
        return UITableView.automaticDimension
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/estimatedHeightForHeaderInSection`` and returns
    /// `UITableView.automaticDimension`; the table view uses its `estimatedSectionHeaderHeight`.
    public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        HeadlessUnimplementedMethod.reached(.estimatedHeightForHeaderInSection)
        return UITableView.automaticDimension
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/estimatedHeightForFooterInSection`` and returns
    /// `UITableView.automaticDimension`; the table view uses its `estimatedSectionFooterHeight`.
    public func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        HeadlessUnimplementedMethod.reached(.estimatedHeightForFooterInSection)
        return UITableView.automaticDimension
    }

    // MARK: - Headers and footers

    /// Not implemented: reports ``HeadlessTableViewMethod/viewForHeaderInSection`` and returns `nil`.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        HeadlessUnimplementedMethod.reached(.viewForHeaderInSection)
        return nil
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/viewForFooterInSection`` and returns `nil`.
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        HeadlessUnimplementedMethod.reached(.viewForFooterInSection)
        return nil
    }

    // MARK: - Accessories

    /// Not implemented: reports ``HeadlessTableViewMethod/accessoryButtonTappedForRowWith``.
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        HeadlessUnimplementedMethod.reached(.accessoryButtonTappedForRowWith)
    }

    // MARK: - Highlighting

    /// Not implemented: reports ``HeadlessTableViewMethod/shouldHighlightRowAt`` and returns `true`.
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        HeadlessUnimplementedMethod.reached(.shouldHighlightRowAt)
        return true
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/didHighlightRowAt``.
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        HeadlessUnimplementedMethod.reached(.didHighlightRowAt)
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/didUnhighlightRowAt``.
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        HeadlessUnimplementedMethod.reached(.didUnhighlightRowAt)
    }

    // MARK: - Selection

    /// Not implemented: reports ``HeadlessTableViewMethod/willSelectRowAt`` and returns `indexPath`.
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        HeadlessUnimplementedMethod.reached(.willSelectRowAt)
        return indexPath
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/willDeselectRowAt`` and returns `indexPath`.
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        HeadlessUnimplementedMethod.reached(.willDeselectRowAt)
        return indexPath
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/didSelectRowAt``.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        HeadlessUnimplementedMethod.reached(.didSelectRowAt)
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/didDeselectRowAt``.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        HeadlessUnimplementedMethod.reached(.didDeselectRowAt)
    }

    // MARK: - Primary actions

    /// Not implemented: reports ``HeadlessTableViewMethod/canPerformPrimaryActionForRowAt`` and returns
    /// `false`.
    public func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        HeadlessUnimplementedMethod.reached(.canPerformPrimaryActionForRowAt)
        return false
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/performPrimaryActionForRowAt``.
    public func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        HeadlessUnimplementedMethod.reached(.performPrimaryActionForRowAt)
    }
}
