import Foundation

extension UITextField {
    /// The border drawn around a text field.
    public enum BorderStyle: Int, Sendable {
        /// No border.
        case none = 0
        /// A thin rectangle.
        case line = 1
        /// A bezeled rectangle.
        case bezel = 2
        /// A rounded rectangle, the usual style.
        case roundedRect = 3
    }

    /// When an overlay view (the clear button, ``UITextField/leftView``,
    /// ``UITextField/rightView``) is shown.
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never = 0
        /// Only while the field is editing.
        case whileEditing = 1
        /// Only while the field is not editing.
        case unlessEditing = 2
        /// Always.
        case always = 3
    }

    /// Why editing ended.
    public enum DidEndEditingReason: Int, Sendable {
        /// The user's changes were accepted.
        case committed = 0
        /// The changes were aborted.
        case cancelled = 1
    }

    /// Posted after a field begins editing; the object is the field.
    public static let textDidBeginEditingNotification = NSNotification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted after a field ends editing; the object is the field, the user info holds the
    /// reason's raw value under ``didEndEditingReasonUserInfoKey``.
    public static let textDidEndEditingNotification = NSNotification.Name("UITextFieldTextDidEndEditingNotification")
    /// Posted after the user changed a field's text; the object is the field. Setting ``text`` in
    /// code posts nothing, as in UIKit.
    public static let textDidChangeNotification = NSNotification.Name("UITextFieldTextDidChangeNotification")
    /// The user-info key of the reason in ``textDidEndEditingNotification``.
    public static let didEndEditingReasonUserInfoKey = "UITextFieldDidEndEditingReasonUserInfoKey"
}
