import Foundation
import HeadlessUIKit
import TableMethodFixtures

/// A controller that records its appearance, layout and containment callbacks as
/// `"<name> <callback>"`, with the transition flags it sees during appearance callbacks.
class RecordingController: UIViewController {
    let name: String
    let log: EventLog

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("not used")
    }

    private func record(_ callback: String) {
        var flags: [String] = []
        if isBeingPresented { flags.append("presented") }
        if isBeingDismissed { flags.append("dismissed") }
        if isMovingToParent { flags.append("toParent") }
        if isMovingFromParent { flags.append("fromParent") }
        log.record(([name, callback] + flags).joined(separator: " "))
    }

    override func viewWillAppear(_ animated: Bool) { record("willAppear") }
    override func viewIsAppearing(_ animated: Bool) { record("isAppearing") }
    override func viewDidAppear(_ animated: Bool) { record("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { record("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { record("didDisappear") }
    override func viewWillLayoutSubviews() { record("willLayout") }
    override func viewDidLayoutSubviews() { record("didLayout") }
    override func willMove(toParent parent: UIViewController?) { record("willMove \(parent == nil ? "nil" : "parent")") }
    override func didMove(toParent parent: UIViewController?) { record("didMove \(parent == nil ? "nil" : "parent")") }
}

/// A window showing a root controller, made key and visible.
@MainActor
func showInWindow(_ controller: UIViewController) -> UIWindow {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return window
}

/// A recipe list screen written as for iOS: selecting a row pushes its detail screen; deleting a
/// row asks for confirmation with an alert first; an Edit button and pull to refresh.
final class RecipeListController: UITableViewController {
    var recipes = ["Soup", "Salad", "Stew"]
    var refreshCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Recipes"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "recipe")
        navigationItem.rightBarButtonItem = editButtonItem
        let refresh = UIRefreshControl()
        refresh.addAction(UIAction { [weak self] _ in self?.refreshCount += 1 }, for: .valueChanged)
        tableView.refreshControl = refresh
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        recipes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "recipe", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = recipes[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = UIViewController()
        detail.title = recipes[indexPath.row]
        navigationController?.pushViewController(detail, animated: true)
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        let alert = UIAlertController(title: "Delete \(recipes[indexPath.row])?", message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
            self?.recipes.remove(at: indexPath.row)
            self?.tableView.deleteRows(at: [indexPath], with: .automatic)
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alert, animated: true)
    }
}
