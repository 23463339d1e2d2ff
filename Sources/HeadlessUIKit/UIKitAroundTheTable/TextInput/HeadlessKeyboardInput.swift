import Foundation

/// A text input the headless keyboard types into: ``UITextField`` (and so the search bar's field)
/// and ``UITextView`` share this one implementation of typing, pasting and deleting.
///
/// The keyboard edits at the end of the text (HeadlessUIKit models no selection or caret), as a
/// user who taps into a field and types does. Each edit is offered to the delegate first, with
/// the range it replaces (in UTF-16 code units, as `NSRange` counts) and the replacement; an edit
/// the delegate refuses changes nothing and the next one is offered against the unchanged text.
@MainActor
protocol HeadlessKeyboardInput: UIResponder {
    /// The current text (`""` for none).
    var headlessKeyboardText: String { get }
    /// Asks the delegates whether to replace `range` with `replacement`.
    func headlessShouldReplace(_ range: NSRange, with replacement: String) -> Bool
    /// Stores `text`, the result of an accepted edit, and tells delegates, actions and observers.
    func headlessDidEdit(resultingIn text: String)
}

extension HeadlessKeyboardInput {
    /// Types `text` one character (grapheme cluster) at a time, as keys on a keyboard do.
    func headlessType(_ text: String) throws {
        try requireKeyboard()
        for character in text { offer(String(character), replacing: insertionRange) }
    }

    /// Pastes `text` as one edit, as the Paste command does.
    func headlessPaste(_ text: String) throws {
        try requireKeyboard()
        offer(text, replacing: insertionRange)
    }

    /// Deletes the last character, as the delete key does; nothing happens on empty text (UIKit
    /// asks no delegate there either).
    func headlessDeleteBackward() throws {
        try requireKeyboard()
        let text = headlessKeyboardText
        guard let last = text.last else { return }
        let length = String(last).utf16.count
        offer("", replacing: NSRange(location: text.utf16.count - length, length: length))
    }

    /// Replaces the whole text with `replacement` as a user edit (the clear button, a cleared
    /// secure field), asking the delegates first.
    @discardableResult
    func headlessReplaceAll(with replacement: String) -> Bool {
        offer(replacement, replacing: NSRange(location: 0, length: headlessKeyboardText.utf16.count))
    }

    /// The keyboard's error when this input is not the first responder.
    func requireKeyboard() throws {
        guard isFirstResponder else {
            throw HeadlessTextInputError(
                description: "The keyboard types into the first responder, and \(type(of: self)) is not first responder: "
                    + "tap it first (simulateTap()), or call becomeFirstResponder()."
            )
        }
    }

    private var insertionRange: NSRange {
        NSRange(location: headlessKeyboardText.utf16.count, length: 0)
    }

    @discardableResult
    private func offer(_ replacement: String, replacing range: NSRange) -> Bool {
        guard headlessShouldReplace(range, with: replacement) else { return false }
        let text = NSString(string: headlessKeyboardText).replacingCharacters(in: range, with: replacement)
        headlessDidEdit(resultingIn: text)
        return true
    }
}

/// A simulated keyboard or button action that could not happen (HeadlessUIKit-only), such as
/// typing into a field that is not the first responder: a mistake in the test's setup.
public struct HeadlessTextInputError: Error, CustomStringConvertible, Sendable {
    /// What went wrong and how to set the test up instead.
    public let description: String
}
