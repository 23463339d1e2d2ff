import DTTableViewManager
import Expectations
import Foundation
import Testing

/// A screen written as a README quick start would write it.
@MainActor
private final class PostsViewController: UIViewController, DTTableViewManageable {
    let tableView: UITableView! = UITableView(frame: .zero, style: .plain)

    override func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        view.addSubview(tableView)
        manager.register(PostCell.self)
        manager.register(UITableViewCell.self, for: String.self) { cell, model, _ in
            cell.textLabel?.text = model
        }
        manager.memoryStorage.setItems([Post(title: "First"), Post(title: "Second")])
        manager.memoryStorage.addItem("Footnote")
    }
}

@MainActor @Suite struct QuickStartScreenTests {
    @Test func screenShowsItsModelsThroughLayout() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = PostsViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        controller.tableView.layoutIfNeeded()

        let cells = controller.tableView.visibleCells
        expectEqual(cells.count, 3)
        let titles = cells.prefix(2).compactMap { ($0 as? PostCell)?.post?.title }
        expectEqual(titles, ["First", "Second"])
        expectEqual(cells.last?.textLabel?.text, "Footnote")
    }

    @Test func screenReflectsStorageChangesAfterLayout() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = PostsViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.tableView.layoutIfNeeded()
        try controller.manager.memoryStorage.removeItem("Footnote")
        controller.manager.memoryStorage.addItem(Post(title: "Third"))
        controller.tableView.layoutIfNeeded()
        let titles = controller.tableView.visibleCells.compactMap { ($0 as? PostCell)?.post?.title }
        expectEqual(titles, ["First", "Second", "Third"])
    }
}
