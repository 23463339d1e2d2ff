import Foundation

/// Whether the keyboard corrects spelling while typing.
public enum UITextAutocorrectionType: Int, Sendable {
    /// The keyboard's default for the text.
    case `default` = 0
    /// No autocorrection.
    case no = 1
    /// Autocorrection.
    case yes = 2
}
