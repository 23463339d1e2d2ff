import Expectations
import Testing
import UIKit

// Written as iOS code places a table: pinned to its controller's view with anchors, no frame
// set anywhere. The headless calls are in the tests.

/// A recipe list whose table is pinned to the view's edges; selecting a row pushes its detail.
final class PinnedRecipesViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    let recipes = ["Soup", "Salad", "Stew"]
    private(set) var tableFrameAfterLayout: CGRect?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Recipes"
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "recipe")
        tableView.dataSource = self
        tableView.delegate = self
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        tableFrameAfterLayout = tableView.frame
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        recipes.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "recipe", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = recipes[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = UIViewController()
        detail.title = recipes[indexPath.row]
        navigationController?.pushViewController(detail, animated: true)
    }
}

/// A screen with a header label in the safe area and the table below it, inside the margins.
final class HeaderedListViewController: UIViewController {
    let headerLabel = UILabel()
    let tableView = UITableView(frame: .zero, style: .plain)

    override func viewDidLoad() {
        super.viewDidLoad()
        headerLabel.text = "Today"
        for subview in [headerLabel, tableView] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            headerLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            headerLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            headerLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            tableView.topAnchor.constraint(equalTo: headerLabel.bottomAnchor, constant: 8),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
    }
}

@MainActor @Suite struct PinnedTableScreenTests {
    @Test func pinnedTableFillsTheScreenInANavigationControllerAndTakesTaps() throws {
        let screen = PinnedRecipesViewController()
        let navigation = UINavigationController(rootViewController: screen)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigation
        window.makeKeyAndVisible()

        expectEqual(screen.view.frame, window.bounds)
        expectEqual(screen.tableView.frame, screen.view.bounds)
        expectEqual(screen.tableFrameAfterLayout, screen.view.bounds)
        #expect(screen.tableView.headlessAutoLayoutIssues.isEmpty)

        try screen.tableView.simulateTap(at: IndexPath(row: 1, section: 0))

        expectEqual(navigation.topViewController?.title, "Salad")
        withExtendedLifetime(window) {}
    }

    @Test func pinnedTableOfALoadedViewIsPlacedAtItsFirstLayoutPass() throws {
        let screen = PinnedRecipesViewController()
        screen.loadViewIfNeeded()
        expectEqual(screen.tableView.frame, .zero)

        screen.view.layoutIfNeeded()

        expectEqual(screen.tableView.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        expectEqual(screen.tableView.visibleCells.count, 3)
    }

    @Test func headerInTheSafeAreaAndTableBelowIt() {
        let screen = HeaderedListViewController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = screen
        window.makeKeyAndVisible()

        // The root view's side margins are the system minimum, 16 points on an iPhone.
        let header = screen.headerLabel.frame
        expectEqual(header, CGRect(x: 16, y: 8, width: 358, height: screen.headerLabel.font.lineHeight))
        expectEqual(screen.tableView.frame, CGRect(x: 0, y: header.maxY + 8, width: 390, height: 844 - header.maxY - 8))
        withExtendedLifetime(window) {}
    }
}
