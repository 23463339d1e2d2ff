import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct TextContainerTests {
    @Test func aTextViewsOwnContainerTracksItsWidthWithUIKitsPadding() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let container = textView.textContainer
        #expect(container.widthTracksTextView)
        #expect(!container.heightTracksTextView)
        #expect(container.lineFragmentPadding == 5)
        #expect(container.maximumNumberOfLines == 0)
        #expect(container.lineBreakMode == .byWordWrapping)
        #expect(container.isSimpleRectangularTextContainer)
        textView.textContainerInset = UIEdgeInsets(top: 8, left: 10, bottom: 8, right: 10)
        textView.layoutIfNeeded()
        #expect(container.size.width == 180)
    }

    @Test func paddingAndLineLimitCountInSizing() {
        let textView = UITextView(frame: .zero)
        textView.font = .systemFont(ofSize: 10)
        textView.textContainerInset = .zero
        textView.text = "1234567890"
        // Ten characters of 5 points, plus 5 points of padding at each end.
        #expect(textView.sizeThatFits(.zero) == CGSize(width: 60, height: 12))
        textView.textContainer.lineFragmentPadding = 0
        // 30 points wraps ten characters into four lines of at most six.
        #expect(textView.sizeThatFits(CGSize(width: 30, height: 0)).height == 24)
        #expect(textView.sizeThatFits(.zero).width == 50)
        textView.text = "12345\n12345\n12345"
        textView.textContainer.maximumNumberOfLines = 2
        #expect(textView.sizeThatFits(.zero).height == 24)
    }

    @Test func aGivenFixedWidthContainerSetsWhereTextWraps() {
        let container = NSTextContainer(size: CGSize(width: 50, height: 1000))
        container.lineFragmentPadding = 0
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 50), textContainer: container)
        #expect(textView.textContainer === container)
        #expect(!container.widthTracksTextView)
        textView.font = .systemFont(ofSize: 10)
        textView.textContainerInset = .zero
        textView.text = String(repeating: "x", count: 20)
        #expect(textView.sizeThatFits(CGSize(width: 300, height: 0)).height == 24)
        #expect(NSTextContainer().size == .zero)
    }

    @Test func attributesAndDetectorsAreKept() {
        let textView = UITextView()
        #expect(textView.dataDetectorTypes.isEmpty)
        textView.dataDetectorTypes = [.link, .phoneNumber]
        #expect(textView.dataDetectorTypes.contains(.link))
        #expect(UIDataDetectorTypes.all.contains(.flightNumber))
        textView.linkTextAttributes = [.foregroundColor: UIColor.systemPink]
        #expect(textView.linkTextAttributes[.foregroundColor] as? UIColor == .systemPink)
        textView.typingAttributes = [.font: UIFont.boldSystemFont(ofSize: 14)]
        #expect(textView.typingAttributes[.font] as? UIFont == .boldSystemFont(ofSize: 14))
    }
}

@MainActor @Suite struct TextFieldAttributeTests {
    @Test func defaultTextAttributesAreTheFontColourAndAlignment() {
        let field = UITextField()
        field.font = .systemFont(ofSize: 15)
        field.textColor = .systemBlue
        field.textAlignment = .center
        let attributes = field.defaultTextAttributes
        #expect(attributes[.font] as? UIFont == .systemFont(ofSize: 15))
        #expect(attributes[.foregroundColor] as? UIColor == .systemBlue)
        #expect((attributes[.paragraphStyle] as? NSParagraphStyle)?.alignment == .center)
        field.defaultTextAttributes = [.font: UIFont.boldSystemFont(ofSize: 18), .foregroundColor: UIColor.systemRed, .kern: 1.5]
        #expect(field.font == .boldSystemFont(ofSize: 18))
        #expect(field.textColor == .systemRed)
        #expect(field.defaultTextAttributes[.kern] as? Double == 1.5)
    }

    @Test func typingAttributesExistOnlyWhileEditing() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        window.addSubview(field)
        window.makeKeyAndVisible()
        field.typingAttributes = [.kern: 2.0]
        #expect(field.typingAttributes == nil)
        #expect(field.becomeFirstResponder())
        #expect(field.typingAttributes?[.font] as? UIFont == field.font)
        field.typingAttributes = [.kern: 2.0]
        #expect(field.typingAttributes?[.kern] as? Double == 2.0)
        #expect(field.resignFirstResponder())
        #expect(field.typingAttributes == nil)
    }
}
