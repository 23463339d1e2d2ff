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
    open var style: Style { storedStyle }
    /// The closure run when the user picks the action.
    open var handler: Handler { storedHandler }
    /// The action's button title.
    open var title: String?
    /// The action's background color; `nil` until set, when UIKit derives it from ``style``.
    open var backgroundColor: UIColor!
    /// The action's image.
    open var image: UIImage?

    private var storedStyle: Style = .normal
    private var storedHandler: Handler = { _, _, completion in completion(false) }

    /// Creates a normal action without a title whose handler reports that it did nothing: the
    /// designated initializer UIKit's class inherits from `NSObject` (its factory initializer
    /// below is a convenience one).
    public override init() {
        super.init()
    }

    /// Creates a contextual action.
    ///
    /// - Parameters:
    ///   - style: The action's style.
    ///   - title: The action's button title.
    ///   - handler: The closure run when the user picks the action.
    public convenience init(style: Style, title: String?, handler: @escaping Handler) {
        self.init()
        storedStyle = style
        self.title = title
        storedHandler = handler
    }
}
