import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct TextAttributeTests {
    @Test func uikitKeysCarryUIKitsNames() {
        expectEqual(NSAttributedString.Key.font.rawValue, "NSFont")
        expectEqual(NSAttributedString.Key.foregroundColor.rawValue, "NSColor")
        expectEqual(NSAttributedString.Key.paragraphStyle.rawValue, "NSParagraphStyle")
        expectEqual(NSAttributedString.Key.underlineStyle.rawValue, "NSUnderline")
        expectEqual(NSAttributedString.Key.strikethroughStyle.rawValue, "NSStrikethrough")
    }

    @Test func attributedTitleBuiltAsOnIOSKeepsItsAttributes() throws {
        let paragraph = try #require(NSParagraphStyle.default.mutableCopy() as? NSMutableParagraphStyle)
        paragraph.lineSpacing = 4
        paragraph.alignment = .center
        paragraph.lineBreakMode = .byTruncatingTail
        let title = NSMutableAttributedString(string: "Tomato soup", attributes: [
            .font: UIFont.boldSystemFont(ofSize: 17),
            .foregroundColor: UIColor.label,
            .paragraphStyle: paragraph,
        ])
        title.addAttribute(.strikethroughStyle, value: NSUnderlineStyle.single.rawValue, range: NSRange(location: 0, length: 6))

        let label = UILabel()
        label.attributedText = title

        let stored = try #require(label.attributedText)
        expectEqual(label.text, "Tomato soup")
        let attributes = stored.attributes(at: 0, effectiveRange: nil)
        expectEqual(attributes[.font] as? UIFont, UIFont.boldSystemFont(ofSize: 17))
        expectEqual(attributes[.foregroundColor] as? UIColor, UIColor.label)
        expectEqual(attributes[.strikethroughStyle] as? Int, NSUnderlineStyle.single.rawValue)
        let storedParagraph = try #require(attributes[.paragraphStyle] as? NSParagraphStyle)
        #expect(storedParagraph.lineSpacing == 4 && storedParagraph.alignment == .center)
        expectNil(stored.attributes(at: 7, effectiveRange: nil)[.strikethroughStyle])
    }

    @Test func paragraphStylesCopyBetweenMutableAndImmutable() throws {
        let defaults = NSParagraphStyle.default
        #expect(defaults.alignment == .natural && defaults.lineBreakMode == .byWordWrapping)
        expectEqual(defaults.baseWritingDirection, .natural)
        #expect(defaults.tabStops.count == 12 && defaults.tabStops.first?.location == 28)

        let mutable = try #require(defaults.mutableCopy() as? NSMutableParagraphStyle)
        mutable.firstLineHeadIndent = 12
        mutable.addTabStop(NSTextTab(textAlignment: .right, location: 10))
        expectEqual(mutable.tabStops.first?.location, 10)
        mutable.removeTabStop(NSTextTab(textAlignment: .right, location: 10))
        expectEqual(mutable.tabStops.count, 12)

        let frozen = mutable.copy()
        #expect(!(frozen is NSMutableParagraphStyle))
        expectEqual((frozen as? NSParagraphStyle)?.firstLineHeadIndent, 12)
        expectEqual((frozen as? NSParagraphStyle)?.isEqual(mutable), true)
        expectEqual(defaults.firstLineHeadIndent, 0, "changing the copy leaves the default alone")

        let other = NSMutableParagraphStyle()
        other.setParagraphStyle(mutable)
        #expect(other.isEqual(mutable))
    }

    @Test func underlineStylesCombinePatternAndScope() {
        let style: NSUnderlineStyle = [.single, .patternDash, .byWord]
        expectEqual(style.rawValue, 0x8201)
        #expect(NSUnderlineStyle.double.contains(.single), "double is 0x09, which includes single's bit, as in UIKit")
    }

    @Test func shadowsCopyTheirValues() throws {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 0, height: 1)
        shadow.shadowBlurRadius = 2
        shadow.shadowColor = UIColor.black
        let copy = try #require(shadow.copy() as? NSShadow)
        expectNotIdentical(copy, shadow)
        #expect(copy.shadowOffset == shadow.shadowOffset && copy.shadowBlurRadius == 2)
        expectEqual(copy.shadowColor as? UIColor, UIColor.black)
    }
}
