import Foundation

// The actions a user can pick from a menu and its submenus.
extension UIMenu {
    /// The actions of the menu and its submenus, depth first: what a user can pick. Deferred
    /// elements are replaced with the elements their providers give.
    var actionsDepthFirst: [UIAction] {
        Self.actions(in: children)
    }

    /// The actions among `elements` and inside their submenus and deferred elements, depth first.
    private static func actions(in elements: [UIMenuElement]) -> [UIAction] {
        elements.flatMap { element -> [UIAction] in
            switch element {
            case let action as UIAction: [action]
            case let submenu as UIMenu: submenu.actionsDepthFirst
            case let deferred as UIDeferredMenuElement: actions(in: deferred.elementsForShownMenu)
            default: []
            }
        }
    }

    /// The first action titled `title` that a user can pick (neither disabled nor hidden).
    func pickableAction(titled title: String) -> UIAction? {
        actionsDepthFirst.first { $0.title == title && $0.attributes.isDisjoint(with: [.disabled, .hidden]) }
    }
}
