// An account screen as a DTTableViewManager-era app writes it: a `UITableViewController` subclass
// adopting `DTTableViewManageable`, several sections with header and footer titles set through the
// memory storage's section APIs, an empty footer view hiding trailing separators, the
// controller's own refresh control, estimated heights and appearance proxies set once.
import UIKit
import DTTableViewManager

struct AccountRow: Equatable {
    let title: String
    var detail: String?
}

final class AccountCell: UITableViewCell, ModelTransfer {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
        accessoryType = .disclosureIndicator
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func update(with model: AccountRow) {
        textLabel?.text = model.title
        detailTextLabel?.text = model.detail
    }
}

final class AccountTableViewController: UITableViewController, DTTableViewManageable {
    private(set) var refreshCount = 0
    private(set) var openedRows: [String] = []

    static func applyAppearance() {
        UITableView.appearance().separatorColor = .separator
        UITableViewCell.appearance().backgroundColor = .secondarySystemGroupedBackground
        UIView.appearance(whenContainedInInstancesOf: [AccountTableViewController.self]).tintColor = .systemPurple
    }

    init() {
        super.init(style: .grouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Account"
        tableView.tableFooterView = UIView()
        tableView.estimatedRowHeight = 44
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedSectionHeaderHeight = 28
        tableView.sectionHeaderHeight = UITableView.automaticDimension
        tableView.keyboardDismissMode = .onDrag

        manager.register(AccountCell.self)
        manager.didSelect(AccountCell.self) { [weak self] _, model, indexPath in
            self?.openedRows.append(model.title)
            self?.tableView.deselectRow(at: indexPath, animated: true)
        }

        let refresh = UIRefreshControl()
        refresh.attributedTitle = NSAttributedString(string: "Syncing account…")
        refresh.addAction(UIAction { [weak self] _ in self?.reload() }, for: .valueChanged)
        refreshControl = refresh

        manager.memoryStorage.setSectionHeaderModels(["Profile", "Subscription", "Danger zone"])
        manager.memoryStorage.setSectionFooterModels([
            "Your name is visible to your contacts.",
            "Renews automatically.",
            "Deleting the account cannot be undone.",
        ])
        reload()
    }

    private func reload() {
        refreshCount += 1
        manager.memoryStorage.setItems([
            AccountRow(title: "Name", detail: "Ada Lovelace"),
            AccountRow(title: "Email", detail: "ada@example.com"),
        ], forSection: 0)
        manager.memoryStorage.setItems([
            AccountRow(title: "Plan", detail: refreshCount > 1 ? "Family" : "Pro"),
        ], forSection: 1)
        manager.memoryStorage.setItems([AccountRow(title: "Delete account", detail: nil)], forSection: 2)
        refreshControl?.endRefreshing()
    }
}
