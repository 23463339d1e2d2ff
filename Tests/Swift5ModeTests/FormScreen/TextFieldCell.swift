// A form cell as iOS apps write it: a label and a text field; the cell reports edits and the
// Return key to its screen, and refuses spaces in email and password fields.
import UIKit
import DTTableViewManager

final class TextFieldCell: UITableViewCell, ModelTransfer, UITextFieldDelegate {
    let titleLabel = UILabel()
    let textField = UITextField()
    private var kind: SignUpField.Kind = .name

    var onChange: ((String) -> Void)?
    var onReturn: (() -> Void)?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        textField.delegate = self
        textField.borderStyle = .roundedRect
        textField.clearButtonMode = .whileEditing
        textField.addAction(UIAction { [weak self] _ in
            guard let self = self else { return }
            self.onChange?(self.textField.text ?? "")
        }, for: .editingChanged)
        contentView.addSubview(titleLabel)
        contentView.addSubview(textField)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func update(with model: SignUpField) {
        kind = model.kind
        titleLabel.text = model.title
        textField.placeholder = model.title
        textField.text = model.value
        textField.isSecureTextEntry = model.kind == .password
        textField.textContentType = model.kind == .email ? .emailAddress : (model.kind == .password ? .newPassword : .name)
        textField.keyboardType = model.kind == .email ? .emailAddress : .default
        textField.autocapitalizationType = model.kind == .name ? .words : .none
        textField.returnKeyType = model.kind == .password ? .done : .next
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        guard kind == .email || kind == .password else { return true }
        return !string.contains(" ")
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        onReturn?()
        return false
    }
}
