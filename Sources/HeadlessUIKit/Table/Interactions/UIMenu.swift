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
    public let identifier: Identifier
    /// How the menu shows its children.
    public let options: Options
    /// The menu's actions and submenus.
    public let children: [UIMenuElement]

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
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }
}
