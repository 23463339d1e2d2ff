import Foundation

/// The keyboard-related traits of a text input: keyboard type, Return key, capitalization,
/// correction, secure entry, content type.
///
/// Every member is optional, as in UIKit: a conforming type that does not declare one gets a
/// default implementation that answers UIKit's default and ignores assignments.
/// ``UITextField``, ``UITextView`` and ``UISearchBar`` store them. Headless: there is no
/// keyboard, so the traits are stored and read by tests, never applied.
@preconcurrency @MainActor
public protocol UITextInputTraits: NSObjectProtocol {
    /// How the keyboard capitalizes letters.
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    /// Whether the keyboard corrects spelling.
    var autocorrectionType: UITextAutocorrectionType { get set }
    /// Whether misspelled words are marked.
    var spellCheckingType: UITextSpellCheckingType { get set }
    /// Whether straight quotes become typographic quotes.
    var smartQuotesType: UITextSmartQuotesType { get set }
    /// Whether double hyphens become dashes.
    var smartDashesType: UITextSmartDashesType { get set }
    /// Whether spaces are adjusted around inserted and deleted words.
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }
    /// The kind of keyboard.
    var keyboardType: UIKeyboardType { get set }
    /// The keyboard's look.
    var keyboardAppearance: UIKeyboardAppearance { get set }
    /// The title of the Return key.
    var returnKeyType: UIReturnKeyType { get set }
    /// Whether the Return key is disabled while the text is empty.
    var enablesReturnKeyAutomatically: Bool { get set }
    /// Whether the text is hidden as it is typed (passwords).
    var isSecureTextEntry: Bool { get set }
    /// What the input holds, for automatic filling.
    var textContentType: UITextContentType! { get set }
}

// Defaults stand in for UIKit's optional properties a conforming type does not declare.
extension UITextInputTraits {
    /// Not declared by the conforming type: `.sentences`; assignments are ignored.
    public var autocapitalizationType: UITextAutocapitalizationType {
        get { .sentences }
        set {}
    }
    /// Not declared by the conforming type: `.default`; assignments are ignored.
    public var autocorrectionType: UITextAutocorrectionType {
        get { .default }
        set {}
    }
    /// Not declared by the conforming type: `.default`; assignments are ignored.
    public var spellCheckingType: UITextSpellCheckingType {
        get { .default }
        set {}
    }
    /// Not declared by the conforming type: `.default`; assignments are ignored.
    public var smartQuotesType: UITextSmartQuotesType {
        get { .default }
        set {}
    }
    /// Not declared by the conforming type: `.default`; assignments are ignored.
    public var smartDashesType: UITextSmartDashesType {
        get { .default }
        set {}
    }
    /// Not declared by the conforming type: `.default`; assignments are ignored.
    public var smartInsertDeleteType: UITextSmartInsertDeleteType {
        get { .default }
        set {}
    }
    /// Not declared by the conforming type: `.default`; assignments are ignored.
    public var keyboardType: UIKeyboardType {
        get { .default }
        set {}
    }
    /// Not declared by the conforming type: `.default`; assignments are ignored.
    public var keyboardAppearance: UIKeyboardAppearance {
        get { .default }
        set {}
    }
    /// Not declared by the conforming type: `.default`; assignments are ignored.
    public var returnKeyType: UIReturnKeyType {
        get { .default }
        set {}
    }
    /// Not declared by the conforming type: `false`; assignments are ignored.
    public var enablesReturnKeyAutomatically: Bool {
        get { false }
        set {}
    }
    /// Not declared by the conforming type: `false`; assignments are ignored.
    public var isSecureTextEntry: Bool {
        get { false }
        set {}
    }
    /// Not declared by the conforming type: `nil`; assignments are ignored.
    public var textContentType: UITextContentType! {
        get { nil }
        set {}
    }
}
