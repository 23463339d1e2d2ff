import Foundation

// Reading and replacing a menu's children.
extension UIMenu {
    /// The elements in the menu and its submenus that are in the on state.
    ///
    /// Depth first, in the order the menu shows them.
    public var selectedElements: [UIMenuElement] {
        children.flatMap { element -> [UIMenuElement] in
            if let submenu = element as? UIMenu { return submenu.selectedElements }
            return (element as? UIAction)?.state == .on ? [element] : []
        }
    }

    /// Creates a new menu with the same configuration as this one but new children.
    ///
    /// The new menu has this menu's title, subtitle, image, identifier and options, and only the
    /// given children.
    /// - Parameter newChildren: The child elements of the new menu.
    /// - Returns: The new menu.
    public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
    }

    /// The actions of the menu and its submenus, depth first: what a user can pick.
    var actionsDepthFirst: [UIAction] {
        children.flatMap { element -> [UIAction] in
            if let action = element as? UIAction { return [action] }
            if let submenu = element as? UIMenu { return submenu.actionsDepthFirst }
            return []
        }
    }

    /// The first action titled `title` that a user can pick (neither disabled nor hidden).
    func pickableAction(titled title: String) -> UIAction? {
        actionsDepthFirst.first { $0.title == title && $0.attributes.isDisjoint(with: [.disabled, .hidden]) }
    }
}
