// A programmatic cell written for iOS 15: an "Add" button styled with a UIButton.Configuration
// and a stepper for the quantity, in a stack view accessory.
import UIKit
import DTTableViewManager

final class ProductCell: UITableViewCell, ModelTransfer {
    let addButton = UIButton(configuration: .tinted())
    let quantityStepper = UIStepper()
    let controls = UIStackView()

    var onQuantityChange: ((Int) -> Void)?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        addButton.configuration?.image = UIImage(systemName: "cart.badge.plus")
        addButton.configuration?.imagePadding = 6
        addButton.configuration?.cornerStyle = .capsule
        addButton.configurationUpdateHandler = { button in
            button.configuration?.baseForegroundColor = button.isEnabled ? nil : .secondaryLabel
        }
        addButton.addAction(UIAction { [weak self] _ in
            guard let self = self else { return }
            self.onQuantityChange?(Int(self.quantityStepper.value) + 1)
        }, for: .primaryActionTriggered)

        quantityStepper.maximumValue = 9
        quantityStepper.addAction(UIAction { [weak self] _ in
            guard let self = self else { return }
            self.onQuantityChange?(Int(self.quantityStepper.value))
        }, for: .valueChanged)

        controls.axis = .horizontal
        controls.alignment = .center
        controls.addArrangedSubview(addButton)
        controls.addArrangedSubview(quantityStepper)
        controls.setCustomSpacing(12, after: addButton)
        accessoryView = controls
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func update(with model: Product) {
        var content = defaultContentConfiguration()
        content.text = model.name
        content.secondaryText = model.category.rawValue
        contentConfiguration = content
        addButton.configuration?.title = model.quantity == 0 ? "Add" : "Add more"
        addButton.configuration?.subtitle = model.quantity == 0 ? nil : "\(model.quantity) in basket"
        addButton.isEnabled = model.quantity < Int(quantityStepper.maximumValue)
        quantityStepper.value = Double(model.quantity)
    }
}
