import Foundation

/// The object a text field asks whether to begin, change and end editing, and tells when it did.
///
/// Every method is optional, as in UIKit: a requirement with a default implementation (in
/// `UITextFieldDelegate+Defaults.swift`) that answers as UIKit does when the method is missing.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
    /// Asks whether editing may begin; `true` when not implemented.
    ///
    /// - Parameter textField: The field about to begin editing.
    /// - Returns: `false` to keep the field from becoming first responder.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool

    /// Tells the delegate editing began: the field is the first responder.
    ///
    /// - Parameter textField: The field.
    func textFieldDidBeginEditing(_ textField: UITextField)

    /// Asks whether editing may end; `true` when not implemented.
    ///
    /// - Parameter textField: The field asked to resign first responder.
    /// - Returns: `false` to keep editing (a forced end, `endEditing(true)`, does not ask).
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool

    /// Tells the delegate editing ended; called when ``textFieldDidEndEditing(_:reason:)`` is not
    /// implemented.
    ///
    /// - Parameter textField: The field.
    func textFieldDidEndEditing(_ textField: UITextField)

    /// Tells the delegate editing ended, and why; when implemented, called instead of
    /// ``textFieldDidEndEditing(_:)``.
    ///
    /// - Parameters:
    ///   - textField: The field.
    ///   - reason: Why editing ended.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)

    /// Asks whether the user's edit may replace a range of the text; `true` when not implemented.
    ///
    /// Typing asks once per character, pasting once for the pasted string, deleting with an
    /// empty replacement.
    /// - Parameters:
    ///   - textField: The field.
    ///   - range: The range replaced, in UTF-16 code units.
    ///   - string: The replacement (empty when deleting).
    /// - Returns: `false` to keep the text unchanged.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool

    /// Tells the delegate the selection changed (headless: after each accepted edit, the caret
    /// being at the end of the text).
    ///
    /// - Parameter textField: The field.
    func textFieldDidChangeSelection(_ textField: UITextField)

    /// Asks whether the clear button may remove the text; `true` when not implemented.
    ///
    /// - Parameter textField: The field.
    /// - Returns: `false` to keep the text.
    func textFieldShouldClear(_ textField: UITextField) -> Bool

    /// Asks whether the field handles the Return key its default way; `true` when not
    /// implemented. The default way sends ``UIControl/Event/editingDidEndOnExit`` and, when an
    /// action is registered for that event, ends editing.
    ///
    /// - Parameter textField: The field.
    /// - Returns: `false` to skip the default handling.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool

    /// Returns the menu shown for a selected range; `nil` (the suggested actions) when not
    /// implemented. Headless: never asked, as there is no edit menu.
    ///
    /// - Parameters:
    ///   - textField: The field.
    ///   - range: The selected range.
    ///   - suggestedActions: The system's actions.
    /// - Returns: The menu, or `nil` for the system's.
    func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu?
}
