// A Contacts list as an iOS 15–17 app writes it with DTTableViewManager: sections by initial with
// a section index, a search controller filtering the list, swipe actions (delete, favorite),
// context menus with a preview, SF Symbols, and a custom Auto Layout cell.
import UIKit
import DTTableViewManager

struct Contact: Hashable {
    let id: Int
    let name: String
    let phone: String
    var isFavorite: Bool = false

    var initial: String { String(name.prefix(1)).uppercased() }
}

final class ContactCell: UITableViewCell, ModelTransfer {
    let avatarView = UIImageView()
    let nameLabel = UILabel()
    let phoneLabel = UILabel()
    let favoriteView = UIImageView(image: UIImage(systemName: "star.fill"))

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        avatarView.translatesAutoresizingMaskIntoConstraints = false
        avatarView.contentMode = .scaleAspectFill
        avatarView.clipsToBounds = true
        avatarView.layer.cornerRadius = 20
        avatarView.tintColor = .systemGray3
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        nameLabel.adjustsFontForContentSizeCategory = true
        phoneLabel.font = .preferredFont(forTextStyle: .subheadline)
        phoneLabel.textColor = .secondaryLabel
        favoriteView.tintColor = .systemYellow
        favoriteView.translatesAutoresizingMaskIntoConstraints = false
        favoriteView.setContentHuggingPriority(.required, for: .horizontal)

        let labels = UIStackView(arrangedSubviews: [nameLabel, phoneLabel])
        labels.axis = .vertical
        labels.spacing = 2
        labels.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(avatarView)
        contentView.addSubview(labels)
        contentView.addSubview(favoriteView)

        NSLayoutConstraint.activate([
            avatarView.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            avatarView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            avatarView.widthAnchor.constraint(equalToConstant: 40),
            avatarView.heightAnchor.constraint(equalTo: avatarView.widthAnchor),
            labels.leadingAnchor.constraint(equalToSystemSpacingAfter: avatarView.trailingAnchor, multiplier: 1.5),
            labels.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            labels.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
            favoriteView.leadingAnchor.constraint(greaterThanOrEqualTo: labels.trailingAnchor, constant: 8),
            favoriteView.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            favoriteView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        avatarView.image = nil
    }

    func update(with model: Contact) {
        nameLabel.text = model.name
        phoneLabel.text = model.phone
        favoriteView.isHidden = !model.isFavorite
        let symbol = UIImage.SymbolConfiguration(pointSize: 28, weight: .regular)
        avatarView.image = UIImage(systemName: "person.crop.circle.fill", withConfiguration: symbol)
        accessibilityLabel = model.isFavorite ? "\(model.name), favorite" : model.name
    }
}

final class ContactPreviewViewController: UIViewController {
    let contact: Contact

    init(contact: Contact) {
        self.contact = contact
        super.init(nibName: nil, bundle: nil)
        preferredContentSize = CGSize(width: 300, height: 200)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        let label = UILabel()
        label.text = contact.name
        label.font = .preferredFont(forTextStyle: .largeTitle)
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}

final class ContactsViewController: UIViewController, DTTableViewManageable, UISearchResultsUpdating {
    let tableView: UITableView! = UITableView(frame: .zero, style: .plain)
    private let searchController = UISearchController(searchResultsController: nil)
    private(set) var contacts: [Contact]
    private(set) var copiedPhone: String?
    private var initials: [String] = []

    init(contacts: [Contact]) {
        self.contacts = contacts
        super.init(nibName: nil, bundle: nil)
        title = "Contacts"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.sectionIndexColor = .systemBlue
        tableView.sectionHeaderTopPadding = 0
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])

        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search Contacts"
        searchController.searchBar.autocapitalizationType = .none
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
        definesPresentationContext = true

        manager.register(ContactCell.self) { mapping in
            mapping.trailingSwipeActionsConfiguration { [weak self] _, contact, _ in
                let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
                    self?.delete(contact)
                    completion(true)
                }
                delete.image = UIImage(systemName: "trash")
                return UISwipeActionsConfiguration(actions: [delete])
            }
            mapping.leadingSwipeActionsConfiguration { [weak self] _, contact, _ in
                let favorite = UIContextualAction(style: .normal, title: contact.isFavorite ? "Unfavorite" : "Favorite") { _, _, completion in
                    self?.toggleFavorite(contact)
                    completion(true)
                }
                favorite.backgroundColor = .systemYellow
                favorite.image = UIImage(systemName: contact.isFavorite ? "star.slash" : "star")
                let configuration = UISwipeActionsConfiguration(actions: [favorite])
                configuration.performsFirstActionWithFullSwipe = true
                return configuration
            }
            mapping.contextMenuConfiguration { [weak self] _, _, contact, _ in
                UIContextMenuConfiguration(identifier: NSNumber(value: contact.id), previewProvider: {
                    ContactPreviewViewController(contact: contact)
                }, actionProvider: { _ in
                    let copy = UIAction(title: "Copy Number", image: UIImage(systemName: "doc.on.doc")) { _ in
                        UIPasteboard.general.string = contact.phone
                        self?.copiedPhone = contact.phone
                    }
                    let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in
                        self?.delete(contact)
                    }
                    return UIMenu(title: contact.name, children: [copy, UIMenu(title: "", options: .displayInline, children: [delete])])
                })
            }
        }
        manager.sectionIndexTitles { [weak self] in
            self?.initials
        }
        manager.sectionForSectionIndexTitle { _, index in index }
        show(contacts)
    }

    func updateSearchResults(for searchController: UISearchController) {
        let query = searchController.searchBar.text?.trimmingCharacters(in: .whitespaces) ?? ""
        show(query.isEmpty ? contacts : contacts.filter { $0.name.localizedCaseInsensitiveContains(query) })
    }

    private func show(_ list: [Contact]) {
        let grouped = Dictionary(grouping: list, by: \.initial)
        initials = grouped.keys.sorted()
        manager.memoryStorage.setItemsForAllSections(initials.map { initial in
            grouped[initial, default: []].sorted { $0.name < $1.name }
        })
        manager.memoryStorage.setSectionHeaderModels(initials)
    }

    private func delete(_ contact: Contact) {
        contacts.removeAll { $0.id == contact.id }
        updateSearchResults(for: searchController)
    }

    private func toggleFavorite(_ contact: Contact) {
        guard let index = contacts.firstIndex(where: { $0.id == contact.id }) else { return }
        contacts[index].isFavorite.toggle()
        updateSearchResults(for: searchController)
    }
}
