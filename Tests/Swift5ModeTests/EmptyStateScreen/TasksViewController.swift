// A task list as an iOS 17 app writes it with DTTableViewManager: the navigation bar is styled
// with an appearance, the toolbar holds an add button and a count, an empty list shows a
// content-unavailable configuration with an "Add Task" button, and a search that matches
// nothing shows the search configuration.
import UIKit
import DTTableViewManager

final class TasksViewController: UIViewController, DTTableViewManageable, UISearchResultsUpdating {
    let tableView: UITableView! = UITableView(frame: .zero, style: .insetGrouped)
    let searchController = UISearchController(searchResultsController: nil)
    private(set) var tasks: [TaskItem]
    private let countItem = UIBarButtonItem(title: nil, style: .plain, target: nil, action: nil)
    private(set) lazy var addItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in
        self?.addTask()
    })

    init(tasks: [TaskItem]) {
        self.tasks = tasks
        super.init(nibName: nil, bundle: nil)
        title = "Tasks"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)

        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigationItem.standardAppearance = appearance
        navigationItem.scrollEdgeAppearance = appearance
        navigationItem.largeTitleDisplayMode = .always
        navigationController?.navigationBar.prefersLargeTitles = true

        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        navigationItem.searchController = searchController

        countItem.isEnabled = false
        toolbarItems = [countItem, .flexibleSpace(), addItem]
        navigationController?.setToolbarHidden(false, animated: false)

        manager.register(TaskCell.self)
        showTasks()
    }

    override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        if tasks.isEmpty {
            var empty = UIContentUnavailableConfiguration.empty()
            empty.image = UIImage(systemName: "checklist")
            empty.text = "No Tasks"
            empty.secondaryText = "Tasks you add appear here."
            empty.button = .filled()
            empty.button.title = "Add Task"
            empty.buttonProperties.primaryAction = UIAction { [weak self] _ in self?.addTask() }
            contentUnavailableConfiguration = empty
        } else if let query = state.searchText, !query.isEmpty, manager.memoryStorage.totalNumberOfItems == 0 {
            var search = UIContentUnavailableConfiguration.search()
            search.secondaryText = "No tasks match “\(query)”."
            contentUnavailableConfiguration = search
        } else {
            contentUnavailableConfiguration = nil
        }
    }

    func updateSearchResults(for searchController: UISearchController) {
        showTasks()
    }

    private func addTask() {
        tasks.append(TaskItem(title: "Task \(tasks.count + 1)"))
        showTasks()
    }

    private func showTasks() {
        let query = searchController.searchBar.text ?? ""
        manager.memoryStorage.setItems(tasks.filter { query.isEmpty || $0.title.localizedCaseInsensitiveContains(query) })
        countItem.title = tasks.count == 1 ? "1 task" : "\(tasks.count) tasks"
        setNeedsUpdateContentUnavailableConfiguration()
    }
}
