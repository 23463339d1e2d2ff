// A section header using the grouped-header list configuration.
import UIKit
import DTTableViewManager

final class FAQSectionHeader: UITableViewHeaderFooterView, ModelTransfer {
    func update(with model: String) {
        var content = UIListContentConfiguration.groupedHeader()
        content.text = model.uppercased()
        content.textProperties.color = .secondaryLabel
        contentConfiguration = content
    }
}
