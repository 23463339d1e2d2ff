import DTTableViewManager

/// The cell for a post with a video: a thumbnail with the video's length, the author and the
/// text.
final class VideoPostCell: UITableViewCell, ModelTransfer, TextPictureDescribing {
    /// Shows the author.
    let authorLabel = UILabel()
    /// Shows the text, on up to two lines.
    let bodyLabel = UILabel()
    /// Shows the video's length as minutes and seconds, over the thumbnail.
    let durationLabel = UILabel()
    /// Stands for the video's first frame.
    let thumbnailView = UIImageView(image: UIImage(systemName: "play.rectangle.fill"))

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        authorLabel.font = .systemFont(ofSize: 15, weight: .semibold)
        bodyLabel.font = .systemFont(ofSize: 15)
        bodyLabel.textColor = .secondaryLabel
        bodyLabel.numberOfLines = 2
        durationLabel.font = .systemFont(ofSize: 12, weight: .medium)
        durationLabel.textColor = .white
        durationLabel.textAlignment = .center
        durationLabel.backgroundColor = UIColor.black.withAlphaComponent(0.6)
        durationLabel.layer.cornerRadius = 4
        thumbnailView.backgroundColor = .secondarySystemBackground
        thumbnailView.layer.cornerRadius = 6
        for view in [thumbnailView, durationLabel, authorLabel, bodyLabel] as [UIView] {
            contentView.addSubview(view)
        }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        thumbnailView.frame = CGRect(x: 15, y: 10, width: 128, height: 80)
        durationLabel.frame = CGRect(x: 103, y: 68, width: 36, height: 18)
        let textX: CGFloat = 155
        let width = contentView.bounds.width - textX - 15
        authorLabel.frame = CGRect(x: textX, y: 14, width: width, height: 20)
        bodyLabel.frame = CGRect(x: textX, y: 36, width: width, height: 40)
    }

    func update(with model: Post) {
        authorLabel.text = model.author
        bodyLabel.text = model.text
        let seconds = model.videoSeconds ?? 0
        durationLabel.text = "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)"
    }

    var textPictureContent: String {
        "\(authorLabel.text ?? ""): \(bodyLabel.text ?? "") [video \(durationLabel.text ?? "")]"
    }
}
