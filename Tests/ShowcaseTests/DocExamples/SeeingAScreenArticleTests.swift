import Foundation
import Testing
import DTTableViewManager

// Mirrors HeadlessUIKit.docc/SeeingAndSnapshotTestingAScreen.md.

/// The article's screen: a plain table of groceries.
final class GroceryListViewController: UITableViewController {
    let groceries = ["Bread", "Milk", "Eggs"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Grocery")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        groceries.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Grocery", for: indexPath)
        cell.textLabel?.text = groceries[indexPath.row]
        return cell
    }
}

@MainActor @Suite struct SeeingAScreenArticleTests {
    @Test func aScreenPrintsAndDrawsWhatItShows() throws {
        let screen = GroceryListViewController()
        screen.loadViewIfNeeded()
        screen.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        screen.view.layoutIfNeeded()
        print(screen.headlessTextSnapshot())

        try screen.headlessSVGSnapshot().write(to: URL(fileURLWithPath: "/tmp/screen.svg"), atomically: true, encoding: .utf8)
        #expect(screen.headlessTextSnapshot().contains("Milk"))
        #expect(try String(contentsOfFile: "/tmp/screen.svg", encoding: .utf8).contains("Milk"))
    }
}
