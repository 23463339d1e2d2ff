import Foundation

/// An action shown when the user swipes a table row.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// The closure run when the user picks the action.
    ///
    /// Its arguments are the action, the view showing it, and a completion handler to call with
    /// `true` when the action was performed or `false` when it was not.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The appearance of a contextual action.
    public enum Style: Int, Sendable {
        /// A regular action.
        case normal = 0
        /// An action that deletes data.
        case destructive = 1
    }

    /// The action's style.
    public let style: Style
    /// The closure run when the user picks the action.
    public let handler: Handler
    /// The action's button title.
    open var title: String?
    /// The action's background color; `nil` until set, when UIKit derives it from ``style``.
    open var backgroundColor: UIColor!
    /// The action's image.
    open var image: UIImage?

    /// Creates a contextual action.
    ///
    /// - Parameters:
    ///   - style: The action's style.
    ///   - title: The action's button title.
    ///   - handler: The closure run when the user picks the action.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}
