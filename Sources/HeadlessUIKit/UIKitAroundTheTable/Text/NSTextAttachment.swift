import Foundation

/// An image or file inside attributed text, as the `.attachment` attribute of one
/// ``NSTextAttachment/character``: a verified badge after a name, an icon before a label's
/// text (`NSAttributedString(attachment: NSTextAttachment(image: badge))`).
///
/// Headless: nothing is drawn; a label or text view keeps the attributed string with its
/// attachment, which a test reads back, and HeadlessUIKit's text metrics measure the attachment
/// as one character. File wrappers are not available.
open class NSTextAttachment: NSObject, NSTextAttachmentContainer {
    /// The object replacement character, U+FFFC, that stands for an attachment in a string.
    open class var character: Int { 0xFFFC }

    /// The attachment's data, if it was created from data.
    open var contents: Data?
    /// The uniform type identifier of ``contents``.
    open var fileType: String?
    /// The image shown for the attachment.
    open var image: UIImage?
    /// The attachment's layout bounds, with the origin on the baseline at the attachment's
    /// glyph: `.zero` by default, which lays the image out at its own size. A negative `y`
    /// moves it below the baseline (an icon centered on a line of text).
    open var bounds: CGRect = .zero

    /// Creates an attachment of data of a type.
    ///
    /// - Parameters:
    ///   - contentData: The data, or `nil`.
    ///   - uti: The data's uniform type identifier, or `nil`.
    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        super.init()
    }

    /// Creates an empty attachment.
    public override convenience init() {
        self.init(data: nil, ofType: nil)
    }

    /// Creates an attachment that shows an image.
    ///
    /// - Parameter image: The image.
    public init(image: UIImage) {
        self.image = image
        super.init()
    }

    /// The attachment's ``image``, whatever the rectangle.
    ///
    /// - Parameters:
    ///   - imageBounds: The rectangle the image is drawn in.
    ///   - textContainer: The text container of the text, if any.
    ///   - charIndex: The index of the attachment's character in the text.
    /// - Returns: The image, or `nil` for none.
    open func image(forBounds imageBounds: CGRect, textContainer: NSTextContainer?, characterIndex charIndex: Int) -> UIImage? {
        image
    }

    /// The attachment's ``bounds``, or when they are empty, the image's size at the baseline.
    ///
    /// - Parameters:
    ///   - textContainer: The text container of the text, if any.
    ///   - lineFrag: The line fragment proposed for the line.
    ///   - position: Where the attachment's glyph is on the line.
    ///   - charIndex: The index of the attachment's character in the text.
    /// - Returns: The bounds.
    open func attachmentBounds(for textContainer: NSTextContainer?, proposedLineFragment lineFrag: CGRect, glyphPosition position: CGPoint, characterIndex charIndex: Int) -> CGRect {
        guard bounds.isEmpty else { return bounds }
        return CGRect(origin: .zero, size: image?.size ?? .zero)
    }
}

extension NSAttributedString {
    /// Creates a string of one ``NSTextAttachment/character`` whose `.attachment` attribute is
    /// the attachment.
    ///
    /// - Parameter attachment: The attachment.
    public convenience init(attachment: NSTextAttachment) {
        // U+FFFC is NSTextAttachment.character.
        self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
    }
}
