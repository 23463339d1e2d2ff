import Foundation

/// A menu: a titled group of actions and submenus.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// A menu's identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string.
        public let rawValue: String

        /// Creates an identifier.
        ///
        /// - Parameter rawValue: The identifier's string.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Creates an identifier.
        ///
        /// - Parameter rawValue: The identifier's string.
        public init(_ rawValue: String) {
            self.init(rawValue: rawValue)
        }
    }

    /// How a menu shows its children.
    public struct Options: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt

        /// Creates options from raw bits.
        ///
        /// - Parameter rawValue: The raw bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The children show inline in the parent menu instead of as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu destroys data.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Only one child action can be on at a time.
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    /// The menu's identifier.
    open var identifier: Identifier { storedIdentifier }
    private let storedIdentifier: Identifier
    /// How the menu shows its children.
    open var options: Options { storedOptions }
    private let storedOptions: Options
    /// The menu's actions and submenus.
    open var children: [UIMenuElement] { storedChildren }
    private let storedChildren: [UIMenuElement]

    /// Creates a menu.
    ///
    /// - Parameters:
    ///   - title: The menu's title.
    ///   - subtitle: The menu's subtitle.
    ///   - image: The menu's image.
    ///   - identifier: The menu's identifier; a unique one when `nil`.
    ///   - options: How the menu shows its children.
    ///   - children: The menu's actions and submenus.
    public init(
        title: String = "",
        subtitle: String? = nil,
        image: UIImage? = nil,
        identifier: Identifier? = nil,
        options: Options = [],
        children: [UIMenuElement] = []
    ) {
        storedIdentifier = identifier ?? Identifier(UUID().uuidString)
        storedOptions = options
        storedChildren = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    // MARK: - Children

    /// The elements in the menu and its submenus that are in the on state.
    ///
    /// Depth first, in the order the menu shows them.
    open var selectedElements: [UIMenuElement] {
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
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
    }
}
