// A sign-up form as an iOS app writes it with DTTableViewManager: one text field per row, Return
// moves to the next field and submits from the last, a bar button asks for a promo code in an
// alert with a text field and adds it as a row.
import UIKit
import DTTableViewManager

final class SignUpViewController: UIViewController, DTTableViewManageable {
    let tableView: UITableView! = UITableView(frame: .zero, style: .insetGrouped)
    private(set) var submitted: [SignUpField] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign Up"
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Promo", primaryAction: UIAction { [weak self] _ in
            self?.askForPromoCode()
        })

        manager.register(TextFieldCell.self) { mapping in
            mapping.didSelect { cell, _, _ in cell.textField.becomeFirstResponder() }
        } handler: { [weak self] cell, _, indexPath in
            cell.onChange = { value in self?.setValue(value, at: indexPath) }
            cell.onReturn = { self?.moveOn(from: indexPath) }
        }
        manager.memoryStorage.setItems([
            SignUpField(kind: .name, title: "Name"),
            SignUpField(kind: .email, title: "Email"),
            SignUpField(kind: .password, title: "Password"),
        ])
    }

    var fields: [SignUpField] {
        manager.memoryStorage.items(inSection: 0) as? [SignUpField] ?? []
    }

    private func setValue(_ value: String, at indexPath: IndexPath) {
        guard var field = manager.memoryStorage.item(at: indexPath) as? SignUpField else { return }
        field.value = value
        // The field keeps its text as the user types: change the model without reloading the row.
        manager.memoryStorage.updateWithoutAnimations {
            try? manager.memoryStorage.replaceItem(fields[indexPath.row], with: field)
        }
    }

    private func moveOn(from indexPath: IndexPath) {
        let next = IndexPath(row: indexPath.row + 1, section: indexPath.section)
        if next.row < fields.count, let cell = tableView.cellForRow(at: next) as? TextFieldCell {
            cell.textField.becomeFirstResponder()
        } else {
            view.endEditing(true)
            submitted = fields
        }
    }

    private func askForPromoCode() {
        let alert = UIAlertController(title: "Promo code", message: "Enter the code from your invitation.", preferredStyle: .alert)
        alert.addTextField { field in
            field.placeholder = "Code"
            field.autocapitalizationType = .allCharacters
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Add", style: .default) { [weak self, weak alert] _ in
            guard let code = alert?.textFields?.first?.text, !code.isEmpty else { return }
            self?.manager.memoryStorage.addItem(SignUpField(kind: .promoCode, title: "Promo code", value: code))
        })
        present(alert, animated: true)
    }
}
