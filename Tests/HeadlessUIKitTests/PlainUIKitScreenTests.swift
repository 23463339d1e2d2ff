import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// A table screen written exactly as for iOS: no manager, UIKit API only.
@MainActor
final class FruitListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    private(set) var fruits = (1...50).map { "Fruit \($0)" }
    private(set) var chosen: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "FruitCell")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        fruits.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "FruitCell", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        chosen.append(fruits[indexPath.row])
        tableView.deselectRow(at: indexPath, animated: true)
    }

    func removeFruits(atRows rows: [Int]) {
        tableView.performBatchUpdates({
            for row in rows.sorted(by: >) { self.fruits.remove(at: row) }
            self.tableView.deleteRows(at: rows.map { IndexPath(row: $0, section: 0) }, with: .automatic)
        })
    }
}

/// A `UITableViewController` subclass written as for iOS.
@MainActor
final class SettingsViewController: UITableViewController {
    let items = ["Wi-Fi", "Bluetooth", "Cellular"]
    private(set) var opened: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Setting")
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        1
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Setting", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        "Connections"
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        opened.append(items[indexPath.row])
    }
}

@MainActor @Suite struct PlainUIKitScreenTests {
    @Test func screenInAWindowDisplaysScrollsSelectsAndDeletes() throws {
        let controller = FruitListViewController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let tableView = controller.tableView
        expectIdentical(tableView.window, window)
        expectEqual(tableView.frame.size, UIScreen.main.bounds.size)
        expectEqual(tableView.visibleCells.count, 20)
        expectEqual(tableView.visibleCells.first?.textLabel?.text, "Fruit 1")

        tableView.scrollToRow(at: IndexPath(row: 30, section: 0), at: .top, animated: true)
        expectEqual(tableView.contentOffset.y, CGFloat(30 * 44))
        expectEqual(tableView.indexPathsForVisibleRows?.first, IndexPath(row: 30, section: 0))
        expectEqual(tableView.visibleCells.first?.textLabel?.text, "Fruit 31")

        try tableView.simulateTap(at: IndexPath(row: 31, section: 0))
        expectEqual(controller.chosen, ["Fruit 32"])
        expectNil(tableView.indexPathForSelectedRow)

        controller.removeFruits(atRows: [30, 31])
        expectEqual(tableView.numberOfRows(inSection: 0), 48)
        // The content shrank to 48 rows (2,112 points) under a 844-point screen: as in UIKit, the
        // offset moves back to the bottom of the content (1,268), which shows Fruit 29 again.
        expectEqual(tableView.contentOffset.y, CGFloat(48 * 44) - 844)
        expectEqual(tableView.visibleCells.first?.textLabel?.text, "Fruit 29")
        expectEqual(tableView.visibleCells.map { $0.textLabel?.text }, (["Fruit 29", "Fruit 30"] + (33...50).map { "Fruit \($0)" }))
    }

    @Test func tableViewControllerSubclassBehavesAsOnADevice() throws {
        let controller = SettingsViewController(style: .grouped)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let tableView: UITableView = controller.tableView
        expectEqual(tableView.style, .grouped)
        expectIdentical(tableView.dataSource, controller)
        expectIdentical(tableView.delegate, controller)
        expectEqual(tableView.visibleCells.map { $0.textLabel?.text }, ["Wi-Fi", "Bluetooth", "Cellular"])
        expectEqual(tableView.headerView(forSection: 0)?.textLabel?.text, "Connections")
        expectEqual(tableView.rectForRow(at: IndexPath(row: 0, section: 0)), CGRect(x: 0, y: 28, width: 390, height: 44))
        expectEqual(tableView.headlessCachedResponse(to: .heightForRowAt), false)
        try tableView.simulateTap(at: IndexPath(row: 1, section: 0))
        expectEqual(controller.opened, ["Bluetooth"])
        expectEqual(tableView.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
        controller.viewWillAppear(false)
        expectNil(tableView.indexPathForSelectedRow)
    }
}
