import Expectations
import Foundation
import Testing
import UIKit

/// A contact cell whose name ends with a verified badge, an image attached to the text and
/// lowered to sit on the baseline, as social apps show one.
private final class VerifiedContactCell: UITableViewCell {
    let nameLabel = UILabel()

    func configure(name: String, verified: Bool) {
        let text = NSMutableAttributedString(string: name, attributes: [.font: UIFont.preferredFont(forTextStyle: .headline)])
        if verified {
            let badge = NSTextAttachment(image: UIGraphicsImageRenderer(size: CGSize(width: 14, height: 14)).image { context in
                UIColor.systemBlue.setFill()
                UIBezierPath(ovalIn: context.format.bounds).fill()
            })
            badge.bounds = CGRect(x: 0, y: -2, width: 14, height: 14)
            text.append(NSAttributedString(string: " "))
            text.append(NSAttributedString(attachment: badge))
        }
        nameLabel.attributedText = text
    }
}

/// Images and data attached to attributed text.
@MainActor @Suite struct TextAttachmentTests {
    @Test func aVerifiedBadgeIsAnAttachmentAfterTheName() throws {
        let cell = VerifiedContactCell(style: .default, reuseIdentifier: nil)
        cell.configure(name: "Ada", verified: true)

        let text = try #require(cell.nameLabel.attributedText)
        expectEqual(text.string, "Ada \u{FFFC}")
        let badge = try #require(text.attribute(.attachment, at: 4, effectiveRange: nil) as? NSTextAttachment)
        expectEqual(badge.image?.size, CGSize(width: 14, height: 14))
        expectEqual(badge.image?.headlessDrawing.first?.kind, .fill(.winding), "the badge's drawing is kept")
        expectEqual(badge.attachmentBounds(for: nil, proposedLineFragment: .zero, glyphPosition: .zero, characterIndex: 4), CGRect(x: 0, y: -2, width: 14, height: 14))
        #expect(text.attribute(.attachment, at: 0, effectiveRange: nil) == nil)

        cell.configure(name: "Bob", verified: false)
        expectEqual(cell.nameLabel.attributedText?.string, "Bob")
    }

    @Test func anAttachmentWithoutBoundsTakesItsImagesSize() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { _ in }
        let attachment = NSTextAttachment(image: image)

        expectEqual(attachment.bounds, .zero)
        expectEqual(attachment.attachmentBounds(for: nil, proposedLineFragment: .zero, glyphPosition: .zero, characterIndex: 0), CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(attachment.image(forBounds: .zero, textContainer: nil, characterIndex: 0) === image)
        expectEqual(NSTextAttachment().attachmentBounds(for: nil, proposedLineFragment: .zero, glyphPosition: .zero, characterIndex: 0), .zero)
    }

    @Test func anAttachmentKeepsItsDataAndType() {
        let data = Data("%PDF".utf8)
        let attachment = NSTextAttachment(data: data, ofType: "com.adobe.pdf")

        expectEqual(attachment.contents, data)
        expectEqual(attachment.fileType, "com.adobe.pdf")
        expectNil(attachment.image)
        expectEqual(NSTextAttachment.character, 0xFFFC)
    }
}
