// A Profile edit screen as an iOS 15–17 app writes it with DTTableViewManager: a header view with
// an avatar sized with `systemLayoutSizeFitting` as the table header, text fields in cells, a date
// picker for the birthday, a Save bar button, and an alert when saving fails.
import UIKit
import DTTableViewManager

struct Profile: Equatable {
    var name: String
    var email: String
    var birthday: Date
}

enum ProfileError: LocalizedError {
    case invalidEmail

    var errorDescription: String? { "Please enter a valid email address." }
}

struct ProfileTextField: Hashable {
    enum Kind: Hashable { case name, email }
    let kind: Kind
    let placeholder: String
    var text: String
}

struct ProfileBirthday: Hashable {
    var date: Date
}

final class ProfileTextFieldCell: UITableViewCell, ModelTransfer, UITextFieldDelegate {
    let textField = UITextField()
    var onChange: ((String) -> Void)?
    var onReturn: (() -> Void)?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        textField.clearButtonMode = .whileEditing
        textField.returnKeyType = .next
        textField.delegate = self
        textField.translatesAutoresizingMaskIntoConstraints = false
        textField.addAction(UIAction { [weak self] _ in
            self?.onChange?(self?.textField.text ?? "")
        }, for: .editingChanged)
        contentView.addSubview(textField)
        NSLayoutConstraint.activate([
            textField.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            textField.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            textField.topAnchor.constraint(equalTo: contentView.topAnchor),
            textField.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            textField.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func update(with model: ProfileTextField) {
        textField.placeholder = model.placeholder
        textField.text = model.text
        switch model.kind {
        case .name:
            textField.textContentType = .name
            textField.autocapitalizationType = .words
            textField.keyboardType = .default
        case .email:
            textField.textContentType = .emailAddress
            textField.autocapitalizationType = .none
            textField.autocorrectionType = .no
            textField.keyboardType = .emailAddress
        }
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        onReturn?()
        return true
    }
}

final class ProfileBirthdayCell: UITableViewCell, ModelTransfer {
    let datePicker = UIDatePicker()
    var onChange: ((Date) -> Void)?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        textLabel?.text = "Birthday"
        datePicker.datePickerMode = .date
        datePicker.preferredDatePickerStyle = .compact
        datePicker.maximumDate = Date()
        datePicker.addAction(UIAction { [weak self] _ in
            guard let self = self else { return }
            self.onChange?(self.datePicker.date)
        }, for: .valueChanged)
        accessoryView = datePicker
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func update(with model: ProfileBirthday) {
        datePicker.setDate(model.date, animated: false)
    }
}

final class ProfileHeaderView: UIView {
    let avatarView = UIImageView(image: UIImage(systemName: "person.crop.circle"))
    let nameLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        avatarView.contentMode = .scaleAspectFit
        avatarView.tintColor = .tertiaryLabel
        avatarView.layer.cornerRadius = 48
        avatarView.clipsToBounds = true
        nameLabel.font = .preferredFont(forTextStyle: .title2)
        nameLabel.textAlignment = .center
        let stack = UIStackView(arrangedSubviews: [avatarView, nameLabel])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            avatarView.widthAnchor.constraint(equalToConstant: 96),
            avatarView.heightAnchor.constraint(equalToConstant: 96),
            stack.topAnchor.constraint(equalTo: topAnchor, constant: 24),
            stack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -16),
            stack.centerXAnchor.constraint(equalTo: centerXAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class EditProfileViewController: UIViewController, DTTableViewManageable {
    let tableView: UITableView! = UITableView(frame: .zero, style: .insetGrouped)
    let headerView = ProfileHeaderView()
    private(set) var profile: Profile
    private let save: (Profile) throws -> Void

    init(profile: Profile, save: @escaping (Profile) throws -> Void) {
        self.profile = profile
        self.save = save
        super.init(nibName: nil, bundle: nil)
        title = "Edit Profile"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.keyboardDismissMode = .onDrag
        view.addSubview(tableView)
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .save, primaryAction: UIAction { [weak self] _ in
            self?.saveTapped()
        })
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Cancel", style: .plain, target: nil, action: nil)

        headerView.nameLabel.text = profile.name
        tableView.tableHeaderView = headerView

        manager.register(ProfileTextFieldCell.self, handler: { [weak self] cell, field, indexPath in
            cell.onChange = { text in self?.update(field.kind, text) }
            cell.onReturn = { self?.focusField(after: indexPath) }
        })
        manager.register(ProfileBirthdayCell.self, handler: { [weak self] cell, _, _ in
            cell.onChange = { date in self?.profile.birthday = date }
        })
        manager.memoryStorage.setItems([
            ProfileTextField(kind: .name, placeholder: "Name", text: profile.name),
            ProfileTextField(kind: .email, placeholder: "Email", text: profile.email),
        ], forSection: 0)
        manager.memoryStorage.setItems([ProfileBirthday(date: profile.birthday)], forSection: 1)
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

    private func update(_ kind: ProfileTextField.Kind, _ text: String) {
        switch kind {
        case .name:
            profile.name = text
            headerView.nameLabel.text = text
        case .email:
            profile.email = text
        }
    }

    private func focusField(after indexPath: IndexPath) {
        let next = IndexPath(row: indexPath.row + 1, section: indexPath.section)
        if let cell = tableView.cellForRow(at: next) as? ProfileTextFieldCell {
            cell.textField.becomeFirstResponder()
        } else {
            view.endEditing(true)
        }
    }

    private func saveTapped() {
        view.endEditing(true)
        do {
            try save(profile)
            navigationController?.popViewController(animated: true)
        } catch {
            let alert = UIAlertController(title: "Couldn't Save", message: error.localizedDescription, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
        }
    }
}
