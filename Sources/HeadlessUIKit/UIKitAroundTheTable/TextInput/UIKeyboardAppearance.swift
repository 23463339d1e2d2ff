import Foundation

/// The look of the keyboard.
public enum UIKeyboardAppearance: Int, Sendable {
    /// The system's default.
    case `default` = 0
    /// Dark.
    case dark = 1
    /// Light.
    case light = 2
}

extension UIKeyboardAppearance {
    /// The appearance of keyboards shown with alerts: ``dark``.
    public static var alert: UIKeyboardAppearance { .dark }
}
