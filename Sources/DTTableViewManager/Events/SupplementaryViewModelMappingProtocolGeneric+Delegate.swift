import Foundation

// `UITableViewDelegate` events registered on a header or footer mapping. Closures receive the
// section instead of an index path:
//
// ```swift
// manager.registerHeader(SectionHeader.self) { mapping in
//     mapping.heightForHeader { title, section in 44 }
//     mapping.willDisplayHeaderView { header, title, section in … }
// }
// ```
extension SupplementaryViewModelMappingProtocolGeneric where View: UIView {
    // MARK: - Heights

    /// Answers `UITableViewDelegate.tableView(_:heightForHeaderInSection:)` for headers of this mapping.
    ///
    /// - Parameter closure: Receives the header model and section; returns the height.
    public func heightForHeader(_ closure: @escaping (Model, Int) -> CGFloat) {
        appendSectionReaction(for: .heightForHeaderInSection, closure)
    }

    /// Answers `UITableViewDelegate.tableView(_:estimatedHeightForHeaderInSection:)`.
    ///
    /// - Parameter closure: Receives the header model and section; returns the estimated height.
    public func estimatedHeightForHeader(_ closure: @escaping (Model, Int) -> CGFloat) {
        appendSectionReaction(for: .estimatedHeightForHeaderInSection, closure)
    }

    /// Answers `UITableViewDelegate.tableView(_:heightForFooterInSection:)` for footers of this mapping.
    ///
    /// - Parameter closure: Receives the footer model and section; returns the height.
    public func heightForFooter(_ closure: @escaping (Model, Int) -> CGFloat) {
        appendSectionReaction(for: .heightForFooterInSection, closure)
    }

    /// Answers `UITableViewDelegate.tableView(_:estimatedHeightForFooterInSection:)`.
    ///
    /// - Parameter closure: Receives the footer model and section; returns the estimated height.
    public func estimatedHeightForFooter(_ closure: @escaping (Model, Int) -> CGFloat) {
        appendSectionReaction(for: .estimatedHeightForFooterInSection, closure)
    }

    // MARK: - Display

    /// Runs `closure` when `UITableViewDelegate.tableView(_:willDisplayHeaderView:forSection:)` is called.
    ///
    /// - Parameter closure: Receives the header view, its model and section.
    public func willDisplayHeaderView(_ closure: @escaping (View, Model, Int) -> Void) {
        appendSectionReaction(for: .willDisplayHeaderForSection, closure)
    }

    /// Runs `closure` when `UITableViewDelegate.tableView(_:willDisplayFooterView:forSection:)` is called.
    ///
    /// - Parameter closure: Receives the footer view, its model and section.
    public func willDisplayFooterView(_ closure: @escaping (View, Model, Int) -> Void) {
        appendSectionReaction(for: .willDisplayFooterForSection, closure)
    }

    /// Runs `closure` when `UITableViewDelegate.tableView(_:didEndDisplayingHeaderView:forSection:)` is called.
    ///
    /// - Parameter closure: Receives the header view, its model and section.
    public func didEndDisplayingHeaderView(_ closure: @escaping (View, Model, Int) -> Void) {
        appendSectionReaction(for: .didEndDisplayingHeaderViewForSection, closure)
    }

    /// Runs `closure` when `UITableViewDelegate.tableView(_:didEndDisplayingFooterView:forSection:)` is called.
    ///
    /// - Parameter closure: Receives the footer view, its model and section.
    public func didEndDisplayingFooterView(_ closure: @escaping (View, Model, Int) -> Void) {
        appendSectionReaction(for: .didEndDisplayingFooterViewForSection, closure)
    }
}
