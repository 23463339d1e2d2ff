// A news cell written for iOS with Dark Mode and Dynamic Type in mind: an asset color for the
// title, a dynamic color for the badge, a custom font scaled with UIFontMetrics, an SF Symbol
// sized with a symbol configuration, and a border color updated when the appearance changes.
import UIKit
import DTTableViewManager

final class HeadlineCell: UITableViewCell, ModelTransfer {
    let titleLabel = UILabel()
    let badgeView = UIImageView()

    static let badgeTint = UIColor { traits in
        traits.userInterfaceStyle == .dark ? .systemYellow : .systemOrange
    }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: UIFont(name: "Georgia-Bold", size: 18)!)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.textColor = UIColor(named: "HeadlineText") ?? .label
        contentView.addSubview(titleLabel)

        badgeView.image = UIImage(systemName: "bolt.fill",
                                  withConfiguration: UIImage.SymbolConfiguration(textStyle: .caption1, scale: .small))
        badgeView.tintColor = HeadlineCell.badgeTint
        contentView.addSubview(badgeView)

        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.borderWidth = 1
        contentView.layer.borderColor = UIColor.separator.cgColor
        applyTextSize()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func update(with model: Headline) {
        titleLabel.text = model.title
        badgeView.isHidden = !model.isBreaking
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            // Layer colors are CGColors: resolved now, with the cell's traits as the current ones.
            contentView.layer.borderColor = UIColor.separator.cgColor
        }
        if traitCollection.preferredContentSizeCategory != previousTraitCollection?.preferredContentSizeCategory {
            applyTextSize()
        }
    }

    private func applyTextSize() {
        let isAccessibilitySize = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        titleLabel.numberOfLines = isAccessibilitySize ? 0 : 2
        badgeView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(scale: isAccessibilitySize ? .large : .small)
    }
}
