// A chat screen as an iOS 15–17 app writes it with DTTableViewManager: message bubbles with rounded
// corners and a gradient for outgoing messages, an input bar with a text view and a send button,
// keyboard notifications adjusting the table's insets, scrolling to the newest message, and a
// context menu on each message.
import UIKit
import DTTableViewManager

struct Message: Hashable {
    let id: UUID
    let text: String
    let isOutgoing: Bool
    let sentAt: Date
}

final class MessageCell: UITableViewCell, ModelTransfer {
    let bubble = UIView()
    let messageLabel = UILabel()
    private let gradient = CAGradientLayer()
    private var leading: NSLayoutConstraint!
    private var trailing: NSLayoutConstraint!

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        backgroundColor = .clear
        bubble.layer.cornerRadius = 18
        bubble.layer.cornerCurve = .continuous
        bubble.layer.masksToBounds = true
        bubble.translatesAutoresizingMaskIntoConstraints = false
        gradient.colors = [UIColor.systemBlue.cgColor, UIColor.systemIndigo.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        bubble.layer.insertSublayer(gradient, at: 0)
        messageLabel.numberOfLines = 0
        messageLabel.font = .preferredFont(forTextStyle: .body)
        messageLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(bubble)
        bubble.addSubview(messageLabel)

        leading = bubble.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12)
        trailing = bubble.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12)
        NSLayoutConstraint.activate([
            bubble.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
            bubble.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
            bubble.widthAnchor.constraint(lessThanOrEqualTo: contentView.widthAnchor, multiplier: 0.75),
            messageLabel.topAnchor.constraint(equalTo: bubble.topAnchor, constant: 8),
            messageLabel.bottomAnchor.constraint(equalTo: bubble.bottomAnchor, constant: -8),
            messageLabel.leadingAnchor.constraint(equalTo: bubble.leadingAnchor, constant: 12),
            messageLabel.trailingAnchor.constraint(equalTo: bubble.trailingAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // The bubble is placed by the content view's layout pass, which runs after this one.
        contentView.layoutIfNeeded()
        gradient.frame = bubble.bounds
    }

    func update(with model: Message) {
        messageLabel.text = model.text
        messageLabel.textColor = model.isOutgoing ? .white : .label
        gradient.isHidden = !model.isOutgoing
        bubble.backgroundColor = model.isOutgoing ? .systemBlue : .secondarySystemBackground
        leading.isActive = !model.isOutgoing
        trailing.isActive = model.isOutgoing
    }
}

final class ChatInputBar: UIView, UITextViewDelegate {
    let textView = UITextView()
    let sendButton = UIButton(type: .system)
    var onSend: ((String) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        textView.font = .preferredFont(forTextStyle: .body)
        textView.isScrollEnabled = false
        textView.layer.cornerRadius = 16
        textView.layer.borderWidth = 1
        textView.layer.borderColor = UIColor.separator.cgColor
        textView.textContainerInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        textView.delegate = self
        textView.translatesAutoresizingMaskIntoConstraints = false
        sendButton.setImage(UIImage(systemName: "arrow.up.circle.fill"), for: .normal)
        sendButton.isEnabled = false
        sendButton.translatesAutoresizingMaskIntoConstraints = false
        sendButton.addAction(UIAction { [weak self] _ in self?.send() }, for: .touchUpInside)
        addSubview(textView)
        addSubview(sendButton)
        NSLayoutConstraint.activate([
            textView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            textView.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            textView.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor, constant: -8),
            sendButton.leadingAnchor.constraint(equalTo: textView.trailingAnchor, constant: 8),
            sendButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
            sendButton.centerYAnchor.constraint(equalTo: textView.centerYAnchor),
            sendButton.widthAnchor.constraint(equalToConstant: 32),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func textViewDidChange(_ textView: UITextView) {
        sendButton.isEnabled = !textView.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }

    private func send() {
        let text = textView.text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return }
        onSend?(text)
        textView.text = ""
        textViewDidChange(textView)
    }
}

final class ChatViewController: UIViewController, DTTableViewManageable {
    let tableView: UITableView! = UITableView(frame: .zero, style: .plain)
    let inputBar = ChatInputBar()
    private var keyboardObservers: [NSObjectProtocol] = []

    init(messages: [Message]) {
        super.init(nibName: nil, bundle: nil)
        manager.memoryStorage.setItems(messages)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        keyboardObservers.forEach(NotificationCenter.default.removeObserver)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        tableView.separatorStyle = .none
        tableView.keyboardDismissMode = .interactive
        tableView.allowsSelection = false
        tableView.estimatedRowHeight = 60
        tableView.translatesAutoresizingMaskIntoConstraints = false
        inputBar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        view.addSubview(inputBar)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: inputBar.topAnchor),
            inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            inputBar.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])

        manager.register(MessageCell.self) { mapping in
            mapping.contextMenuConfiguration { [weak self] _, _, message, indexPath in
                UIContextMenuConfiguration(identifier: indexPath as NSIndexPath, previewProvider: nil) { suggested in
                    let copy = UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in
                        UIPasteboard.general.string = message.text
                    }
                    let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in
                        self?.delete(message)
                    }
                    return UIMenu(children: suggested + [copy, delete])
                }
            }
        }
        inputBar.onSend = { [weak self] text in self?.send(text) }

        let center = NotificationCenter.default
        keyboardObservers = [
            center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] note in
                self?.keyboardWillChange(note) // expected-warning {{call to main actor-isolated instance method 'keyboardWillChange' in a synchronous nonisolated context}}
            },
            center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] note in
                self?.keyboardWillChange(note) // expected-warning {{call to main actor-isolated instance method 'keyboardWillChange' in a synchronous nonisolated context}}
            },
        ]
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        scrollToBottom(animated: false)
    }

    private func keyboardWillChange(_ note: Notification) { // expected-note 2 {{calls to instance method 'keyboardWillChange' from outside of its actor context are implicitly asynchronous}} expected-note 2 {{main actor isolation inferred from inheritance from class 'UIViewController'}}
        guard let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let duration = note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
        let overlap = note.name == UIResponder.keyboardWillHideNotification
            ? 0
            : max(0, view.bounds.maxY - view.convert(frame, from: nil).minY - view.safeAreaInsets.bottom)
        UIView.animate(withDuration: duration) {
            self.tableView.contentInset.bottom = overlap
            self.tableView.verticalScrollIndicatorInsets.bottom = overlap
        }
        scrollToBottom(animated: true)
    }

    func scrollToBottom(animated: Bool) {
        let count = manager.memoryStorage.numberOfItems(inSection: 0)
        guard count > 0 else { return }
        tableView.scrollToRow(at: IndexPath(row: count - 1, section: 0), at: .bottom, animated: animated)
    }

    private func send(_ text: String) {
        manager.memoryStorage.addItem(Message(id: UUID(), text: text, isOutgoing: true, sentAt: Date()))
        scrollToBottom(animated: true)
    }

    private func delete(_ message: Message) {
        try? manager.memoryStorage.removeItem(message)
    }
}
