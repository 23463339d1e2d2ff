// An inbox as an iOS app writes it with Apple's diffable data source and no third-party table
// library: list content configurations, background configurations updated from the cell's
// state, swipe actions, and a search controller with scope buttons that filters by applying a
// new snapshot.
import UIKit

final class InboxViewController: UIViewController, UITableViewDelegate, UISearchResultsUpdating, UISearchBarDelegate {
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    let searchController = UISearchController(searchResultsController: nil)
    private(set) var dataSource: InboxDataSource!
    private(set) var messages: [InboxMessage.ID: InboxMessage] = [:]
    private var order: [InboxMessage.ID] = []
    private(set) var openedMessage: InboxMessage?
    private let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .short
        formatter.timeStyle = .short
        return formatter
    }()

    init(messages: [InboxMessage]) {
        super.init(nibName: nil, bundle: nil)
        for message in messages {
            self.messages[message.id] = message
            order.append(message.id)
        }
        title = "Inbox"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        navigationController?.navigationBar.prefersLargeTitles = true
        navigationItem.largeTitleDisplayMode = .always

        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
        tableView.delegate = self
        tableView.estimatedRowHeight = 72
        tableView.rowHeight = UITableView.automaticDimension

        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search Mail"
        searchController.searchBar.scopeButtonTitles = InboxMessage.Folder.allCases.map(\.rawValue)
        searchController.searchBar.delegate = self
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
        navigationItem.preferredSearchBarPlacement = .stacked
        searchController.scopeBarActivation = .onSearchActivation
        searchController.searchBar.autocapitalizationType = .none
        definesPresentationContext = true

        dataSource = InboxDataSource(tableView: tableView) { [weak self] tableView, indexPath, id in
            let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
            guard let self = self, let message = self.messages[id] else { return cell }
            self.configure(cell, with: message)
            return cell
        }
        dataSource.defaultRowAnimation = .fade
        applySnapshot(animatingDifferences: false)
    }

    // MARK: - Cells

    private func configure(_ cell: UITableViewCell, with message: InboxMessage) {
        var content = UIListContentConfiguration.subtitleCell()
        content.text = message.sender
        content.secondaryText = message.subject
        content.textProperties.font = message.isRead ? .preferredFont(forTextStyle: .body) : .boldSystemFont(ofSize: 17)
        content.secondaryTextProperties.color = .secondaryLabel
        content.secondaryTextProperties.numberOfLines = 2
        content.image = UIImage(systemName: message.isRead ? "envelope.open" : "envelope.badge")
        content.imageProperties.tintColor = message.isFlagged ? .systemOrange : .systemBlue
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        cell.accessibilityLabel = "\(message.sender), \(message.subject), \(dateFormatter.string(from: message.receivedAt))"

        cell.configurationUpdateHandler = { cell, state in
            var background = UIBackgroundConfiguration.listGroupedCell().updated(for: state)
            if state.isHighlighted || state.isSelected {
                background.backgroundColor = .systemBlue.withAlphaComponent(0.2)
            } else if !message.isRead {
                background.backgroundColor = .secondarySystemGroupedBackground
            }
            cell.backgroundConfiguration = background
        }
    }

    // MARK: - Snapshots

    var selectedFolder: InboxMessage.Folder {
        let index = searchController.searchBar.selectedScopeButtonIndex
        return InboxMessage.Folder.allCases.indices.contains(index) ? InboxMessage.Folder.allCases[index] : .all
    }

    func applySnapshot(animatingDifferences: Bool = true) {
        let query = searchController.searchBar.text ?? ""
        let visible = order.compactMap { messages[$0] }
            .filter { $0.matches(query) && $0.belongs(to: selectedFolder) }
        var snapshot = NSDiffableDataSourceSnapshot<InboxSection, InboxMessage.ID>()
        let pinned = visible.filter(\.isPinned).map(\.id)
        let recent = visible.filter { !$0.isPinned }.map(\.id)
        if !pinned.isEmpty {
            snapshot.appendSections([.pinned])
            snapshot.appendItems(pinned, toSection: .pinned)
        }
        if !recent.isEmpty {
            snapshot.appendSections([.recent])
            snapshot.appendItems(recent, toSection: .recent)
        }
        dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
    }

    private func update(_ id: InboxMessage.ID, _ change: (inout InboxMessage) -> Void) {
        guard var message = messages[id] else { return }
        change(&message)
        messages[id] = message
        var snapshot = dataSource.snapshot()
        if snapshot.indexOfItem(id) != nil {
            snapshot.reconfigureItems([id])
            dataSource.apply(snapshot, animatingDifferences: true)
        }
    }

    /// The identifiers shown in a section, in order.
    func shownIdentifiers(in section: InboxSection) -> [InboxMessage.ID] {
        let snapshot = dataSource.snapshot()
        guard snapshot.indexOfSection(section) != nil else { return [] }
        return snapshot.itemIdentifiers(inSection: section)
    }

    private func delete(_ id: InboxMessage.ID) {
        messages[id] = nil
        order.removeAll { $0 == id }
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([id])
        let emptySections = snapshot.sectionIdentifiers.filter { snapshot.numberOfItems(inSection: $0) == 0 }
        snapshot.deleteSections(emptySections)
        dataSource.apply(snapshot)
    }

    // MARK: - UITableViewDelegate

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard let id = dataSource.itemIdentifier(for: indexPath) else { return }
        update(id) { $0.isRead = true }
        openedMessage = messages[id]
    }

    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard let id = dataSource.itemIdentifier(for: indexPath), let message = messages[id] else { return nil }
        let toggleRead = UIContextualAction(style: .normal, title: message.isRead ? "Unread" : "Read") { [weak self] _, _, completion in
            self?.update(id) { $0.isRead.toggle() }
            completion(true)
        }
        toggleRead.backgroundColor = .systemBlue
        toggleRead.image = UIImage(systemName: message.isRead ? "envelope.badge" : "envelope.open")
        let configuration = UISwipeActionsConfiguration(actions: [toggleRead])
        configuration.performsFirstActionWithFullSwipe = true
        return configuration
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard let id = dataSource.itemIdentifier(for: indexPath), let message = messages[id] else { return nil }
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            self?.delete(id)
            completion(true)
        }
        delete.image = UIImage(systemName: "trash")
        let flag = UIContextualAction(style: .normal, title: message.isFlagged ? "Unflag" : "Flag") { [weak self] _, _, completion in
            self?.update(id) { $0.isFlagged.toggle() }
            completion(true)
        }
        flag.backgroundColor = .systemOrange
        flag.image = UIImage(systemName: "flag.fill")
        return UISwipeActionsConfiguration(actions: [delete, flag])
    }

    // MARK: - Search

    func updateSearchResults(for searchController: UISearchController) {
        applySnapshot()
    }

    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        UIView.performWithoutAnimation {
            applySnapshot(animatingDifferences: false)
        }
    }
}
