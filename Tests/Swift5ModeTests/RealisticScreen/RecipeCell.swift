// A programmatic cell written for iOS: a content configuration for the text, and a button and a
// switch in a stack view as the cell's accessory.
import UIKit
import DTTableViewManager

final class RecipeCell: UITableViewCell, ModelTransfer {
    let shareButton = UIButton(type: .system)
    let favoriteSwitch = UISwitch()
    let controls = UIStackView()

    var onShare: (() -> Void)?
    var onFavoriteChange: ((Bool) -> Void)?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        shareButton.setTitle("Share", for: .normal)
        shareButton.titleLabel?.font = .preferredFont(forTextStyle: .footnote)
        shareButton.addAction(UIAction { [weak self] _ in self?.onShare?() }, for: .touchUpInside)
        favoriteSwitch.onTintColor = .systemOrange
        favoriteSwitch.addAction(UIAction { [weak self] _ in
            guard let self = self else { return }
            self.onFavoriteChange?(self.favoriteSwitch.isOn)
        }, for: .valueChanged)

        controls.axis = .horizontal
        controls.spacing = 8
        controls.alignment = .center
        controls.addArrangedSubview(shareButton)
        controls.addArrangedSubview(favoriteSwitch)
        controls.frame.size = controls.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        accessoryView = controls
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func update(with model: Recipe) {
        var content = defaultContentConfiguration()
        content.text = model.name
        content.secondaryText = "\(model.minutes) min"
        content.textProperties.font = .preferredFont(forTextStyle: .headline)
        content.image = UIImage(systemName: model.isFavorite ? "star.fill" : "star")
        content.imageProperties.tintColor = model.isFavorite ? .systemOrange : .secondaryLabel
        contentConfiguration = content
        favoriteSwitch.isOn = model.isFavorite
        backgroundColor = model.isFavorite ? UIColor.systemOrange.withAlphaComponent(0.1) : .systemBackground
    }
}
