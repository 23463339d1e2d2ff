import Foundation

/// A keyboard shortcut a responder offers in ``UIResponder/keyCommands``: a key, modifier keys
/// and the action sent when the user presses them on a hardware keyboard.
///
/// Headless: there is no hardware keyboard; a test reads a screen's `keyCommands` and calls the
/// method the action names, as pressing the keys would.
@preconcurrency @MainActor
open class UIKeyCommand: UICommand {
    /// The key: a character, or one of the `input…` constants (``inputUpArrow``…).
    open var input: String? { storedInput }
    /// The modifier keys held with it.
    open var modifierFlags: UIKeyModifierFlags { storedModifierFlags }
    /// Whether the command is performed before the system's own use of the keys. `false` until
    /// set.
    open var wantsPriorityOverSystemBehavior = false
    /// Whether the key is localized for the keyboard's language. `true` until set.
    open var allowsAutomaticLocalization = true
    /// Whether the key is mirrored in right-to-left layouts. `true` until set.
    open var allowsAutomaticMirroring = true

    private let storedInput: String?
    private let storedModifierFlags: UIKeyModifierFlags

    /// Creates a key command with no title (shown in no menu).
    ///
    /// - Parameters:
    ///   - input: The key.
    ///   - modifierFlags: The modifier keys.
    ///   - action: The action sent up the responder chain.
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(title: "", action: action, input: input, modifierFlags: modifierFlags)
    }

    /// Creates a key command whose discoverability title the iPad's shortcut overlay shows.
    ///
    /// - Parameters:
    ///   - input: The key.
    ///   - modifierFlags: The modifier keys.
    ///   - action: The action sent up the responder chain.
    ///   - discoverabilityTitle: The title the overlay shows.
    @available(iOS, introduced: 9.0, deprecated: 13.0)
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector, discoverabilityTitle: String) {
        self.init(title: "", action: action, input: input, modifierFlags: modifierFlags, discoverabilityTitle: discoverabilityTitle)
    }

    /// Creates a key command.
    ///
    /// - Parameters:
    ///   - title: The title shown in menus and the shortcut overlay.
    ///   - image: The image.
    ///   - action: The action sent up the responder chain.
    ///   - input: The key.
    ///   - modifierFlags: The modifier keys.
    ///   - propertyList: Data for the responder that performs it.
    ///   - alternates: Actions performed instead while other modifier keys are held.
    ///   - discoverabilityTitle: An alternative title.
    ///   - attributes: How the command appears and behaves.
    ///   - state: Whether the command shows a checkmark.
    public convenience init(
        title: String = "",
        image: UIImage? = nil,
        action: Selector,
        input: String,
        modifierFlags: UIKeyModifierFlags = [],
        propertyList: Any? = nil,
        alternates: [UICommandAlternate] = [],
        discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off
    ) {
        self.init(
            keyCommand: title, image: image, action: action, input: input, modifierFlags: modifierFlags,
            propertyList: propertyList, alternates: alternates, discoverabilityTitle: discoverabilityTitle,
            attributes: attributes, state: state)
    }

    private init(
        keyCommand title: String,
        image: UIImage?,
        action: Selector,
        input: String,
        modifierFlags: UIKeyModifierFlags,
        propertyList: Any?,
        alternates: [UICommandAlternate],
        discoverabilityTitle: String?,
        attributes: UIMenuElement.Attributes,
        state: UIMenuElement.State
    ) {
        storedInput = input
        storedModifierFlags = modifierFlags
        super.init(
            command: title, image: image, action: action, propertyList: propertyList, alternates: alternates,
            discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }
}

extension UIKeyCommand {
    /// The up arrow key, with UIKit's value.
    nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The down arrow key.
    nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The left arrow key.
    nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The right arrow key.
    nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
    /// The Escape key.
    nonisolated public static let inputEscape = "UIKeyInputEscape"
    /// The Page Up key.
    nonisolated public static let inputPageUp = "UIKeyInputPageUp"
    /// The Page Down key.
    nonisolated public static let inputPageDown = "UIKeyInputPageDown"
    /// The Home key.
    nonisolated public static let inputHome = "UIKeyInputHome"
    /// The End key.
    nonisolated public static let inputEnd = "UIKeyInputEnd"
    /// The F1 key.
    nonisolated public static let f1 = "UIKeyInputF1"
    /// The F2 key.
    nonisolated public static let f2 = "UIKeyInputF2"
    /// The F3 key.
    nonisolated public static let f3 = "UIKeyInputF3"
    /// The F4 key.
    nonisolated public static let f4 = "UIKeyInputF4"
    /// The F5 key.
    nonisolated public static let f5 = "UIKeyInputF5"
    /// The F6 key.
    nonisolated public static let f6 = "UIKeyInputF6"
    /// The F7 key.
    nonisolated public static let f7 = "UIKeyInputF7"
    /// The F8 key.
    nonisolated public static let f8 = "UIKeyInputF8"
    /// The F9 key.
    nonisolated public static let f9 = "UIKeyInputF9"
    /// The F10 key.
    nonisolated public static let f10 = "UIKeyInputF10"
    /// The F11 key.
    nonisolated public static let f11 = "UIKeyInputF11"
    /// The F12 key.
    nonisolated public static let f12 = "UIKeyInputF12"
}
