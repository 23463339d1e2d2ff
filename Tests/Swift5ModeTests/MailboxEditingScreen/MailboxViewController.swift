// A mailbox with an edit mode as an iOS 15–17 app writes it with DTTableViewManager: multiple
// selection while editing, toolbar items enabled by the selection, batch deletion through the
// storage, reordering rows, and a context menu with a destructive action.
import UIKit
import DTTableViewManager

struct MailMessage: Equatable {
    let id: Int
    let sender: String
    let subject: String
    var isFlagged = false
}

final class MailCell: UITableViewCell, ModelTransfer {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        showsReorderControl = true
        multipleSelectionBackgroundView = UIView()
        multipleSelectionBackgroundView?.backgroundColor = .secondarySystemFill
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func update(with model: MailMessage) {
        var content = defaultContentConfiguration()
        content.text = model.sender
        content.secondaryText = model.subject
        content.image = model.isFlagged ? UIImage(systemName: "flag.fill") : nil
        content.imageProperties.tintColor = .systemOrange
        contentConfiguration = content
    }
}

final class MailboxViewController: UITableViewController, DTTableViewManageable {
    private(set) var messages: [MailMessage]
    private(set) lazy var deleteItem = UIBarButtonItem(systemItem: .trash, primaryAction: UIAction { [weak self] _ in
        self?.deleteSelected()
    })
    private(set) lazy var flagItem = UIBarButtonItem(title: "Flag", image: UIImage(systemName: "flag"), primaryAction: UIAction { [weak self] _ in
        self?.flagSelected()
    })

    init(messages: [MailMessage]) {
        self.messages = messages
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        navigationItem.rightBarButtonItem = editButtonItem
        tableView.allowsMultipleSelectionDuringEditing = true
        let spacer = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
        toolbarItems = [flagItem, spacer, deleteItem]
        updateToolbar()

        manager.register(MailCell.self) { [weak self] mapping in
            mapping.didSelect { _, _, _ in self?.updateToolbar() }
            mapping.didDeselect { _, _, _ in self?.updateToolbar() }
        }
        manager.canMove(MailCell.self) { _, _, _ in true }
        manager.move(MailCell.self) { [weak self] destination, _, message, source in
            guard let self = self else { return }
            self.messages.remove(at: source.row)
            self.messages.insert(message, at: destination.row)
            self.manager.memoryStorage.moveItemWithoutAnimation(from: source, to: destination)
        }
        manager.contextMenuConfiguration(for: MailCell.self) { [weak self] _, _, message, indexPath in
            UIContextMenuConfiguration(identifier: NSNumber(value: message.id), previewProvider: nil) { _ in
                let flag = UIAction(title: message.isFlagged ? "Unflag" : "Flag", image: UIImage(systemName: "flag")) { _ in
                    self?.toggleFlag(at: indexPath)
                }
                let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in
                    self?.delete(at: [indexPath])
                }
                return UIMenu(title: "", children: [flag, UIMenu(title: "", options: .displayInline, children: [delete])])
            }
        }
        manager.memoryStorage.setItems(messages)
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        navigationController?.setToolbarHidden(!editing, animated: animated)
        updateToolbar()
    }

    private func updateToolbar() {
        let selected = tableView.indexPathsForSelectedRows ?? []
        deleteItem.isEnabled = isEditing && !selected.isEmpty
        flagItem.isEnabled = isEditing && !selected.isEmpty
    }

    private func deleteSelected() {
        guard let selected = tableView.indexPathsForSelectedRows else { return }
        delete(at: selected)
        setEditing(false, animated: true)
    }

    private func delete(at indexPaths: [IndexPath]) {
        let rows = Set(indexPaths.map(\.row))
        messages = messages.enumerated().filter { !rows.contains($0.offset) }.map(\.element)
        manager.memoryStorage.removeItems(at: indexPaths)
    }

    private func flagSelected() {
        for indexPath in tableView.indexPathsForSelectedRows ?? [] { toggleFlag(at: indexPath) }
        setEditing(false, animated: true)
    }

    private func toggleFlag(at indexPath: IndexPath) {
        let old = messages[indexPath.row]
        messages[indexPath.row].isFlagged.toggle()
        try? manager.memoryStorage.replaceItem(old, with: messages[indexPath.row])
    }
}
