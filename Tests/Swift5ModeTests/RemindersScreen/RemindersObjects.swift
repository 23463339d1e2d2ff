// The reminders screen's table objects, subclassed as upstream's migration guides suggest: the
// delegate, the data source, the drag and drop delegates, the storage and a section model each
// override members DTTableViewManager and DTModelStorage declare `open`.
import UIKit
import DTTableViewManager

struct Reminder: Equatable {
    let title: String
    var isDone = false
}

final class ReminderCell: UITableViewCell, ModelTransfer {
    private(set) var reminder: Reminder?

    func update(with model: Reminder) {
        reminder = model
        textLabel?.text = model.title
    }
}

/// Logs selection and display, makes done reminders shorter and offers "Snooze" on a swipe.
final class RemindersDelegate: DTTableViewDelegate {
    weak var reminders: MemoryStorage?
    var journal: [String] = []

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        journal.append("selected \(indexPath.row)")
        super.tableView(tableView, didSelectRowAt: indexPath)
    }

    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        journal.append("displaying \(indexPath.row)")
        super.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        let reminder = reminders?.item(at: indexPath) as? Reminder
        return reminder?.isDone == true ? 30 : super.tableView(tableView, heightForRowAt: indexPath)
    }

    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let snooze = UIContextualAction(style: .normal, title: "Snooze") { _, _, done in done(true) }
        return UISwipeActionsConfiguration(actions: [snooze])
    }
}

/// Lets only reminders that are not done move, and logs the moves.
final class RemindersDataSource: DTTableViewDataSource {
    weak var reminders: MemoryStorage?
    var moves: [String] = []

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        let reminder = reminders?.item(at: indexPath) as? Reminder
        return reminder?.isDone != true && super.tableView(tableView, canMoveRowAt: indexPath)
    }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append("\(sourceIndexPath.row) -> \(destinationIndexPath.row)")
        super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
    }
}

/// Drags a reminder as its title in plain text; a drag of several reminders copies them.
final class RemindersDragDelegate: DTTableViewDragDelegate {
    weak var reminders: MemoryStorage?

    override func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        guard let reminder = reminders?.item(at: indexPath) as? Reminder else { return [] }
        return [UIDragItem(itemProvider: NSItemProvider(object: reminder.title as NSString))]
    }

    override func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool {
        session.items.count == 1 && super.tableView(tableView, dragSessionAllowsMoveOperation: session)
    }
}

/// Accepts only drops of plain text.
final class RemindersDropDelegate: DTTableViewDropDelegate {
    override func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: NSString.self) && super.tableView(tableView, canHandle: session)
    }
}

/// Trims titles of added reminders and titles each section's header.
final class RemindersStorage: MemoryStorage {
    override func addItems<T>(_ items: [T], toSection index: Int = 0) {
        let trimmed = items.map { item -> Any in
            guard let reminder = item as? Reminder else { return item }
            return Reminder(title: reminder.title.trimmingCharacters(in: .whitespaces), isDone: reminder.isDone)
        }
        super.addItems(trimmed, toSection: index)
    }

    override var headerModelProvider: ((Int) -> Any?)? {
        get { { index in index == 0 ? "Today" : "Later" } }
        set { super.headerModelProvider = newValue }
    }
}

/// A section that keeps done reminders at its end.
final class DoneLastSection: SectionModel {
    override func item(at index: Int) -> Any? {
        let reminders = items.compactMap { $0 as? Reminder }
        let ordered = reminders.filter { !$0.isDone } + reminders.filter { $0.isDone }
        return ordered.indices.contains(index) ? ordered[index] : nil
    }
}
