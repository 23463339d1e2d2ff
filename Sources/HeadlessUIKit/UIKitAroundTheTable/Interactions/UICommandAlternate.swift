import Foundation

/// Another action of a menu command, performed instead of its own while modifier keys are held.
@preconcurrency @MainActor
open class UICommandAlternate: NSObject {
    /// The title shown while the modifier keys are held.
    open var title: String { storedTitle }
    /// The action performed instead of the command's.
    open var action: Selector { storedAction }
    /// The modifier keys that select this alternate.
    open var modifierFlags: UIKeyModifierFlags { storedModifierFlags }

    private let storedTitle: String
    private let storedAction: Selector
    private let storedModifierFlags: UIKeyModifierFlags

    /// Creates an alternate.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - action: The action.
    ///   - modifierFlags: The modifier keys.
    public convenience init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
        self.init(alternate: title, action: action, modifierFlags: modifierFlags)
    }

    private init(alternate title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
        storedTitle = title
        storedAction = action
        storedModifierFlags = modifierFlags
        super.init()
    }
}
