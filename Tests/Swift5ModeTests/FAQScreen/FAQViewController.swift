// Help for an order, as an iOS app writes it with DTTableViewManager: a table header summarising
// the order and sized with Auto Layout, questions grouped under list-configured headers, rows
// that expand in place (the answer label is shown inside a batch update, so the row grows), and
// a context menu that copies an answer.
import UIKit
import DTTableViewManager

final class FAQViewController: UIViewController, DTTableViewManageable {
    let tableView: UITableView! = UITableView(frame: .zero, style: .grouped)
    private let order: OrderSummary
    private let topics: [FAQTopic]
    private(set) var expandedItemIDs: Set<String> = []

    init(order: OrderSummary, topics: [FAQTopic]) {
        self.order = order
        self.topics = topics
        super.init(nibName: nil, bundle: nil)
        title = "Order \(order.number)"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 60
        tableView.sectionHeaderHeight = UITableView.automaticDimension
        tableView.estimatedSectionHeaderHeight = 38
        tableView.sectionHeaderTopPadding = 0
        tableView.tableHeaderView = makeOrderHeader()

        manager.registerHeader(FAQSectionHeader.self)
        manager.register(FAQCell.self) { [weak self] mapping in
            mapping.didSelect { cell, item, _ in
                self?.toggle(item, in: cell)
            }
            mapping.contextMenuConfiguration { _, _, item, _ in
                UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                    let copy = UIAction(title: "Copy Answer", image: UIImage(systemName: "doc.on.doc")) { _ in
                        UIPasteboard.general.string = item.answer
                    }
                    return UIMenu(title: "", children: [copy])
                }
            }
        } handler: { [weak self] cell, item, _ in
            cell.setExpanded(self?.expandedItemIDs.contains(item.id) ?? false, animated: false)
        }

        for (index, topic) in topics.enumerated() {
            manager.memoryStorage.setItems(topic.items, forSection: index)
        }
        manager.memoryStorage.setSectionHeaderModels(topics.map(\.title))
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard let header = tableView.tableHeaderView else { return }
        let size = header.systemLayoutSizeFitting(
            CGSize(width: tableView.bounds.width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        )
        if header.frame.size.height != size.height {
            header.frame.size.height = size.height
            tableView.tableHeaderView = header
        }
    }

    private func makeOrderHeader() -> UIView {
        let number = UILabel()
        number.text = "Order \(order.number)"
        number.font = .preferredFont(forTextStyle: .title2)
        number.adjustsFontForContentSizeCategory = true

        let status = UILabel()
        status.text = order.status
        status.font = .preferredFont(forTextStyle: .subheadline)
        status.textColor = .systemGreen

        let delivery = UILabel()
        delivery.text = order.deliveryEstimate
        delivery.font = .preferredFont(forTextStyle: .footnote)
        delivery.textColor = .secondaryLabel
        delivery.numberOfLines = 0

        let stack = UIStackView(arrangedSubviews: [number, status, delivery])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false

        let header = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 1))
        header.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: header.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: header.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: header.layoutMarginsGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -16),
        ])
        return header
    }

    private func toggle(_ item: FAQItem, in cell: FAQCell) {
        let expanding = !expandedItemIDs.contains(item.id)
        if expanding {
            expandedItemIDs.insert(item.id)
        } else {
            expandedItemIDs.remove(item.id)
        }
        tableView.performBatchUpdates({
            cell.setExpanded(expanding, animated: true)
        }, completion: nil)
    }
}
