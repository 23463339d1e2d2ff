import DTTableViewManager

/// The cell for a text post: the author and the text.
final class PostCell: UITableViewCell, ModelTransfer, TextPictureDescribing {
    /// Shows the author.
    let authorLabel = UILabel()
    /// Shows the text.
    let bodyLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        authorLabel.font = .systemFont(ofSize: 15, weight: .semibold)
        bodyLabel.font = .systemFont(ofSize: 15)
        bodyLabel.textColor = .secondaryLabel
        contentView.addSubview(authorLabel)
        contentView.addSubview(bodyLabel)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = contentView.bounds.width - 30
        authorLabel.frame = CGRect(x: 15, y: 10, width: width, height: 20)
        bodyLabel.frame = CGRect(x: 15, y: 30, width: width, height: 20)
    }

    func update(with model: Post) {
        authorLabel.text = model.author
        bodyLabel.text = model.text
    }

    var textPictureContent: String {
        "\(authorLabel.text ?? ""): \(bodyLabel.text ?? "")"
    }
}
