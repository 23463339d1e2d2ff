import DTTableViewManager

/// The cell for a text post: the author and the text.
final class PostCell: UITableViewCell, ModelTransfer, TextPictureDescribing {
    /// Shows the author.
    let authorLabel = UILabel()
    /// Shows the text.
    let bodyLabel = UILabel()

    func update(with model: Post) {
        authorLabel.text = model.author
        bodyLabel.text = model.text
    }

    var textPictureContent: String {
        "\(authorLabel.text ?? ""): \(bodyLabel.text ?? "")"
    }
}
