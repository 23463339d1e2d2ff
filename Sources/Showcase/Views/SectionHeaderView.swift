import DTTableViewManager

/// A section header that shows a title in capitals, as grouped tables do.
final class SectionHeaderView: UITableViewHeaderFooterView, ModelTransfer, TextPictureDescribing {
    /// Shows the section's title.
    let titleLabel = UILabel()

    func update(with model: String) {
        titleLabel.text = model.uppercased()
    }

    var textPictureContent: String { titleLabel.text ?? "" }
}
