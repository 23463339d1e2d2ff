import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct TextFieldEditingTests {
    @Test func tapBeginsEditingWithDelegateEventAndNotificationInOrder() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        let recorder = TextInputRecorder()
        recorder.watch(field)
        defer { recorder.stopWatching() }

        field.simulateTap()

        #expect(field.isFirstResponder)
        #expect(field.isEditing)
        expectEqual(recorder.takeLog(), ["shouldBegin", "didBegin", "editingDidBegin", "didBeginNotification"])
    }

    @Test func refusedBeginLeavesFieldInactive() {
        let field = UITextField(frame: .zero)
        let recorder = TextInputRecorder()
        recorder.allowsBegin = false
        field.delegate = recorder

        field.simulateTap()

        #expect(!field.isFirstResponder)
        #expect(!field.isEditing)
        expectEqual(recorder.takeLog(), ["shouldBegin"])
        #expect(throws: HeadlessTextInputError.self) { try field.simulateTyping("a") }
    }

    @Test func typingAsksPerCharacterAndHonoursRefusals() throws {
        let field = UITextField(frame: .zero)
        let recorder = TextInputRecorder()
        recorder.watch(field)
        defer { recorder.stopWatching() }
        field.simulateTap()
        _ = recorder.takeLog()
        recorder.refusedCharacters = ["x"]

        try field.simulateTyping("axé")

        expectEqual(field.text, "aé")
        #expect(
            recorder.takeLog() == [
                "shouldChange 0,0 \"a\"", "editingChanged", "didChangeNotification",
                "shouldChange 1,0 \"x\"",
                "shouldChange 1,0 \"é\"", "editingChanged", "didChangeNotification",
            ]
        )
    }

    @Test func pasteIsOneEditAndDeleteOffersTheLastCharacter() throws {
        let field = UITextField(frame: .zero)
        let recorder = TextInputRecorder()
        field.delegate = recorder
        field.text = "👍"
        field.simulateTap()
        _ = recorder.takeLog()

        try field.simulatePaste("ok")
        try field.simulateDeleteBackward()

        expectEqual(field.text, "👍o")
        expectEqual(recorder.takeLog(), ["shouldChange 2,0 \"ok\"", "shouldChange 3,1 \"\""])
    }

    @Test func returnSendsEditingDidEndOnExitAndResignsWhenAnActionListens() throws {
        let field = UITextField(frame: .zero)
        let recorder = TextInputRecorder()
        recorder.watch(field)
        defer { recorder.stopWatching() }
        field.simulateTap()
        _ = recorder.takeLog()

        try field.simulateReturn()

        #expect(!field.isFirstResponder)
        #expect(
            recorder.takeLog() == [
                "shouldReturn", "editingDidEndOnExit", "shouldEnd", "didEnd committed", "editingDidEnd", "didEndNotification",
            ]
        )
    }

    @Test func returnRefusedByDelegateSendsNothing() throws {
        let field = UITextField(frame: .zero)
        let recorder = TextInputRecorder()
        recorder.watch(field)
        defer { recorder.stopWatching() }
        recorder.allowsReturn = false
        field.simulateTap()
        _ = recorder.takeLog()

        try field.simulateReturn()

        #expect(field.isFirstResponder)
        expectEqual(recorder.takeLog(), ["shouldReturn"])
    }

    @Test func returnWithoutListenerKeepsEditing() throws {
        let field = UITextField(frame: .zero)
        #expect(field.becomeFirstResponder())

        try field.simulateReturn()

        #expect(field.isEditing)
    }

    @Test func clearButtonAsksDelegateAndEmptiesText() throws {
        let field = UITextField(frame: .zero)
        let recorder = TextInputRecorder()
        field.delegate = recorder
        field.clearButtonMode = .whileEditing
        field.text = "abc"
        #expect(throws: HeadlessTextInputError.self) { try field.simulateClearButtonTap() }
        field.simulateTap()
        _ = recorder.takeLog()

        recorder.allowsClear = false
        try field.simulateClearButtonTap()
        expectEqual(field.text, "abc")
        recorder.allowsClear = true
        try field.simulateClearButtonTap()

        expectEqual(field.text, "")
        expectEqual(recorder.takeLog(), ["shouldClear", "shouldClear"])
    }

    @Test func clearsOnBeginEditingEmptiesTheTextBeforeDidBegin() {
        let field = UITextField(frame: .zero)
        field.text = "old"
        field.clearsOnBeginEditing = true
        var textAtDidBegin: String?
        field.addAction(UIAction { [weak field] _ in textAtDidBegin = field?.text }, for: .editingDidBegin)

        field.simulateTap()

        expectEqual(textAtDidBegin, "")
    }

    @Test func disabledFieldCannotBecomeFirstResponder() {
        let field = UITextField(frame: .zero)
        field.isEnabled = false

        #expect(!field.becomeFirstResponder())
        field.simulateTap()
        #expect(!field.isFirstResponder)
    }

    @Test func enablesReturnKeyAutomaticallyDisablesReturnOnEmptyText() throws {
        let field = UITextField(frame: .zero)
        let recorder = TextInputRecorder()
        field.delegate = recorder
        field.enablesReturnKeyAutomatically = true
        field.simulateTap()
        _ = recorder.takeLog()

        try field.simulateReturn()

        #expect(recorder.takeLog().isEmpty)
    }

    @Test func settingTextInCodeSendsNothing() {
        let field = UITextField(frame: .zero)
        let recorder = TextInputRecorder()
        recorder.watch(field)
        defer { recorder.stopWatching() }

        field.text = "set in code"

        #expect(recorder.takeLog().isEmpty)
        expectEqual(field.attributedText?.string, "set in code")
    }

    @Test func plainDidEndEditingIsCalledWhenTheReasonVariantIsMissing() {
        final class PlainDelegate: NSObject, UITextFieldDelegate {
            var ended = 0
            func textFieldDidEndEditing(_ textField: UITextField) { ended += 1 }
        }
        let field = UITextField(frame: .zero)
        let delegate = PlainDelegate()
        field.delegate = delegate
        field.becomeFirstResponder()

        field.resignFirstResponder()

        expectEqual(delegate.ended, 1)
    }
}
