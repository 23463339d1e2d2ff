import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// A to-do list whose rows say which editing control they show: done rows none, the last row an
/// Insert control, the first row cannot be edited at all.
private final class TodoList: NSObject, UITableViewDataSource, UITableViewDelegate {
    let titles = ["Locked", "Buy milk", "Done", "New item"]
    var committed: [String] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = titles[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { indexPath.row != 0 }

    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        switch titles[indexPath.row] {
        case "Done": .none
        case "New item": .insert
        default: .delete
        }
    }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        committed.append("\(editingStyle == .insert ? "insert" : "delete") \(titles[indexPath.row])")
    }
}

@MainActor @Suite struct CommitRuleTests {
    @Test func onlyARowShowingTheControlCommitsItsStyle() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let list = TodoList()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = list
        table.delegate = list
        table.layoutIfNeeded()
        let rows = (0..<4).map { IndexPath(row: $0, section: 0) }

        // Outside editing mode no row shows a Delete or Insert control.
        try expectEqual(table.simulateCommit(.delete, forRowAt: rows[1]), false)

        table.setEditing(true, animated: false)
        try expectEqual(table.simulateCommit(.delete, forRowAt: rows[0]), false, "a row that cannot be edited shows no control")
        try expectEqual(table.simulateCommit(.delete, forRowAt: rows[2]), false, "a row whose style is none shows no control")
        try expectEqual(table.simulateCommit(.insert, forRowAt: rows[1]), false, "a Delete row has no Insert control")
        #expect(list.committed.isEmpty)

        #expect(try table.simulateCommit(.delete, forRowAt: rows[1]))
        #expect(try table.simulateCommit(.insert, forRowAt: rows[3]))
        expectEqual(list.committed, ["delete Buy milk", "insert New item"])
    }
}
