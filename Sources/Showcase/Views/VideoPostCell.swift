import DTTableViewManager

/// The cell for a post with a video: the author, the text and the video's length.
final class VideoPostCell: UITableViewCell, ModelTransfer, TextPictureDescribing {
    /// Shows the author.
    let authorLabel = UILabel()
    /// Shows the text.
    let bodyLabel = UILabel()
    /// Shows the video's length as minutes and seconds.
    let durationLabel = UILabel()

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
