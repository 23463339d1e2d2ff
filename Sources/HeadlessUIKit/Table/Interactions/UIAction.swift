import Foundation

/// The closure run when the user picks an action.
public typealias UIActionHandler = (UIAction) -> Void

/// A menu item that runs a closure when picked.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// An action's identifier.
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

    /// The action's identifier.
    open var identifier: Identifier { storedIdentifier }
    private let storedIdentifier: Identifier
    /// The action's title, shown in menus and by buttons created with it.
    open override var title: String {
        get { storedTitle }
        set { storedTitle = newValue }
    }
    /// The action's image, shown in menus and by buttons created with it.
    open override var image: UIImage? {
        get { storedImage }
        set { storedImage = newValue }
    }
    /// An alternative title, shown where there is room to explain the action.
    open var discoverabilityTitle: String?
    /// How the action appears and behaves.
    open var attributes: UIMenuElement.Attributes
    /// Whether the action shows a checkmark.
    open var state: UIMenuElement.State
    /// The object that sent the action, while its handler runs.
    open private(set) var sender: Any?
    private let handler: UIActionHandler

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - title: The action's title.
    ///   - subtitle: The action's subtitle.
    ///   - image: The action's image.
    ///   - identifier: The action's identifier; a unique one when `nil`.
    ///   - discoverabilityTitle: An alternative title.
    ///   - attributes: How the action appears and behaves.
    ///   - state: Whether the action shows a checkmark.
    ///   - handler: The closure run when the user picks the action.
    public init(
        title: String = "",
        subtitle: String? = nil,
        image: UIImage? = nil,
        identifier: Identifier? = nil,
        discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off,
        handler: @escaping UIActionHandler
    ) {
        storedIdentifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Runs the action's handler, as when the user picks it.
    ///
    /// - Parameters:
    ///   - sender: The object sending the action; available as ``sender`` while the handler runs.
    ///   - target: Ignored headlessly: the handler is always the target.
    open func performWithSender(_ sender: Any?, target: Any?) {
        self.sender = sender
        defer { self.sender = nil }
        handler(self)
    }
}
