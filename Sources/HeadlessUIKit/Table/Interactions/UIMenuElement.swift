import Foundation

/// An item of a menu: an action or a submenu.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// How an action appears and behaves in a menu.
    public struct Attributes: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt

        /// Creates attributes from raw bits.
        ///
        /// - Parameter rawValue: The raw bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The action cannot be picked.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// The action destroys data.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// The action is not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Picking the action keeps the menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an action shows a checkmark.
    public enum State: Int, Sendable {
        /// No checkmark.
        case off = 0
        /// A checkmark.
        case on = 1
        /// A mixed-state mark.
        case mixed = 2
    }

    /// The title, stored for subclasses that let it be set (`UIAction`).
    var storedTitle: String
    /// The image, stored for subclasses that let it be set (`UIAction`).
    var storedImage: UIImage?

    /// The element's title.
    open var title: String { storedTitle }
    /// The element's subtitle.
    open var subtitle: String?
    /// The element's image.
    open var image: UIImage? { storedImage }

    /// Creates a menu element; used by subclasses.
    ///
    /// - Parameters:
    ///   - title: The element's title.
    ///   - subtitle: The element's subtitle.
    ///   - image: The element's image.
    init(title: String, subtitle: String?, image: UIImage?) {
        storedTitle = title
        self.subtitle = subtitle
        storedImage = image
        super.init()
    }
}
