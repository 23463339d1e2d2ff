import Foundation

/// A menu command that sends an action up the responder chain (the app's menu bar, key
/// commands), unlike a `UIAction`, which runs a closure.
///
/// Headless: there is no menu bar; commands are stored, and ``UIResponder/validate(_:)`` is
/// never called by HeadlessUIKit.
@preconcurrency @MainActor
open class UICommand: UIMenuElement {
    /// The command's title.
    open override var title: String {
        get { storedTitle }
        set { storedTitle = newValue }
    }
    /// The command's image.
    open override var image: UIImage? {
        get { storedImage }
        set { storedImage = newValue }
    }
    /// An alternative title, shown where there is room to explain the command.
    open var discoverabilityTitle: String?
    /// The action sent to the first responder that can perform it.
    open var action: Selector { storedAction }
    /// Data the command carries for the responder that performs it.
    open var propertyList: Any? { storedPropertyList }
    /// How the command appears and behaves.
    open var attributes: UIMenuElement.Attributes
    /// Whether the command shows a checkmark.
    open var state: UIMenuElement.State
    /// The actions performed instead while modifier keys are held.
    open var alternates: [UICommandAlternate] { storedAlternates }

    private let storedAction: Selector
    private let storedPropertyList: Any?
    private let storedAlternates: [UICommandAlternate]

    /// Creates a command.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - image: The image.
    ///   - action: The action sent up the responder chain.
    ///   - propertyList: Data for the responder that performs it.
    ///   - alternates: Actions performed instead while modifier keys are held.
    ///   - discoverabilityTitle: An alternative title.
    ///   - attributes: How the command appears and behaves.
    ///   - state: Whether the command shows a checkmark.
    public convenience init(
        title: String = "",
        image: UIImage? = nil,
        action: Selector,
        propertyList: Any? = nil,
        alternates: [UICommandAlternate] = [],
        discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off
    ) {
        self.init(
            command: title, image: image, action: action, propertyList: propertyList, alternates: alternates,
            discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// Creates a command with every part given; subclasses call it.
    init(
        command title: String,
        image: UIImage?,
        action: Selector,
        propertyList: Any?,
        alternates: [UICommandAlternate],
        discoverabilityTitle: String?,
        attributes: UIMenuElement.Attributes,
        state: UIMenuElement.State
    ) {
        storedAction = action
        storedPropertyList = propertyList
        storedAlternates = alternates
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, subtitle: nil, image: image)
    }
}
