import DTTableViewManager
import Foundation

/// An owner implementing every method of the six table protocols, written as an iOS app writes
/// them, that records which ran. Methods with an optional result answer `nil`, so a test can tell
/// an owner answering `nil` from an owner without the method.
@MainActor
final class EveryMethodOwner: NSObject, UITableViewDataSource, UITableViewDelegate, UITableViewDataSourcePrefetching,
    UITableViewDragDelegate, UITableViewDropDelegate {
    private(set) var calls: [TableViewMethod] = []

    func record(_ method: TableViewMethod) {
        calls.append(method)
    }

    // MARK: - UITableViewDataSource

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        record(.numberOfRowsInSection)
        return 0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        record(.cellForRowAt)
        return UITableViewCell()
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        record(.numberOfSections)
        return 1
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        record(.titleForHeaderInSection)
        return nil
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        record(.titleForFooterInSection)
        return nil
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        record(.canEditRowAt)
        return true
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        record(.canMoveRowAt)
        return false
    }

    func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        record(.sectionIndexTitles)
        return nil
    }

    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        record(.sectionForSectionIndexTitle)
        return index
    }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        record(.commitEditingStyleForRowAt)
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        record(.moveRowAt)
    }

    // MARK: - UITableViewDataSourcePrefetching

    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        record(.prefetchRowsAt)
    }

    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        record(.cancelPrefetchingForRowsAt)
    }

    // MARK: - UITableViewDragDelegate

    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        record(.itemsForBeginningSession)
        return []
    }

    func tableView(_ tableView: UITableView, itemsForAddingTo session: UIDragSession, at indexPath: IndexPath, point: CGPoint) -> [UIDragItem] {
        record(.itemsForAddingToSession)
        return []
    }

    func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        record(.dragPreviewParametersForRowAt)
        return nil
    }

    func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession) {
        record(.dragSessionWillBegin)
    }

    func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession) {
        record(.dragSessionDidEnd)
    }

    func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool {
        record(.dragSessionAllowsMoveOperation)
        return true
    }

    func tableView(_ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool {
        record(.dragSessionIsRestrictedToDraggingApplication)
        return false
    }

    // MARK: - UITableViewDropDelegate

    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
        record(.performDropWithCoordinator)
    }

    func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool {
        record(.canHandleSession)
        return true
    }

    func tableView(_ tableView: UITableView, dropSessionDidEnter session: UIDropSession) {
        record(.dropSessionDidEnter)
    }

    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        record(.dropSessionDidUpdate)
        return UITableViewDropProposal(operation: .cancel)
    }

    func tableView(_ tableView: UITableView, dropSessionDidExit session: UIDropSession) {
        record(.dropSessionDidExit)
    }

    func tableView(_ tableView: UITableView, dropSessionDidEnd session: UIDropSession) {
        record(.dropSessionDidEnd)
    }

    func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        record(.dropPreviewParametersForRowAt)
        return nil
    }
}
