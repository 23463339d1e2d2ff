import Foundation

/// What lays out and draws an attachment in attributed text: its image for a rectangle and its
/// bounds on a line. ``NSTextAttachment`` adopts it.
public protocol NSTextAttachmentContainer: NSObjectProtocol {
    /// The image drawn for the attachment in a rectangle.
    ///
    /// - Parameters:
    ///   - imageBounds: The rectangle the image is drawn in.
    ///   - textContainer: The text container of the text, if any.
    ///   - charIndex: The index of the attachment's character in the text.
    /// - Returns: The image, or `nil` for none.
    func image(forBounds imageBounds: CGRect, textContainer: NSTextContainer?, characterIndex charIndex: Int) -> UIImage?

    /// The attachment's bounds on a line, in the text's coordinates, with the origin on the
    /// baseline at the attachment's glyph.
    ///
    /// - Parameters:
    ///   - textContainer: The text container of the text, if any.
    ///   - lineFrag: The line fragment proposed for the line.
    ///   - position: Where the attachment's glyph is on the line.
    ///   - charIndex: The index of the attachment's character in the text.
    /// - Returns: The bounds.
    func attachmentBounds(for textContainer: NSTextContainer?, proposedLineFragment lineFrag: CGRect, glyphPosition position: CGPoint, characterIndex charIndex: Int) -> CGRect
}
