// A subtitle cell showing the price, with the old price struck through when discounted.
import UIKit
import DTTableViewManager

final class CatalogueProductCell: UITableViewCell, ModelTransfer {
    static let priceFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.locale = Locale(identifier: "en_US")
        return formatter
    }()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        accessoryType = .disclosureIndicator
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func update(with model: CatalogueProduct) {
        textLabel?.text = model.name
        textLabel?.font = .preferredFont(forTextStyle: .body)

        let price = NSMutableAttributedString(string: format(model.price), attributes: [
            .font: UIFont.preferredFont(forTextStyle: .headline),
            .foregroundColor: model.oldPrice == nil ? UIColor.label : UIColor.systemRed,
        ])
        if let oldPrice = model.oldPrice {
            price.append(NSAttributedString(string: " "))
            price.append(NSAttributedString(string: format(oldPrice), attributes: [
                .font: UIFont.preferredFont(forTextStyle: .subheadline),
                .foregroundColor: UIColor.secondaryLabel,
                .strikethroughStyle: NSUnderlineStyle.single.rawValue,
                .strikethroughColor: UIColor.secondaryLabel,
            ]))
        }
        detailTextLabel?.attributedText = price
        accessibilityValue = model.oldPrice.map { "\(format(model.price)), was \(format($0))" } ?? format(model.price)
    }

    private func format(_ amount: Decimal) -> String {
        Self.priceFormatter.string(from: NSDecimalNumber(decimal: amount)) ?? "\(amount)"
    }
}
