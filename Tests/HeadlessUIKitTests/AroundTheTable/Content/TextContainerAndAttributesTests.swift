import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct TextContainerTests {
    @Test func aTextViewsOwnContainerTracksItsWidthWithUIKitsPadding() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let container = textView.textContainer
        #expect(container.widthTracksTextView)
        #expect(!container.heightTracksTextView)
        expectEqual(container.lineFragmentPadding, 5)
        expectEqual(container.maximumNumberOfLines, 0)
        expectEqual(container.lineBreakMode, .byWordWrapping)
        #expect(container.isSimpleRectangularTextContainer)
        textView.textContainerInset = UIEdgeInsets(top: 8, left: 10, bottom: 8, right: 10)
        textView.layoutIfNeeded()
        expectEqual(container.size.width, 180)
    }

    @Test func paddingAndLineLimitCountInSizing() {
        let textView = UITextView(frame: .zero)
        textView.font = .systemFont(ofSize: 10)
        textView.textContainerInset = .zero
        textView.text = "1234567890"
        // Ten characters of 5 points, plus 5 points of padding at each end.
        expectEqual(textView.sizeThatFits(.zero), CGSize(width: 60, height: 12))
        textView.textContainer.lineFragmentPadding = 0
        // 30 points wraps ten characters into four lines of at most six.
        expectEqual(textView.sizeThatFits(CGSize(width: 30, height: 0)).height, 24)
        expectEqual(textView.sizeThatFits(.zero).width, 50)
        textView.text = "12345\n12345\n12345"
        textView.textContainer.maximumNumberOfLines = 2
        expectEqual(textView.sizeThatFits(.zero).height, 24)
    }

    @Test func aGivenFixedWidthContainerSetsWhereTextWraps() {
        let container = NSTextContainer(size: CGSize(width: 50, height: 1000))
        container.lineFragmentPadding = 0
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 50), textContainer: container)
        expectIdentical(textView.textContainer, container)
        #expect(!container.widthTracksTextView)
        textView.font = .systemFont(ofSize: 10)
        textView.textContainerInset = .zero
        textView.text = String(repeating: "x", count: 20)
        expectEqual(textView.sizeThatFits(CGSize(width: 300, height: 0)).height, 24)
        expectEqual(NSTextContainer().size, .zero)
    }

    @Test func attributesAndDetectorsAreKept() {
        let textView = UITextView()
        #expect(textView.dataDetectorTypes.isEmpty)
        textView.dataDetectorTypes = [.link, .phoneNumber]
        #expect(textView.dataDetectorTypes.contains(.link))
        #expect(UIDataDetectorTypes.all.contains(.flightNumber))
        textView.linkTextAttributes = [.foregroundColor: UIColor.systemPink]
        expectEqual(textView.linkTextAttributes[.foregroundColor] as? UIColor, .systemPink)
        textView.typingAttributes = [.font: UIFont.boldSystemFont(ofSize: 14)]
        expectEqual(textView.typingAttributes[.font] as? UIFont, .boldSystemFont(ofSize: 14))
    }
}

@MainActor @Suite struct TextFieldAttributeTests {
    @Test func defaultTextAttributesAreTheFontColourAndAlignment() {
        let field = UITextField()
        field.font = .systemFont(ofSize: 15)
        field.textColor = .systemBlue
        field.textAlignment = .center
        let attributes = field.defaultTextAttributes
        expectEqual(attributes[.font] as? UIFont, .systemFont(ofSize: 15))
        expectEqual(attributes[.foregroundColor] as? UIColor, .systemBlue)
        expectEqual((attributes[.paragraphStyle] as? NSParagraphStyle)?.alignment, .center)
        field.defaultTextAttributes = [.font: UIFont.boldSystemFont(ofSize: 18), .foregroundColor: UIColor.systemRed, .kern: 1.5]
        expectEqual(field.font, .boldSystemFont(ofSize: 18))
        expectEqual(field.textColor, .systemRed)
        expectEqual(field.defaultTextAttributes[.kern] as? Double, 1.5)
    }

    @Test func typingAttributesExistOnlyWhileEditing() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        window.addSubview(field)
        window.makeKeyAndVisible()
        field.typingAttributes = [.kern: 2.0]
        expectNil(field.typingAttributes)
        #expect(field.becomeFirstResponder())
        expectEqual(field.typingAttributes?[.font] as? UIFont, field.font)
        field.typingAttributes = [.kern: 2.0]
        expectEqual(field.typingAttributes?[.kern] as? Double, 2.0)
        #expect(field.resignFirstResponder())
        expectNil(field.typingAttributes)
    }
}
