import Foundation

/// The kind of keyboard shown for a text input.
public enum UIKeyboardType: Int, Sendable {
    /// The default keyboard for the current input method.
    case `default` = 0
    /// A keyboard of ASCII characters.
    case asciiCapable = 1
    /// Numbers and punctuation.
    case numbersAndPunctuation = 2
    /// A keyboard for URLs (`.`, `/`, `.com`).
    case URL = 3
    /// Digits only.
    case numberPad = 4
    /// A telephone keypad.
    case phonePad = 5
    /// A keypad for names and phone numbers.
    case namePhonePad = 6
    /// A keyboard for email addresses (`@`, `.`).
    case emailAddress = 7
    /// Digits and a decimal point.
    case decimalPad = 8
    /// A keyboard with `@` and `#`.
    case twitter = 9
    /// A keyboard for web searches (a Go key, `.`).
    case webSearch = 10
    /// Digits in ASCII only.
    case asciiCapableNumberPad = 11
}

extension UIKeyboardType {
    /// The ASCII keyboard (a deprecated name of ``asciiCapable``).
    public static var alphabet: UIKeyboardType { .asciiCapable }
}
