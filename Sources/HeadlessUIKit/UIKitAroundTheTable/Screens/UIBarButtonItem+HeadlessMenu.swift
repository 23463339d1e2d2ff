// A user's pick in a bar button item's menu.
extension UIBarButtonItem {
    /// Opens the item's ``menu`` and picks the first action with a title, as a finger would
    /// (HeadlessUIKit-only).
    ///
    /// The menu is searched depth first, submenus included; hidden and disabled actions cannot be
    /// picked. The action runs with the item as sender. Action states are left as they are, also
    /// in a `.singleSelection` menu: apps set them when they rebuild the menu (whether UIKit
    /// updates them itself for a bar button item has not been checked against a device).
    ///
    /// - Parameter title: The action's title.
    /// - Returns: `false`, doing nothing, when the item is disabled or hidden or its menu has no
    ///   such action.
    @discardableResult
    public func simulateTapOnMenuAction(titled title: String) -> Bool {
        guard isEnabled, !isHidden, let menu, let action = menu.pickableAction(titled: title) else { return false }
        action.performWithSender(self, target: nil)
        return true
    }
}
