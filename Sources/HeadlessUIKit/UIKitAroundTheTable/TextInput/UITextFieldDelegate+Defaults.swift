import Foundation

// Default implementations stand in for UIKit's unimplemented optional methods: each returns what
// UIKit does when the method is missing.
extension UITextFieldDelegate {
    /// Not implemented: `true`.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }

    /// Not implemented: does nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}

    /// Not implemented: `true`.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }

    /// Not implemented: does nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}

    /// Not implemented: reports itself to `HeadlessUnimplementedMethod`, so the field calls
    /// ``textFieldDidEndEditing(_:)`` instead, as UIKit does.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        HeadlessUnimplementedMethod.reached()
    }

    /// Not implemented: `true`.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        true
    }

    /// Not implemented: does nothing.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}

    /// Not implemented: `true`.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }

    /// Not implemented: `true`.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }

    /// Not implemented: `nil`.
    public func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        nil
    }
}
