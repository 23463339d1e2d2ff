// A product list as an iOS app writes it with DTTableViewManager: a segmented control in the
// table header filters by category; each cell's button and stepper change the quantity.
import UIKit
import DTTableViewManager

final class ProductsViewController: UIViewController, DTTableViewManageable {
    let tableView: UITableView! = UITableView(frame: .zero, style: .plain)
    private(set) var products: [Product]
    private(set) lazy var filterControl = UISegmentedControl(frame: .zero, actions: [
        UIAction(title: "All", identifier: UIAction.Identifier("all")) { [weak self] _ in self?.filter = nil },
    ] + ProductCategory.allCases.map { category in
        UIAction(title: category.rawValue, identifier: UIAction.Identifier(category.rawValue)) { [weak self] _ in
            self?.filter = category
        }
    })
    var onBasketChange: ((Int) -> Void)?

    private var filter: ProductCategory? {
        didSet { showProducts() }
    }

    init(products: [Product]) {
        self.products = products
        super.init(nibName: nil, bundle: nil)
        title = "Shop"
        tabBarItem = UITabBarItem(title: "Shop", image: UIImage(systemName: "bag"), selectedImage: UIImage(systemName: "bag.fill"))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)

        filterControl.selectedSegmentIndex = 0
        filterControl.selectedSegmentTintColor = .systemGreen
        let header = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 48))
        filterControl.frame = header.bounds.insetBy(dx: 16, dy: 8)
        header.addSubview(filterControl)
        tableView.tableHeaderView = header

        manager.register(ProductCell.self) { _ in
        } handler: { [weak self] cell, product, _ in
            cell.onQuantityChange = { quantity in self?.setQuantity(quantity, of: product.name) }
        }
        showProducts()
    }

    private func showProducts() {
        manager.memoryStorage.setItems(products.filter { filter == nil || $0.category == filter })
    }

    private func setQuantity(_ quantity: Int, of name: String) {
        guard let index = products.firstIndex(where: { $0.name == name }) else { return }
        let old = products[index]
        products[index].quantity = quantity
        try? manager.memoryStorage.replaceItem(old, with: products[index])
        onBasketChange?(products.reduce(0) { $0 + $1.quantity })
    }
}
