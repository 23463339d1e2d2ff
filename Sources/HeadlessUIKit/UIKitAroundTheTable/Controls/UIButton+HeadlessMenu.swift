// A user's pick in a button's menu.
extension UIButton {
    /// Opens the button's ``menu`` and picks the first action with a title, as a finger would
    /// (HeadlessUIKit-only).
    ///
    /// The menu is searched depth first, submenus included; hidden and disabled actions cannot be
    /// picked. The action runs with the button as sender, then the button sends
    /// ``UIControl/Event/menuActionTriggered`` (this order has not been checked against a device).
    /// A pop-up button (``changesSelectionAsPrimaryAction`` and
    /// ``UIControl/showsMenuAsPrimaryAction``) first marks the action `.on` and its menu's other
    /// actions `.off`, and shows the action's title (as the ``configuration``'s title, or the
    /// normal title without a configuration), as UIKit's pop-up buttons do.
    ///
    /// - Parameter title: The action's title.
    /// - Returns: `false`, doing nothing, when the button takes no touches or its menu has no
    ///   such action.
    @discardableResult
    public func simulateTapOnMenuAction(titled title: String) -> Bool {
        guard acceptsHeadlessTouches, let menu, let action = menu.pickableAction(titled: title) else { return false }
        if changesSelectionAsPrimaryAction, showsMenuAsPrimaryAction {
            for other in menu.actionsDepthFirst { other.state = other === action ? .on : .off }
            if configuration != nil {
                configuration?.title = action.title
            } else {
                setTitle(action.title, for: .normal)
            }
        }
        sendAction(action)
        sendActions(for: .menuActionTriggered)
        return true
    }
}
