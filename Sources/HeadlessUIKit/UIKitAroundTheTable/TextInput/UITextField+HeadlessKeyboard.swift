import Foundation

extension UITextField: HeadlessKeyboardInput {
    var headlessKeyboardText: String { text ?? "" }

    func headlessShouldReplace(_ range: NSRange, with replacement: String) -> Bool {
        headlessShouldChange(range, with: replacement)
    }

    func headlessDidEdit(resultingIn text: String) {
        self.text = text
        headlessTextDidChange()
    }
}

// The user's keyboard and buttons (HeadlessUIKit-only).
extension UITextField {
    /// Types text into the field as keys on a keyboard do (HeadlessUIKit-only): one edit per
    /// character (grapheme cluster), at the end of the text.
    ///
    /// Each character is offered to
    /// ``UITextFieldDelegate/textField(_:shouldChangeCharactersIn:replacementString:)`` with the
    /// insertion range; a refused character is dropped and typing goes on. Each accepted one
    /// changes ``text`` and sends `textFieldDidChangeSelection`,
    /// ``UIControl/Event/editingChanged`` and ``textDidChangeNotification``. UIKit documents the
    /// replacement as "normally only the single new character that was typed"; use
    /// ``simulatePaste(_:)`` for one edit of several characters.
    ///
    /// - Parameter text: The characters to type; `"\n"` is a character like any other (use
    ///   ``simulateReturn()`` for the Return key).
    /// - Throws: ``HeadlessTextInputError`` when the field is not the first responder (tap it
    ///   first with ``UIControl/simulateTap()``).
    public func simulateTyping(_ text: String) throws {
        try headlessType(text)
    }

    /// Pastes text into the field (HeadlessUIKit-only): one edit of the whole string at the end
    /// of the text, offered once to the delegate, as UIKit does for a paste.
    ///
    /// - Parameter text: The pasted text.
    /// - Throws: ``HeadlessTextInputError`` when the field is not the first responder.
    public func simulatePaste(_ text: String) throws {
        try headlessPaste(text)
    }

    /// Presses the delete key (HeadlessUIKit-only): the last character is offered for deletion
    /// (an empty replacement string); nothing happens when the text is empty.
    ///
    /// - Throws: ``HeadlessTextInputError`` when the field is not the first responder.
    public func simulateDeleteBackward() throws {
        try headlessDeleteBackward()
    }

    /// Presses the keyboard's Return key (HeadlessUIKit-only).
    ///
    /// Asks ``UITextFieldDelegate/textFieldShouldReturn(_:)``; when it answers `true` (or is not
    /// implemented), sends ``UIControl/Event/editingDidEndOnExit`` and, when something is
    /// registered for that event, resigns first responder, as UIKit's text fields do. With
    /// ``UITextInputTraits/enablesReturnKeyAutomatically`` and empty text, the key is disabled
    /// and nothing happens.
    ///
    /// - Throws: ``HeadlessTextInputError`` when the field is not the first responder.
    public func simulateReturn() throws {
        try requireKeyboard()
        guard !(enablesReturnKeyAutomatically && headlessKeyboardText.isEmpty), headlessShouldReturn() else { return }
        sendActions(for: .editingDidEndOnExit)
        if allControlEvents.contains(.editingDidEndOnExit) { resignFirstResponder() }
    }

    /// Taps the clear button (HeadlessUIKit-only).
    ///
    /// A field that is not editing begins editing first (as the tap lands in it); then
    /// ``UITextFieldDelegate/textFieldShouldClear(_:)`` is asked and, when it agrees, the text
    /// becomes empty, with ``UIControl/Event/editingChanged`` and ``textDidChangeNotification``.
    /// The clear button changes the text without asking
    /// `textField(_:shouldChangeCharactersIn:replacementString:)`.
    ///
    /// - Throws: ``HeadlessTextInputError`` when the clear button is not shown
    ///   (``clearButtonMode``, empty text) or the field does not begin editing.
    public func simulateClearButtonTap() throws {
        guard isClearButtonShown, acceptsHeadlessTouches else {
            throw HeadlessTextInputError(
                description: "The clear button is not shown: clearButtonMode is \(clearButtonMode), "
                    + "text is \(text.map { "\"\($0)\"" } ?? "nil"), isEditing is \(isEditing)."
            )
        }
        guard becomeFirstResponder() else {
            throw HeadlessTextInputError(description: "The text field did not begin editing, so the clear button did nothing.")
        }
        guard headlessShouldClear() else { return }
        headlessDidEdit(resultingIn: "")
    }
}
