// A list filtered by a search controller in the navigation bar, as iOS apps write it.
import UIKit
import DTTableViewManager

final class CountryCell: UITableViewCell, ModelTransfer {
    func update(with model: String) {
        textLabel?.text = model
    }
}

final class CountryPickerViewController: UIViewController, DTTableViewManageable, UISearchResultsUpdating {
    let tableView: UITableView! = UITableView(frame: .zero, style: .plain)
    let countries = ["Austria", "Belgium", "Canada", "Denmark", "France", "Germany", "Portugal", "Spain"]
    private(set) var picked: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Country"
        tableView.frame = view.bounds
        view.addSubview(tableView)
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Search countries"
        navigationItem.searchController = search
        navigationItem.hidesSearchBarWhenScrolling = false

        manager.register(CountryCell.self) { [weak self] mapping in
            mapping.didSelect { _, country, _ in self?.picked = country }
        }
        manager.memoryStorage.setItems(countries)
    }

    func updateSearchResults(for searchController: UISearchController) {
        let query = searchController.searchBar.text ?? ""
        manager.memoryStorage.setItems(query.isEmpty ? countries : countries.filter { $0.localizedCaseInsensitiveContains(query) })
    }
}
