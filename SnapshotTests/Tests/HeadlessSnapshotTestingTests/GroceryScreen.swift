import Foundation
import HeadlessUIKit

/// The screen the snapshot tests record: a navigation bar over a grocery list with a section
/// header, a checked row, and a switch below the table.
@MainActor
final class GroceryScreen: UIViewController, UITableViewDataSource {
    let tableView = UITableView(frame: .zero, style: .plain)
    let reminder = UISwitch()
    var items = ["Apples", "Bread", "Coffee"]
    var checked: Set<Int> = [1]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        tableView.frame = CGRect(x: 0, y: 0, width: 390, height: 220)
        tableView.rowHeight = 44
        tableView.sectionHeaderHeight = 28
        tableView.dataSource = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        view.addSubview(tableView)
        reminder.frame = CGRect(x: 323, y: 236, width: 51, height: 31)
        reminder.isOn = true
        reminder.accessibilityLabel = "Remind me"
        view.addSubview(reminder)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        cell.accessoryType = checked.contains(indexPath.row) ? .checkmark : .none
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Shopping list" }

    /// A screen 390 × 300 points inside a navigation controller, laid out.
    static func inNavigationController(items: [String]? = nil) -> (UINavigationController, GroceryScreen) {
        let screen = GroceryScreen()
        if let items { screen.items = items }
        screen.title = "Groceries"
        screen.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        let navigation = UINavigationController(rootViewController: screen)
        navigation.loadViewIfNeeded()
        navigation.view.frame = CGRect(x: 0, y: 0, width: 390, height: 400)
        navigation.view.layoutIfNeeded()
        screen.view.layoutIfNeeded()
        screen.tableView.layoutIfNeeded()
        return (navigation, screen)
    }
}
