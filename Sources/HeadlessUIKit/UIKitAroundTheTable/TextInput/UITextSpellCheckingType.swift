import Foundation

/// Whether misspelled words are marked.
public enum UITextSpellCheckingType: Int, Sendable {
    /// The keyboard's default for the text.
    case `default` = 0
    /// No spell checking.
    case no = 1
    /// Spell checking.
    case yes = 2
}
