import Foundation
import HeadlessUIKit
import TableMethodFixtures

/// A data source over an array of sections of strings, dequeueing cells of one reuse identifier
/// and logging what the table asks.
@MainActor
final class ListDataSource: NSObject, UITableViewDataSource {
    var sections: [[String]]
    let log: EventLog
    let reuseIdentifier: String
    var logsCounts = false

    init(sections: [[String]], log: EventLog = EventLog(), reuseIdentifier: String = "Cell") {
        self.sections = sections
        self.log = log
        self.reuseIdentifier = reuseIdentifier
    }

    static func rows(_ count: Int) -> [String] {
        (0..<count).map { "row \($0)" }
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        if logsCounts { log.record("numberOfSections") }
        return sections.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        if logsCounts { log.record("numberOfRows \(section)") }
        return sections[section].count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        log.record("cellForRowAt \(indexPath.short)")
        let cell = tableView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }
}
