import Foundation

/// Which letters the keyboard capitalizes automatically.
public enum UITextAutocapitalizationType: Int, Sendable {
    /// Nothing.
    case none = 0
    /// The first letter of each word.
    case words = 1
    /// The first letter of each sentence.
    case sentences = 2
    /// Every letter.
    case allCharacters = 3
}
