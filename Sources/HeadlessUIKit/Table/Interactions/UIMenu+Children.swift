import Foundation

// The actions a user can pick from a menu and its submenus.
extension UIMenu {
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
