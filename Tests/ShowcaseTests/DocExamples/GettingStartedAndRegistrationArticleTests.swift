import DTTableViewManager
import Testing

// Mirrors DTTableViewManager.docc/GettingStarted.md and RegisteringViews.md.

struct Contact: Equatable {
    let name: String
}

struct Setting {
    let title: String
}

final class ContactCell: UITableViewCell, ModelTransfer {
    func update(with model: Contact) {
        textLabel?.text = model.name
    }
}

final class ContactsViewController: UIViewController, DTTableViewManageable {
    let tableView: UITableView! = UITableView()
    var contacts = [Contact(name: "Grace")]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        manager.register(ContactCell.self)
        manager.memoryStorage.setItems(contacts)
    }
}

extension ContactsViewController {
    func contactAdded() {
        manager.memoryStorage.addItem(Contact(name: "Ada"))
    }
}

@MainActor @Suite struct GettingStartedAndRegistrationArticleTests {
    @Test func contactsScreenShowsAddedContact() {
        let screen = ContactsViewController()
        screen.loadViewIfNeeded()
        screen.tableView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        screen.contactAdded()
        screen.tableView.layoutIfNeeded()
        #expect(screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Ada")
    }

    @Test func customReuseIdentifierAndHandlerApply() {
        let screen = ArticleScreen.managed { manager in
            manager.register(ContactCell.self) { mapping in
                mapping.reuseIdentifier = "contact"
            } handler: { cell, contact, indexPath in
                cell.accessoryType = .disclosureIndicator
            }
            manager.register(UITableViewCell.self, for: Setting.self) { cell, setting, indexPath in
                cell.textLabel?.text = setting.title
            }
            manager.memoryStorage.setItemsForAllSections([[Contact(name: "Ada")], [Setting(title: "Sync")]])
        }
        let contactCell = screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(contactCell?.reuseIdentifier == "contact")
        #expect(contactCell?.accessoryType == .disclosureIndicator)
        #expect(contactCell?.textLabel?.text == "Ada")
        #expect(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 1))?.textLabel?.text == "Sync")
    }

    @Test func declaredXibIsRegisteredAndCellsComeFromIt() {
        UINib.registerHeadlessNib(named: "ContactCell", bundle: Bundle(for: ContactCell.self)) { _ in
            let cell = ContactCell(style: .default, reuseIdentifier: nil)
            cell.tag = 7
            return [cell]
        }
        defer { UINib.unregisterHeadlessNib(named: "ContactCell", bundle: Bundle(for: ContactCell.self)) }
        let screen = ArticleScreen.managed { manager in
            manager.register(ContactCell.self)
            manager.memoryStorage.setItems([Contact(name: "Ada")])
        }
        #expect(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.tag == 7)
    }
}
