import Foundation
import HeadlessUIKit
import TableMethodFixtures

/// A table with a list data source, a registered cell class and a violation collector, laid out
/// in a window; 44-point rows.
@MainActor
struct TableFixture {
    let window: UIWindow
    let tableView: UITableView
    let dataSource: ListDataSource
    let log: EventLog
    let violations: ViolationCollector

    init(sections: [[String]], height: CGFloat = 440, cellClass: UITableViewCell.Type = UITableViewCell.self) {
        log = EventLog()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: height))
        tableView = UITableView(frame: window.bounds, style: .plain)
        tableView.register(cellClass, forCellReuseIdentifier: "Cell")
        dataSource = ListDataSource(sections: sections, log: log)
        violations = ViolationCollector()
        tableView.headlessConsistencyViolationHandler = { [violations] in violations.collected.append($0) }
        tableView.dataSource = dataSource
        window.addSubview(tableView)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
    }
}

/// Collects a table's consistency violations.
@MainActor
final class ViolationCollector {
    var collected: [UITableView.HeadlessConsistencyViolation] = []
    var messages: [String] { collected.map(\.message) }
}
