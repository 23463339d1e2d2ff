import DTTableViewManager

/// A section header that shows a title in capitals, as grouped tables do.
final class SectionHeaderView: UITableViewHeaderFooterView, ModelTransfer, TextPictureDescribing {
    /// Shows the section's title.
    let titleLabel = UILabel()

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        titleLabel.font = .systemFont(ofSize: 13, weight: .semibold)
        titleLabel.textColor = .secondaryLabel
        contentView.backgroundColor = .secondarySystemBackground
        contentView.addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = contentView.bounds.insetBy(dx: 15, dy: 0)
    }

    func update(with model: String) {
        titleLabel.text = model.uppercased()
    }

    var textPictureContent: String { titleLabel.text ?? "" }
}
