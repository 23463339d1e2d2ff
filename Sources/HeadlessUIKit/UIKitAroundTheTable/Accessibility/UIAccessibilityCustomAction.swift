import Foundation

/// An action an element offers assistive technologies besides activation, such as "Delete" or
/// "Reply" on a table row (VoiceOver's Actions rotor).
///
/// Headless: `actionHandler` runs when a test calls ``simulatePerform()``. Actions created with
/// a target and a `Selector` are kept, but `simulatePerform()` cannot call the method (Linux has
/// no Objective-C runtime) and returns `false`; create the action with a handler instead, which
/// works on both platforms.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
    /// What the action does when performed; returns whether it succeeded.
    public typealias Handler = (UIAccessibilityCustomAction) -> Bool

    /// The name assistive technologies read.
    open var name: String {
        get { attributedName.string }
        set { attributedName = NSAttributedString(string: newValue) }
    }
    /// The name, with attributes for speech.
    open var attributedName: NSAttributedString
    /// An image shown for the action in some assistive technologies.
    open var image: UIImage?
    /// The object the selector is sent to.
    open weak var target: AnyObject?
    /// The method sent to ``target``, empty for an action created with a handler; headless:
    /// never sent.
    open var selector = Selector("")
    /// The closure run when the action is performed.
    open var actionHandler: Handler?
    /// The category the action belongs to, such as ``editCategory``.
    open var category: String?

    /// The category of editing actions (cut, copy, paste and the like).
    public static let editCategory = "UIAccessibilityCustomActionCategoryEdit"

    /// Creates an action that sends `selector` to `target`.
    ///
    /// - Parameters:
    ///   - name: The name read to the user.
    ///   - target: The object that performs the action.
    ///   - selector: The method to send; headless: never sent.
    public init(name: String, target: Any?, selector: Selector) {
        attributedName = NSAttributedString(string: name)
        self.target = target as AnyObject?
        self.selector = selector
        super.init()
    }

    /// Creates an action with an image that sends `selector` to `target`.
    ///
    /// - Parameters:
    ///   - name: The name read to the user.
    ///   - image: An image for the action.
    ///   - target: The object that performs the action.
    ///   - selector: The method to send; headless: never sent.
    public init(name: String, image: UIImage?, target: Any?, selector: Selector) {
        attributedName = NSAttributedString(string: name)
        self.image = image
        self.target = target as AnyObject?
        self.selector = selector
        super.init()
    }

    /// Creates an action with an attributed name that sends `selector` to `target`.
    ///
    /// - Parameters:
    ///   - attributedName: The name read to the user.
    ///   - target: The object that performs the action.
    ///   - selector: The method to send; headless: never sent.
    public init(attributedName: NSAttributedString, target: Any?, selector: Selector) {
        self.attributedName = attributedName
        self.target = target as AnyObject?
        self.selector = selector
        super.init()
    }

    /// Creates an action with an attributed name and an image that sends `selector` to `target`.
    ///
    /// - Parameters:
    ///   - attributedName: The name read to the user.
    ///   - image: An image for the action.
    ///   - target: The object that performs the action.
    ///   - selector: The method to send; headless: never sent.
    public init(attributedName: NSAttributedString, image: UIImage?, target: Any?, selector: Selector) {
        self.attributedName = attributedName
        self.image = image
        self.target = target as AnyObject?
        self.selector = selector
        super.init()
    }

    /// Creates an action that runs `actionHandler`.
    ///
    /// - Parameters:
    ///   - name: The name read to the user.
    ///   - actionHandler: What the action does; returns whether it succeeded.
    public init(name: String, actionHandler: @escaping Handler) {
        attributedName = NSAttributedString(string: name)
        self.actionHandler = actionHandler
        super.init()
    }

    /// Creates an action with an image that runs `actionHandler`.
    ///
    /// - Parameters:
    ///   - name: The name read to the user.
    ///   - image: An image for the action.
    ///   - actionHandler: What the action does; returns whether it succeeded.
    public init(name: String, image: UIImage?, actionHandler: @escaping Handler) {
        attributedName = NSAttributedString(string: name)
        self.image = image
        self.actionHandler = actionHandler
        super.init()
    }

    /// Creates an action with an attributed name that runs `actionHandler`.
    ///
    /// - Parameters:
    ///   - attributedName: The name read to the user.
    ///   - actionHandler: What the action does; returns whether it succeeded.
    public init(attributedName: NSAttributedString, actionHandler: @escaping Handler) {
        self.attributedName = attributedName
        self.actionHandler = actionHandler
        super.init()
    }

    /// Creates an action with an attributed name and an image that runs `actionHandler`.
    ///
    /// - Parameters:
    ///   - attributedName: The name read to the user.
    ///   - image: An image for the action.
    ///   - actionHandler: What the action does; returns whether it succeeded.
    public init(attributedName: NSAttributedString, image: UIImage?, actionHandler: @escaping Handler) {
        self.attributedName = attributedName
        self.image = image
        self.actionHandler = actionHandler
        super.init()
    }

    /// Performs the action as VoiceOver's Actions rotor does, and returns its handler's answer
    /// (HeadlessUIKit-only).
    ///
    /// - Returns: What ``actionHandler`` returned; `false` for an action that only has a
    ///   target and selector, which HeadlessUIKit cannot send.
    @discardableResult
    public func simulatePerform() -> Bool {
        actionHandler?(self) ?? false
    }
}
