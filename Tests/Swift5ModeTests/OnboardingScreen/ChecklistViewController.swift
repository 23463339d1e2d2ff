// An onboarding checklist as an iOS 15–17 app writes it with DTTableViewManager: cells laid out
// with stack views, a `UIButton.Configuration` button per step, an action sheet anchored to the
// tapped button, haptic feedback, spring animations and a cross-dissolve transition.
import UIKit
import DTTableViewManager

struct ChecklistStep: Equatable {
    let id: Int
    let title: String
    let subtitle: String
    var isDone: Bool
}

final class ChecklistCell: UITableViewCell, ModelTransfer {
    let iconView = UIImageView()
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    let actionButton = UIButton(type: .system)
    var onAction: ((UIButton) -> Void)?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        subtitleLabel.font = .preferredFont(forTextStyle: .subheadline)
        subtitleLabel.textColor = .secondaryLabel
        subtitleLabel.numberOfLines = 0
        iconView.setContentHuggingPriority(.required, for: .horizontal)
        iconView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .title2)

        var configuration = UIButton.Configuration.filled()
        configuration.cornerStyle = .capsule
        configuration.buttonSize = .small
        configuration.image = UIImage(systemName: "ellipsis")
        configuration.imagePlacement = .trailing
        configuration.imagePadding = 4
        actionButton.configuration = configuration
        actionButton.addAction(UIAction { [weak self] _ in
            guard let self = self else { return }
            self.onAction?(self.actionButton)
        }, for: .touchUpInside)

        let texts = UIStackView(arrangedSubviews: [titleLabel, subtitleLabel])
        texts.axis = .vertical
        texts.spacing = 2
        let row = UIStackView(arrangedSubviews: [iconView, texts, actionButton])
        row.axis = .horizontal
        row.alignment = .center
        row.spacing = 12
        row.isLayoutMarginsRelativeArrangement = true
        row.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
        row.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(row)
        NSLayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: contentView.topAnchor),
            row.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            row.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func update(with model: ChecklistStep) {
        titleLabel.text = model.title
        subtitleLabel.text = model.subtitle
        iconView.image = UIImage(systemName: model.isDone ? "checkmark.circle.fill" : "circle")
        iconView.tintColor = model.isDone ? .systemGreen : .tertiaryLabel
        actionButton.configuration?.title = model.isDone ? "Done" : "Start"
        actionButton.configuration?.baseBackgroundColor = model.isDone ? .systemGreen : .systemBlue
    }
}

final class ChecklistViewController: UIViewController, DTTableViewManageable {
    let tableView: UITableView! = UITableView(frame: .zero, style: .insetGrouped)
    let progressLabel = UILabel()
    let feedback = UINotificationFeedbackGenerator()
    private(set) var steps: [ChecklistStep]

    init(steps: [ChecklistStep]) {
        self.steps = steps
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Get started"
        view.backgroundColor = .systemGroupedBackground
        progressLabel.font = .preferredFont(forTextStyle: .caption1)
        progressLabel.textAlignment = .center
        progressLabel.setContentHuggingPriority(.defaultHigh, for: .vertical)
        let stack = UIStackView(arrangedSubviews: [progressLabel, tableView])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])

        manager.register(ChecklistCell.self, handler: { [weak self] cell, step, _ in
            cell.onAction = { button in self?.showActions(for: step, from: button) }
        })
        manager.memoryStorage.setItems(steps)
        updateProgress()
    }

    func showActions(for step: ChecklistStep, from button: UIButton) {
        feedback.prepare()
        let sheet = UIAlertController(title: step.title, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Mark as done", style: .default) { [weak self] _ in
            self?.complete(step)
        })
        sheet.addAction(UIAlertAction(title: "Skip", style: .destructive) { [weak self] _ in
            self?.skip(step)
        })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        if let popover = sheet.popoverPresentationController {
            popover.sourceView = button
            popover.sourceRect = button.bounds
            popover.permittedArrowDirections = [.up, .down]
        }
        present(sheet, animated: true)
    }

    private func complete(_ step: ChecklistStep) {
        guard let index = steps.firstIndex(where: { $0.id == step.id }) else { return }
        steps[index].isDone = true
        try? manager.memoryStorage.replaceItem(step, with: steps[index])
        feedback.notificationOccurred(.success)
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.3, options: [.curveEaseOut, .allowUserInteraction]) {
            self.progressLabel.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
        } completion: { _ in
            self.progressLabel.transform = .identity
        }
        updateProgress()
    }

    private func skip(_ step: ChecklistStep) {
        steps.removeAll { $0.id == step.id }
        try? manager.memoryStorage.removeItem(step)
        feedback.notificationOccurred(.warning)
        updateProgress()
    }

    private func updateProgress() {
        let done = steps.filter(\.isDone).count
        UIView.transition(with: progressLabel, duration: 0.25, options: .transitionCrossDissolve, animations: {
            self.progressLabel.text = done == self.steps.count ? "All set!" : "\(done) of \(self.steps.count) done"
        })
    }
}
