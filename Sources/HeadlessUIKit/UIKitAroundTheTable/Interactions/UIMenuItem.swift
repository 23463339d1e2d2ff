import Foundation

/// A custom command of the edit menu (``UIMenuController``), after the standard ones.
@preconcurrency @MainActor
open class UIMenuItem: NSObject {
    /// The command's title.
    open var title: String
    /// The action sent to the first responder that can perform it.
    open var action: Selector

    /// Creates a menu item.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - action: The action.
    public init(title: String, action: Selector) {
        self.title = title
        self.action = action
        super.init()
    }
}
