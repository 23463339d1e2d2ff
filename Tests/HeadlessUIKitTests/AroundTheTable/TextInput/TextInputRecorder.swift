import Foundation
import HeadlessUIKit

/// A text-field and text-view delegate that records every call as a line and answers the
/// questions as configured; it also records the editing control events and notifications of the
/// fields it watches.
@MainActor
final class TextInputRecorder: NSObject, UITextFieldDelegate, UITextViewDelegate {
    private(set) var log: [String] = []
    var allowsBegin = true
    var allowsEnd = true
    var allowsReturn = true
    var allowsClear = true
    /// Characters refused by `shouldChangeCharactersIn` / `shouldChangeTextIn`.
    var refusedCharacters: Set<Character> = []
    private var observers: [NSObjectProtocol] = []

    func takeLog() -> [String] {
        defer { log.removeAll() }
        return log
    }

    /// Records the editing events and notifications of `field` too.
    func watch(_ field: UITextField) {
        field.delegate = self
        let events: [(String, UIControl.Event)] = [
            ("editingDidBegin", .editingDidBegin), ("editingChanged", .editingChanged),
            ("editingDidEnd", .editingDidEnd), ("editingDidEndOnExit", .editingDidEndOnExit),
        ]
        for (name, event) in events {
            field.addAction(UIAction { [unowned self] _ in log.append(name) }, for: event)
        }
        let names: [(String, NSNotification.Name)] = [
            ("didBeginNotification", UITextField.textDidBeginEditingNotification),
            ("didChangeNotification", UITextField.textDidChangeNotification),
            ("didEndNotification", UITextField.textDidEndEditingNotification),
        ]
        for (label, name) in names {
            // No queue: a `.main` queue would hang when posted from a main-actor test on Linux.
            observers.append(NotificationCenter.default.addObserver(forName: name, object: field, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated { self?.log.append(label) }
            })
        }
    }

    func stopWatching() {
        observers.forEach(NotificationCenter.default.removeObserver)
        observers.removeAll()
    }

    // MARK: - UITextFieldDelegate

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        log.append("shouldBegin")
        return allowsBegin
    }

    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        log.append("shouldEnd")
        return allowsEnd
    }

    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        log.append("didEnd \(reason)")
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        log.append("shouldChange \(range.location),\(range.length) \"\(string)\"")
        return !string.contains { refusedCharacters.contains($0) }
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        log.append("shouldReturn")
        return allowsReturn
    }

    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        log.append("shouldClear")
        return allowsClear
    }

    // MARK: - UITextViewDelegate

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        log.append("view shouldBegin")
        return allowsBegin
    }

    func textViewDidBeginEditing(_ textView: UITextView) { log.append("view didBegin") }

    func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
        log.append("view shouldEnd")
        return allowsEnd
    }

    func textViewDidEndEditing(_ textView: UITextView) { log.append("view didEnd") }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.append("view shouldChange \(range.location),\(range.length) \"\(text)\"")
        return !text.contains { refusedCharacters.contains($0) }
    }

    func textViewDidChange(_ textView: UITextView) { log.append("view didChange \(textView.text ?? "")") }
}
