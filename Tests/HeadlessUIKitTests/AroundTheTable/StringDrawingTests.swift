import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// UIKit's string measuring, as `heightForRowAt` code written before self-sizing cells uses it,
/// measured with HeadlessUIKit's text metrics (as labels are).
@MainActor @Suite struct StringDrawingTests {
    private let font = UIFont.systemFont(ofSize: 17)

    @Test func boundingRectWrapsWithTheLineFragmentOriginAndAgreesWithALabel() {
        let text = String(repeating: "word ", count: 30)
        let width: CGFloat = 200
        let rect = (text as NSString).boundingRect(
            with: CGSize(width: width, height: .greatestFiniteMagnitude),
            options: [.usesLineFragmentOrigin, .usesFontLeading],
            attributes: [.font: font],
            context: nil
        )
        let label = UILabel()
        label.font = font
        label.numberOfLines = 0
        label.text = text
        expectEqual(rect.origin, .zero)
        expectEqual(rect.size, label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)))
        #expect(rect.height > font.lineHeight * 3)

        let oneLine = (text as NSString).boundingRect(with: CGSize(width: width, height: 1_000), options: [], attributes: [.font: font], context: nil)
        expectEqual(oneLine.height, font.lineHeight)
    }

    @Test func sizeWithAttributesIsOneLineAndStringsAnswerToo() {
        let size = ("Groceries" as NSString).size(withAttributes: [.font: font])
        expectEqual(size.height, font.lineHeight)
        #expect(size.width > 0)
        expectEqual("Groceries".size(withAttributes: [.font: font]), size)
        let context = NSStringDrawingContext()
        let rect = "Groceries".boundingRect(with: CGSize(width: 50, height: 100), options: .usesLineFragmentOrigin, attributes: [.font: font], context: context)
        #expect(rect.width <= 50 && rect.height == font.lineHeight * 2)
        #expect(context.totalBounds == rect && context.actualScaleFactor == 1)
    }

    @Test func attributedStringsMeasureInTheirFontAndTheDefaultIsTwelvePoints() {
        let attributed = NSAttributedString(string: "Milk", attributes: [.font: font])
        expectEqual(attributed.size(), ("Milk" as NSString).size(withAttributes: [.font: font]))
        expectEqual(NSAttributedString(string: "Milk").size().height, UIFont.systemFont(ofSize: 12).lineHeight)
        #expect(NSStringDrawingOptions.usesLineFragmentOrigin.rawValue == 1 && NSStringDrawingOptions.truncatesLastVisibleLine.rawValue == 32)
    }
}
