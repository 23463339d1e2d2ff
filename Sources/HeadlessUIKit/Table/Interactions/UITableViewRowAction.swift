import Foundation

/// A button shown when the user swipes a row, in the API UIKit deprecated in iOS 13 in favour of
/// ``UIContextualAction``; `tableView(_:editActionsForRowAt:)` still returns it.
@available(iOS, introduced: 8.0, deprecated: 13.0, message: "Use UIContextualAction and related APIs instead.")
@preconcurrency @MainActor
open class UITableViewRowAction: NSObject {
    /// The appearance of a row action.
    @available(iOS, introduced: 8.0, deprecated: 13.0, message: "Use UIContextualAction and related APIs instead.")
    public enum Style: Int, Sendable {
        /// The default style: a destructive action.
        case `default` = 0
        /// A regular action.
        case normal = 1

        /// A destructive action, the same as ``default``.
        public static var destructive: Style { .default }
    }

    /// The action's style.
    open var style: Style { storedStyle }
    /// The action's button title.
    open var title: String?
    /// The action's background color; `nil` until set, when UIKit derives it from ``style``.
    open var backgroundColor: UIColor?
    /// A visual effect applied to the action's button.
    open var backgroundEffect: UIVisualEffect?
    /// The closure run with the action and the swiped row when the user picks the action
    /// (HeadlessUIKit-only: UIKit keeps it private).
    public private(set) var headlessHandler: (UITableViewRowAction, IndexPath) -> Void = { _, _ in }

    private var storedStyle: Style = .default

    /// Creates a default-style action without a title whose handler does nothing: the
    /// designated initializer UIKit's class inherits from `NSObject` (its factory initializer
    /// below is a convenience one).
    public override init() {
        super.init()
    }

    /// Creates a row action.
    ///
    /// - Parameters:
    ///   - style: The action's style.
    ///   - title: The action's button title.
    ///   - handler: The closure run with the action and the swiped row when the user picks it.
    public convenience init(
        style: Style,
        title: String?,
        handler: @escaping (UITableViewRowAction, IndexPath) -> Void
    ) {
        self.init()
        storedStyle = style
        self.title = title
        headlessHandler = handler
    }
}
