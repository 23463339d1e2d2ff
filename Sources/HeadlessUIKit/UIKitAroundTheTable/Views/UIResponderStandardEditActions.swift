import Foundation

/// The standard editing commands (Cut, Copy, Paste, Select All…) that the edit menu and keyboard
/// shortcuts send to the first responder able to perform them, as UIKit declares them.
///
/// Every requirement is optional in UIKit: the extension below gives each an empty default, so
/// conforming types implement only the commands they perform. `UIResponder` adopts the protocol
/// and declares each command in its class body, so subclasses `override` them as on iOS
/// (`override func copy(_ sender: Any?)` in a copyable label).
@preconcurrency @MainActor
public protocol UIResponderStandardEditActions: NSObjectProtocol {
    /// Removes the selection to the pasteboard.
    ///
    /// - Parameter sender: The object sending the command.
    func cut(_ sender: Any?)
    /// Copies the selection to the pasteboard.
    ///
    /// - Parameter sender: The object sending the command.
    func copy(_ sender: Any?)
    /// Inserts the pasteboard's contents.
    ///
    /// - Parameter sender: The object sending the command.
    func paste(_ sender: Any?)
    /// Selects the word or item at the insertion point.
    ///
    /// - Parameter sender: The object sending the command.
    func select(_ sender: Any?)
    /// Selects all the content.
    ///
    /// - Parameter sender: The object sending the command.
    func selectAll(_ sender: Any?)
    /// Deletes the selection.
    ///
    /// - Parameter sender: The object sending the command.
    func delete(_ sender: Any?)
    /// Sets the selection's writing direction to left to right.
    ///
    /// - Parameter sender: The object sending the command.
    func makeTextWritingDirectionLeftToRight(_ sender: Any?)
    /// Sets the selection's writing direction to right to left.
    ///
    /// - Parameter sender: The object sending the command.
    func makeTextWritingDirectionRightToLeft(_ sender: Any?)
    /// Toggles bold text in the selection.
    ///
    /// - Parameter sender: The object sending the command.
    func toggleBoldface(_ sender: Any?)
    /// Toggles italic text in the selection.
    ///
    /// - Parameter sender: The object sending the command.
    func toggleItalics(_ sender: Any?)
    /// Toggles underlined text in the selection.
    ///
    /// - Parameter sender: The object sending the command.
    func toggleUnderline(_ sender: Any?)
    /// Makes the selection's font larger.
    ///
    /// - Parameter sender: The object sending the command.
    func increaseSize(_ sender: Any?)
    /// Makes the selection's font smaller.
    ///
    /// - Parameter sender: The object sending the command.
    func decreaseSize(_ sender: Any?)
}

extension UIResponderStandardEditActions {
    /// Does nothing: the command is optional.
    ///
    /// - Parameter sender: The object sending the command.
    public func cut(_ sender: Any?) {}
    /// Does nothing: the command is optional.
    ///
    /// - Parameter sender: The object sending the command.
    public func copy(_ sender: Any?) {}
    /// Does nothing: the command is optional.
    ///
    /// - Parameter sender: The object sending the command.
    public func paste(_ sender: Any?) {}
    /// Does nothing: the command is optional.
    ///
    /// - Parameter sender: The object sending the command.
    public func select(_ sender: Any?) {}
    /// Does nothing: the command is optional.
    ///
    /// - Parameter sender: The object sending the command.
    public func selectAll(_ sender: Any?) {}
    /// Does nothing: the command is optional.
    ///
    /// - Parameter sender: The object sending the command.
    public func delete(_ sender: Any?) {}
    /// Does nothing: the command is optional.
    ///
    /// - Parameter sender: The object sending the command.
    public func makeTextWritingDirectionLeftToRight(_ sender: Any?) {}
    /// Does nothing: the command is optional.
    ///
    /// - Parameter sender: The object sending the command.
    public func makeTextWritingDirectionRightToLeft(_ sender: Any?) {}
    /// Does nothing: the command is optional.
    ///
    /// - Parameter sender: The object sending the command.
    public func toggleBoldface(_ sender: Any?) {}
    /// Does nothing: the command is optional.
    ///
    /// - Parameter sender: The object sending the command.
    public func toggleItalics(_ sender: Any?) {}
    /// Does nothing: the command is optional.
    ///
    /// - Parameter sender: The object sending the command.
    public func toggleUnderline(_ sender: Any?) {}
    /// Does nothing: the command is optional.
    ///
    /// - Parameter sender: The object sending the command.
    public func increaseSize(_ sender: Any?) {}
    /// Does nothing: the command is optional.
    ///
    /// - Parameter sender: The object sending the command.
    public func decreaseSize(_ sender: Any?) {}
}
