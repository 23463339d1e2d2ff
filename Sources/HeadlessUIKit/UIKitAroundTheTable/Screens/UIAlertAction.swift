import Foundation

/// A button of an alert or action sheet, with the closure run when the user taps it.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// How an action looks and where it goes.
    public enum Style: Int, Sendable {
        /// A regular action.
        case `default` = 0
        /// The action that cancels; an alert has at most one.
        case cancel = 1
        /// An action that destroys data.
        case destructive = 2
    }

    private var storedTitle: String?
    /// The accessibility values set on the action (its identifier).
    var accessibilityAttributes = AccessibilityAttributes()
    private var storedStyle: Style = .default
    /// The closure run after the alert is dismissed by a tap on the action.
    private(set) var handler: ((UIAlertAction) -> Void)?

    /// Creates an action with no title, in the default style, that runs nothing.
    public override init() {
        super.init()
    }

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - title: The button's title.
    ///   - style: The button's style.
    ///   - handler: The closure run when the user taps the button, after the alert is dismissed.
    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init()
        storedTitle = title
        storedStyle = style
        self.handler = handler
    }

    /// The button's title.
    open var title: String? { storedTitle }
    /// The button's style.
    open var style: UIAlertAction.Style { storedStyle }
    /// Whether the button can be tapped.
    open var isEnabled: Bool = true
}
