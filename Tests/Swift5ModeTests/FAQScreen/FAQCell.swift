// A self-sizing cell built from stack views: the question and a chevron on top, the answer below,
// hidden until the row is expanded.
import UIKit
import DTTableViewManager

final class FAQCell: UITableViewCell, ModelTransfer {
    let questionLabel = UILabel()
    let answerLabel = UILabel()
    let chevron = UIImageView(image: UIImage(systemName: "chevron.down"))
    private(set) var isExpanded = false

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none

        questionLabel.font = .preferredFont(forTextStyle: .headline)
        questionLabel.adjustsFontForContentSizeCategory = true
        questionLabel.numberOfLines = 0

        answerLabel.font = .preferredFont(forTextStyle: .body)
        answerLabel.adjustsFontForContentSizeCategory = true
        answerLabel.numberOfLines = 0
        answerLabel.textColor = .secondaryLabel
        answerLabel.isHidden = true

        chevron.tintColor = .tertiaryLabel
        chevron.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .footnote, scale: .medium)
        chevron.contentMode = .scaleAspectFit
        chevron.setContentHuggingPriority(.required, for: .horizontal)
        chevron.setContentCompressionResistancePriority(.required, for: .horizontal)

        let questionRow = UIStackView(arrangedSubviews: [questionLabel, chevron])
        questionRow.axis = .horizontal
        questionRow.alignment = .center
        questionRow.spacing = 8

        let stack = UIStackView(arrangedSubviews: [questionRow, answerLabel])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)

        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
            chevron.widthAnchor.constraint(equalToConstant: UIFontMetrics(forTextStyle: .footnote).scaledValue(for: 16)),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func update(with model: FAQItem) {
        questionLabel.text = model.question
        answerLabel.text = model.answer
        accessibilityHint = "Double-tap to show the answer"
    }

    func setExpanded(_ expanded: Bool, animated: Bool) {
        isExpanded = expanded
        answerLabel.isHidden = !expanded
        accessibilityTraits = expanded ? [.button, .selected] : .button
        let rotation = expanded ? CGAffineTransform(rotationAngle: .pi) : .identity
        if animated && !UIAccessibility.isReduceMotionEnabled {
            UIView.animate(withDuration: 0.35, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
                           options: [.curveEaseInOut, .beginFromCurrentState], animations: {
                self.chevron.transform = rotation
            }, completion: nil)
        } else {
            chevron.transform = rotation
        }
    }
}
