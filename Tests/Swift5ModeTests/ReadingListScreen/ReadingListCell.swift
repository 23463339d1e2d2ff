// A cell written for iOS that styles its title with attributes and describes itself to VoiceOver
// as one element with custom actions.
import UIKit
import DTTableViewManager

final class ReadingListCell: UITableViewCell, ModelTransfer {
    let titleLabel = UILabel()
    var onToggleFavorite: (() -> Void)?
    private var article: ReadingItem?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.numberOfLines = 0
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            titleLabel.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
        ])
        isAccessibilityElement = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func update(with model: ReadingItem) {
        article = model
        let paragraph = NSMutableParagraphStyle()
        paragraph.lineSpacing = 2
        paragraph.lineBreakMode = .byTruncatingTail
        var attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.preferredFont(forTextStyle: .body),
            .foregroundColor: model.isRead ? UIColor.secondaryLabel : UIColor.label,
            .paragraphStyle: paragraph,
        ]
        if model.isRead {
            attributes[.strikethroughStyle] = NSUnderlineStyle.single.rawValue
        }
        titleLabel.attributedText = NSAttributedString(string: model.title, attributes: attributes)
        accessibilityTraits = model.isFavorite ? [.button, .selected] : .button
        accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: model.isFavorite ? "Unfavorite" : "Favorite") { [weak self] _ in
                self?.onToggleFavorite?()
                return true
            },
        ]
    }

    override var accessibilityLabel: String? {
        get {
            guard let article = article else { return nil }
            return article.isRead ? "\(article.title), read" : article.title
        }
        set { super.accessibilityLabel = newValue }
    }
}
