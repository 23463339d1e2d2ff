// A recipes screen as an iOS app writes it with DTTableViewManager: select pushes the detail,
// delete asks for confirmation, pull to refresh reloads, a button and a switch in each cell.
import UIKit
import DTTableViewManager

final class RecipesViewController: UIViewController, DTTableViewManageable {
    let tableView: UITableView! = UITableView(frame: .zero, style: .insetGrouped)
    private(set) var sharedRecipes: [String] = []
    private let loadPage: () -> [Recipe]

    init(loadPage: @escaping () -> [Recipe]) {
        self.loadPage = loadPage
        super.init(nibName: nil, bundle: nil)
        title = "Recipes"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        navigationItem.rightBarButtonItem = editButtonItem

        let refreshControl = UIRefreshControl()
        refreshControl.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
        tableView.refreshControl = refreshControl

        manager.register(RecipeCell.self) { [weak self] mapping in
            mapping.didSelect { _, recipe, _ in
                self?.navigationController?.pushViewController(RecipeDetailViewController(recipe: recipe), animated: true)
            }
            mapping.commitEditingStyle { style, _, recipe, indexPath in
                guard style == .delete else { return }
                self?.confirmDeletion(of: recipe, at: indexPath)
            }
        } handler: { [weak self] cell, recipe, indexPath in
            cell.onShare = { self?.sharedRecipes.append(recipe.name) }
            cell.onFavoriteChange = { isFavorite in self?.setFavorite(isFavorite, at: indexPath) }
        }
        manager.memoryStorage.setItems(loadPage())
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    private func refresh() {
        manager.memoryStorage.setItems(loadPage())
        tableView.refreshControl?.endRefreshing()
    }

    private func setFavorite(_ isFavorite: Bool, at indexPath: IndexPath) {
        guard let recipe = manager.memoryStorage.item(at: indexPath) as? Recipe else { return }
        var updated = recipe
        updated.isFavorite = isFavorite
        try? manager.memoryStorage.replaceItem(recipe, with: updated)
    }

    private func confirmDeletion(of recipe: Recipe, at indexPath: IndexPath) {
        let alert = UIAlertController(title: "Delete \(recipe.name)?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
            self?.manager.memoryStorage.removeItems(at: [indexPath])
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alert, animated: true)
    }
}
