import Foundation

/// Whether straight quotes become typographic quotes.
public enum UITextSmartQuotesType: Int, Sendable {
    /// The keyboard's default for the text.
    case `default` = 0
    /// Straight quotes stay.
    case no = 1
    /// Typographic quotes.
    case yes = 2
}
