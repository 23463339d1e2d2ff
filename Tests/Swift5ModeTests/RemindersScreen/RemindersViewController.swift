import UIKit
import DTTableViewManager

/// A reminders list that installs its own table objects, as an upstream-era app does.
final class RemindersViewController: UIViewController, DTTableViewManageable {
    let tableView: UITableView! = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    private(set) var remindersDelegate: RemindersDelegate!
    private(set) var remindersDataSource: RemindersDataSource!
    private(set) var opened: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        let storage = RemindersStorage()
        manager.storage = storage
        remindersDelegate = RemindersDelegate(delegate: self, tableViewManager: manager)
        remindersDelegate.reminders = storage
        remindersDataSource = RemindersDataSource(delegate: self, tableViewManager: manager)
        remindersDataSource.reminders = storage
        let dragDelegate = RemindersDragDelegate(delegate: self, tableViewManager: manager)
        dragDelegate.reminders = storage
        manager.tableDelegate = remindersDelegate
        manager.tableDataSource = remindersDataSource
        manager.tableDragDelegate = dragDelegate
        manager.tableDropDelegate = RemindersDropDelegate(delegate: self, tableViewManager: manager)
        manager.register(ReminderCell.self) { [weak self] mapping in
            mapping.didSelect { _, reminder, _ in self?.opened.append(reminder.title) }
            mapping.willDisplay { _, _, _ in }
            mapping.heightForCell { _, _ in 50 }
            mapping.trailingSwipeActionsConfiguration { _, _, _ in nil }
            mapping.canMove { _, _, _ in true }
            mapping.moveRowTo { _, _, _, _ in }
        }
        manager.dragSessionAllowsMoveOperation { _ in true }
        manager.canHandleDropSession { _ in true }
        storage.setSection(DoneLastSection(items: [Reminder(title: "Pay rent", isDone: true), Reminder(title: "Call mum")]), forSection: 0)
        storage.addItems([Reminder(title: "  Buy milk ")])
    }
}
