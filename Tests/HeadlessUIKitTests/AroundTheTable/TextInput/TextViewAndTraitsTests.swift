import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct TextViewAndTraitsTests {
    @Test func textViewSharesTheKeyboardAndInsertsReturn() throws {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let recorder = TextInputRecorder()
        textView.delegate = recorder
        recorder.refusedCharacters = ["!"]

        #expect(textView.simulateTap())
        try textView.simulateTyping("a!\n")
        try textView.simulateDeleteBackward()

        #expect(textView.text == "a")
        #expect(
            recorder.takeLog() == [
                "view shouldBegin", "view didBegin",
                "view shouldChange 0,0 \"a\"", "view didChange a",
                "view shouldChange 1,0 \"!\"",
                "view shouldChange 1,0 \"\n\"", "view didChange a\n",
                "view shouldChange 1,1 \"\"", "view didChange a",
            ]
        )
    }

    @Test func textViewDelegateIsTheScrollViewDelegate() {
        let textView = UITextView(frame: .zero)
        let recorder = TextInputRecorder()

        (textView as UIScrollView).delegate = recorder

        #expect(textView.delegate === recorder)
    }

    @Test func nonEditableTextViewTakesNoKeyboard() {
        let textView = UITextView(frame: .zero)
        textView.isEditable = false

        #expect(!textView.simulateTap())
        #expect(throws: HeadlessTextInputError.self) { try textView.simulateTyping("a") }
        #expect(textView.text == "")
    }

    @Test func textFieldTraitsStartAtUIKitDefaults() {
        let field = UITextField(frame: .zero)

        #expect(field.keyboardType == .default)
        #expect(field.returnKeyType == .default)
        #expect(field.autocapitalizationType == .sentences)
        #expect(field.autocorrectionType == .default)
        #expect(field.spellCheckingType == .default)
        #expect(!field.isSecureTextEntry)
        #expect(field.textContentType == nil)
        #expect(UIKeyboardType.alphabet == .asciiCapable)
        #expect(UIKeyboardType.emailAddress.rawValue == 7)
        #expect(UIReturnKeyType.continue.rawValue == 11)
    }

    @Test func customResponderGetsTraitDefaults() {
        final class CodeInput: UIResponder, UITextInputTraits {
            var keyboardType: UIKeyboardType = .numberPad
        }
        let input = CodeInput()
        input.returnKeyType = .done

        #expect(input.keyboardType == .numberPad)
        #expect(input.returnKeyType == .default)
        #expect(input.autocapitalizationType == .sentences)
    }

    @Test func fieldSizeFollowsTextOrPlaceholderAndOverlayViews() {
        let field = UITextField(frame: .zero)
        field.font = .systemFont(ofSize: 10)
        field.placeholder = "Name"
        #expect(field.intrinsicContentSize == CGSize(width: 20, height: 12))

        field.text = "Ada Lovelace"
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        field.leftViewMode = .always

        #expect(field.intrinsicContentSize == CGSize(width: 90, height: 30))
        #expect(field.textRect(forBounds: CGRect(x: 0, y: 0, width: 200, height: 30)).minX == 30)
    }

    @Test func inputViewsAreSettableOnFields() {
        let field = UITextField(frame: .zero)
        let picker = UIView(frame: .zero)

        field.inputView = picker

        #expect(field.inputView === picker)
        #expect(UIView(frame: .zero).inputView == nil)
    }
}
