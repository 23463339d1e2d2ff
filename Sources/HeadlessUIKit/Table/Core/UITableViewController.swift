import Foundation

/// A view controller that manages a table view: it creates the table in `loadView()` and is the
/// table's data source and delegate, as in UIKit.
///
/// Like UIKit's, it declares every data-source and delegate method so subclasses write
/// `override func tableView(…)`. A method a subclass does not override reaches
/// ``HeadlessUnimplementedMethod`` and the table applies UIKit's default, exactly as if the method were
/// not implemented.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let tableStyle: UITableView.Style

    /// Creates a controller whose table has the given style.
    ///
    /// - Parameter style: The table's style.
    public init(style: UITableView.Style) {
        tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with a plain table, or with the view of a nib.
    ///
    /// - Parameters:
    ///   - nibNameOrNil: The nib's name.
    ///   - nibBundleOrNil: The nib's bundle.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tableStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a controller from an archive; headless: nothing is decoded, the table is plain.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        tableStyle = .plain
        super.init(coder: coder)
    }

    /// The managed table view: the controller's view.
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// Whether the selection is cleared when the view is about to appear.
    open var clearsSelectionOnViewWillAppear: Bool = true

    /// The refresh control of the table view: the table's `refreshControl`.
    open var refreshControl: UIRefreshControl? {
        get { tableView.refreshControl }
        set { tableView.refreshControl = newValue }
    }

    /// Creates the table view (unless a nib provided the view) and makes the controller its data
    /// source and delegate.
    open override func loadView() {
        super.loadView()
        let table = (viewIfLoaded as? UITableView) ?? UITableView(frame: UIScreen.main.bounds, style: tableStyle)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    /// Clears the selection when ``clearsSelectionOnViewWillAppear`` is set.
    ///
    /// - Parameter animated: Whether the appearance is animated.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let selected = tableView.indexPathsForSelectedRows else { return }
        for indexPath in selected { tableView.deselectRow(at: indexPath, animated: animated) }
    }

    /// Enters or leaves editing mode, and the table view with it.
    ///
    /// - Parameters:
    ///   - editing: Whether to edit.
    ///   - animated: Whether to animate.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    // MARK: - UITableViewDataSource, UITableViewDelegate and UIScrollViewDelegate

    /// Required by UIKit: subclasses override it. Without an override the table has no rows.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return 0
    }

    /// Required by UIKit: subclasses override it. Without an override the table has no rows.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func numberOfSections(in tableView: UITableView) -> Int {
        HeadlessUnimplementedMethod.reached()
        return 0
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        HeadlessUnimplementedMethod.reached()
        return nil
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        HeadlessUnimplementedMethod.reached()
        return nil
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        HeadlessUnimplementedMethod.reached()
        return false
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        HeadlessUnimplementedMethod.reached()
        return false
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        HeadlessUnimplementedMethod.reached()
        return nil
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        HeadlessUnimplementedMethod.reached()
        return 0
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        HeadlessUnimplementedMethod.reached()
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        HeadlessUnimplementedMethod.reached()
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        HeadlessUnimplementedMethod.reached()
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        HeadlessUnimplementedMethod.reached()
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        HeadlessUnimplementedMethod.reached()
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        HeadlessUnimplementedMethod.reached()
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        HeadlessUnimplementedMethod.reached()
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
        HeadlessUnimplementedMethod.reached()
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        HeadlessUnimplementedMethod.reached()
        return 0
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        HeadlessUnimplementedMethod.reached()
        return 0
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        HeadlessUnimplementedMethod.reached()
        return 0
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        HeadlessUnimplementedMethod.reached()
        return 0
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        HeadlessUnimplementedMethod.reached()
        return 0
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        HeadlessUnimplementedMethod.reached()
        return 0
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        HeadlessUnimplementedMethod.reached()
        return nil
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        HeadlessUnimplementedMethod.reached()
        return nil
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        HeadlessUnimplementedMethod.reached()
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        HeadlessUnimplementedMethod.reached()
        return false
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        HeadlessUnimplementedMethod.reached()
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        HeadlessUnimplementedMethod.reached()
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        HeadlessUnimplementedMethod.reached()
        return nil
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        HeadlessUnimplementedMethod.reached()
        return nil
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        HeadlessUnimplementedMethod.reached()
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        HeadlessUnimplementedMethod.reached()
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        HeadlessUnimplementedMethod.reached()
        return false
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        HeadlessUnimplementedMethod.reached()
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        HeadlessUnimplementedMethod.reached()
        return .none
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        HeadlessUnimplementedMethod.reached()
        return nil
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    @available(iOS, introduced: 8.0, deprecated: 13.0)
    open func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
        HeadlessUnimplementedMethod.reached()
        return nil
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        HeadlessUnimplementedMethod.reached()
        return nil
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        HeadlessUnimplementedMethod.reached()
        return nil
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        HeadlessUnimplementedMethod.reached()
        return false
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        HeadlessUnimplementedMethod.reached()
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        HeadlessUnimplementedMethod.reached()
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        HeadlessUnimplementedMethod.reached()
        return proposedDestinationIndexPath
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        HeadlessUnimplementedMethod.reached()
        return 0
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    @available(iOS, introduced: 5.0, deprecated: 13.0)
    open func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool {
        HeadlessUnimplementedMethod.reached()
        return false
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    @available(iOS, introduced: 5.0, deprecated: 13.0)
    open func tableView(_ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?) -> Bool {
        HeadlessUnimplementedMethod.reached()
        return false
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    @available(iOS, introduced: 5.0, deprecated: 13.0)
    open func tableView(_ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?) {
        HeadlessUnimplementedMethod.reached()
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        HeadlessUnimplementedMethod.reached()
        return false
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool {
        HeadlessUnimplementedMethod.reached()
        return false
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        HeadlessUnimplementedMethod.reached()
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? {
        HeadlessUnimplementedMethod.reached()
        return nil
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        HeadlessUnimplementedMethod.reached()
        return false
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath, with context: UISpringLoadedInteractionContext) -> Bool {
        HeadlessUnimplementedMethod.reached()
        return false
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        HeadlessUnimplementedMethod.reached()
        return false
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        HeadlessUnimplementedMethod.reached()
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {
        HeadlessUnimplementedMethod.reached()
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        HeadlessUnimplementedMethod.reached()
        return nil
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        HeadlessUnimplementedMethod.reached()
        return nil
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        HeadlessUnimplementedMethod.reached()
        return nil
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionCommitAnimating) {
        HeadlessUnimplementedMethod.reached()
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {
        HeadlessUnimplementedMethod.reached()
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {
        HeadlessUnimplementedMethod.reached()
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {
        HeadlessUnimplementedMethod.reached()
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {
        HeadlessUnimplementedMethod.reached()
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        HeadlessUnimplementedMethod.reached()
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        HeadlessUnimplementedMethod.reached()
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        HeadlessUnimplementedMethod.reached()
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        HeadlessUnimplementedMethod.reached()
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        HeadlessUnimplementedMethod.reached()
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        HeadlessUnimplementedMethod.reached()
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        HeadlessUnimplementedMethod.reached()
        return nil
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        HeadlessUnimplementedMethod.reached()
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        HeadlessUnimplementedMethod.reached()
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        HeadlessUnimplementedMethod.reached()
        return false
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
        HeadlessUnimplementedMethod.reached()
    }

    /// Not implemented unless a subclass overrides it; the table then applies UIKit's default.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        HeadlessUnimplementedMethod.reached()
    }
}
