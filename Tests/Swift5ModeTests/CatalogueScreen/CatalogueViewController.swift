// A product catalogue as an iOS app writes it with DTTableViewManager and Swift concurrency: the
// first page loads in a task started in viewDidLoad with a spinner as the table's background,
// a failure shows a content-unavailable configuration with a retry button, pull to refresh
// reloads, the next page loads when the last row is about to appear, and a bar button's menu
// picks the sort order.
import UIKit
import DTTableViewManager

final class CatalogueViewController: UIViewController, DTTableViewManageable {
    enum SortOrder: String, CaseIterable {
        case newest = "Newest"
        case priceLowToHigh = "Price: Low to High"
        case priceHighToLow = "Price: High to Low"
        case name = "Name"
    }

    enum Phase {
        case loading
        case loaded
        case failed(Error)
    }

    let tableView: UITableView! = UITableView(frame: .zero, style: .plain)
    private let service: CatalogueService
    private(set) var products: [CatalogueProduct] = []
    private(set) var sortOrder = SortOrder.newest
    private(set) var phase = Phase.loading
    private(set) var loadTask: Task<Void, Never>?
    private var isLoadingMore = false
    private var reachedEnd = false

    init(service: CatalogueService) {
        self.service = service
        super.init(nibName: nil, bundle: nil)
        title = "Catalogue"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.rowHeight = 64
        view.addSubview(tableView)

        manager.register(CatalogueProductCell.self) { [weak self] mapping in
            mapping.willDisplay { _, _, indexPath in
                self?.loadMoreIfNeeded(displaying: indexPath)
            }
        }

        let refreshControl = UIRefreshControl()
        refreshControl.attributedTitle = NSAttributedString(string: "Pull to refresh")
        refreshControl.addAction(UIAction { [weak self] _ in
            self?.reload()
        }, for: .valueChanged)
        tableView.refreshControl = refreshControl

        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Sort", image: UIImage(systemName: "arrow.up.arrow.down"), primaryAction: nil, menu: makeSortMenu()
        )

        loadTask = Task { await load() }
    }

    // MARK: - Loading

    func load() async {
        phase = .loading
        setNeedsUpdateContentUnavailableConfiguration()
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.startAnimating()
        tableView.backgroundView = spinner
        await fetchFirstPage()
    }

    private func reload() {
        loadTask = Task {
            await fetchFirstPage()
            tableView.refreshControl?.endRefreshing()
        }
    }

    private func fetchFirstPage() async {
        do {
            let firstPage = try await service.products()
            products = firstPage
            reachedEnd = firstPage.isEmpty
            phase = .loaded
            showSorted()
        } catch {
            phase = .failed(error)
        }
        tableView.backgroundView = nil
        setNeedsUpdateContentUnavailableConfiguration()
    }

    private func loadMoreIfNeeded(displaying indexPath: IndexPath) {
        guard indexPath.row == products.count - 1, !isLoadingMore, !reachedEnd, let last = products.last else { return }
        isLoadingMore = true
        let footerSpinner = UIActivityIndicatorView(style: .medium)
        footerSpinner.hidesWhenStopped = true
        footerSpinner.frame = CGRect(x: 0, y: 0, width: tableView.bounds.width, height: 44)
        footerSpinner.startAnimating()
        tableView.tableFooterView = footerSpinner
        loadTask = Task {
            defer {
                isLoadingMore = false
                footerSpinner.stopAnimating()
                tableView.tableFooterView = nil
            }
            guard let nextPage = try? await service.products(after: last) else { return }
            reachedEnd = nextPage.isEmpty
            products += nextPage
            showSorted()
        }
    }

    override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        guard case .failed(let error) = phase else {
            contentUnavailableConfiguration = nil
            return
        }
        var configuration = UIContentUnavailableConfiguration.empty()
        configuration.image = UIImage(systemName: "wifi.exclamationmark")
        configuration.text = "Couldn't Load Products"
        configuration.secondaryText = error.localizedDescription
        var retry = UIButton.Configuration.filled()
        retry.title = "Try Again"
        retry.cornerStyle = .capsule
        retry.image = UIImage(systemName: "arrow.clockwise")
        retry.imagePadding = 6
        configuration.button = retry
        configuration.buttonProperties.primaryAction = UIAction { [weak self] _ in
            guard let self = self else { return }
            self.loadTask = Task { await self.load() }
        }
        contentUnavailableConfiguration = configuration
    }

    // MARK: - Sorting

    private func makeSortMenu() -> UIMenu {
        let actions = SortOrder.allCases.map { order in
            UIAction(title: order.rawValue, image: nil, identifier: UIAction.Identifier(order.rawValue),
                     state: order == sortOrder ? .on : .off) { [weak self] _ in
                self?.sort(by: order)
            }
        }
        return UIMenu(title: "Sort By", image: nil, identifier: nil, options: .singleSelection, children: actions)
    }

    private func sort(by order: SortOrder) {
        sortOrder = order
        navigationItem.rightBarButtonItem?.menu = makeSortMenu()
        showSorted()
    }

    private func showSorted() {
        let sorted: [CatalogueProduct]
        switch sortOrder {
        case .newest: sorted = products.sorted { $0.addedAt > $1.addedAt }
        case .priceLowToHigh: sorted = products.sorted { $0.price < $1.price }
        case .priceHighToLow: sorted = products.sorted { $0.price > $1.price }
        case .name: sorted = products.sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
        }
        manager.memoryStorage.setItems(sorted)
    }
}
