import Foundation

/// A button shown when the user swipes a row, in the API UIKit deprecated in iOS 13 in favour of
/// ``UIContextualAction``; `tableView(_:editActionsForRowAt:)` still returns it.
@preconcurrency @MainActor
open class UITableViewRowAction: NSObject {
    /// The appearance of a row action.
    public enum Style: Int, Sendable {
        /// The default style: a destructive action.
        case `default` = 0
        /// A regular action.
        case normal = 1

        /// A destructive action, the same as ``default``.
        public static var destructive: Style { .default }
    }

    /// The action's style.
    public let style: Style
    /// The action's button title.
    open var title: String?
    /// The action's background color; `nil` until set, when UIKit derives it from ``style``.
    open var backgroundColor: UIColor?
    /// A visual effect applied to the action's button.
    open var backgroundEffect: UIVisualEffect?
    /// The closure run with the action and the swiped row when the user picks the action
    /// (HeadlessUIKit-only: UIKit keeps it private).
    public let headlessHandler: (UITableViewRowAction, IndexPath) -> Void

    /// Creates a row action.
    ///
    /// - Parameters:
    ///   - style: The action's style.
    ///   - title: The action's button title.
    ///   - handler: The closure run with the action and the swiped row when the user picks it.
    public init(
        style: Style,
        title: String?,
        handler: @escaping (UITableViewRowAction, IndexPath) -> Void
    ) {
        self.style = style
        self.title = title
        self.headlessHandler = handler
        super.init()
    }
}
