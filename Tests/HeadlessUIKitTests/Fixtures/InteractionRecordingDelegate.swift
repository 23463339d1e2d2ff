import Foundation
import HeadlessUIKit
import TableMethodFixtures

/// A delegate that logs highlight, selection, editing and context-menu calls.
@MainActor
final class InteractionRecordingDelegate: NSObject, UITableViewDelegate {
    let log: EventLog
    var redirectSelection: [IndexPath: IndexPath?] = [:]
    /// Rows that `shouldHighlightRowAt` refuses.
    var unhighlightableRows: Set<IndexPath> = []
    var trailingActions: [UIContextualAction]?

    init(log: EventLog) {
        self.log = log
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        log.record("shouldHighlight \(indexPath.short)")
        return !unhighlightableRows.contains(indexPath)
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        log.record("didHighlight \(indexPath.short)")
    }

    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        log.record("didUnhighlight \(indexPath.short)")
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.record("willSelect \(indexPath.short)")
        return redirectSelection[indexPath] ?? indexPath
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.record("didSelect \(indexPath.short)")
    }

    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.record("willDeselect \(indexPath.short)")
        return indexPath
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        log.record("didDeselect \(indexPath.short)")
    }

    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        log.record("willBeginEditing \(indexPath.short)")
    }

    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        log.record("didEndEditing \(indexPath?.short ?? "nil")")
    }

    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        log.record("accessoryTapped \(indexPath.short)")
    }

    func tableView(
        _ tableView: UITableView,
        trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        trailingActions.map(UISwipeActionsConfiguration.init(actions:))
    }

    func tableView(
        _ tableView: UITableView,
        contextMenuConfigurationForRowAt indexPath: IndexPath,
        point: CGPoint
    ) -> UIContextMenuConfiguration? {
        log.record("contextMenuConfiguration \(indexPath.short)")
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil, actionProvider: nil)
    }

    func tableView(
        _ tableView: UITableView,
        willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        log.record("willDisplayContextMenu")
    }

    func tableView(
        _ tableView: UITableView,
        willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        log.record("willEndContextMenu")
    }
}

/// A list data source that also deletes and moves rows in its model, as an editable screen does.
@MainActor
final class EditableListDataSource: NSObject, UITableViewDataSource {
    var rows: [String]
    let log: EventLog

    init(rows: [String], log: EventLog) {
        self.rows = rows
        self.log = log
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        log.record("commit \(editingStyle == .delete ? "delete" : "insert") \(indexPath.short)")
        rows.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        log.record("canMove \(indexPath.short)")
        return true
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.record("moveRow \(sourceIndexPath.short) -> \(destinationIndexPath.short)")
        rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
}
