import Expectations
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

        expectEqual(textView.text, "a")
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

        expectIdentical(textView.delegate, recorder)
    }

    @Test func nonEditableTextViewTakesNoKeyboard() {
        let textView = UITextView(frame: .zero)
        textView.isEditable = false

        #expect(!textView.simulateTap())
        #expect(throws: HeadlessTextInputError.self) { try textView.simulateTyping("a") }
        expectEqual(textView.text, "")
    }

    @Test func textFieldTraitsStartAtUIKitDefaults() {
        let field = UITextField(frame: .zero)

        expectEqual(field.keyboardType, .default)
        expectEqual(field.returnKeyType, .default)
        expectEqual(field.autocapitalizationType, .sentences)
        expectEqual(field.autocorrectionType, .default)
        expectEqual(field.spellCheckingType, .default)
        #expect(!field.isSecureTextEntry)
        expectNil(field.textContentType)
        expectEqual(UIKeyboardType.alphabet, .asciiCapable)
        expectEqual(UIKeyboardType.emailAddress.rawValue, 7)
        expectEqual(UIReturnKeyType.continue.rawValue, 11)
    }

    @Test func customResponderGetsTraitDefaults() {
        final class CodeInput: UIResponder, UITextInputTraits {
            var keyboardType: UIKeyboardType = .numberPad
        }
        let input = CodeInput()
        input.returnKeyType = .done

        expectEqual(input.keyboardType, .numberPad)
        expectEqual(input.returnKeyType, .default)
        expectEqual(input.autocapitalizationType, .sentences)
    }

    @Test func fieldSizeFollowsTextOrPlaceholderAndOverlayViews() {
        let field = UITextField(frame: .zero)
        field.font = .systemFont(ofSize: 10)
        field.placeholder = "Name"
        expectEqual(field.intrinsicContentSize, CGSize(width: 20, height: 12))

        field.text = "Ada Lovelace"
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        field.leftViewMode = .always

        expectEqual(field.intrinsicContentSize, CGSize(width: 90, height: 30))
        expectEqual(field.textRect(forBounds: CGRect(x: 0, y: 0, width: 200, height: 30)).minX, 30)
    }

    @Test func inputViewsAreSettableOnFields() {
        let field = UITextField(frame: .zero)
        let picker = UIView(frame: .zero)

        field.inputView = picker

        expectIdentical(field.inputView, picker)
        expectNil(UIView(frame: .zero).inputView)
    }
}
