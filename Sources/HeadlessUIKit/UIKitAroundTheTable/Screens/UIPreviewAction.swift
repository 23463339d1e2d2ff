import Foundation

/// An action shown under a 3D Touch preview when the user swipes it up (iOS 9–12):
/// ``UIPreviewAction`` or ``UIPreviewActionGroup``, listed by the previewed controller's
/// `previewActionItems`.
@preconcurrency @MainActor
public protocol UIPreviewActionItem: NSObjectProtocol {
    /// The title shown.
    var title: String { get }
}

/// An action under a 3D Touch preview, which runs its handler when chosen.
///
/// Headless: previews are not shown; a test runs an action with
/// `handler(action, previewedController)`, as UIKit does when the user picks it.
@available(iOS, introduced: 9.0, deprecated: 13.0, message: "UIViewControllerPreviewing is deprecated. Please use UIContextMenuInteraction.")
@preconcurrency @MainActor
open class UIPreviewAction: NSObject, NSCopying, UIPreviewActionItem {
    /// How an action looks.
    public enum Style: Int, Sendable {
        /// A plain action.
        case `default`
        /// An action shown with a check mark.
        case selected
        /// An action that destroys something, shown in red.
        case destructive
    }

    /// The title shown.
    open private(set) var title: String
    /// How the action looks.
    let style: Style
    private let actionHandler: (UIPreviewAction, UIViewController) -> Void

    /// What runs when the user picks the action: called with the action and the previewed
    /// controller.
    open var handler: (any UIPreviewActionItem, UIViewController) -> Void {
        { _, controller in self.actionHandler(self, controller) }
    }

    private init(title: String, style: Style, actionHandler: @escaping (UIPreviewAction, UIViewController) -> Void) {
        self.title = title
        self.style = style
        self.actionHandler = actionHandler
        super.init()
    }

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - title: The title shown.
    ///   - style: How the action looks.
    ///   - handler: What runs when the user picks it, with the action and the previewed
    ///     controller.
    public convenience init(title: String, style: Style, handler: @escaping (UIPreviewAction, UIViewController) -> Void) {
        self.init(title: title, style: style, actionHandler: handler)
    }

    /// The action itself: it cannot change.
    ///
    /// - Parameter zone: Ignored.
    /// - Returns: The action.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        self
    }
}

/// A title under a 3D Touch preview that opens more actions.
@available(iOS, introduced: 9.0, deprecated: 13.0, message: "UIViewControllerPreviewing is deprecated. Please use UIContextMenuInteraction.")
@preconcurrency @MainActor
open class UIPreviewActionGroup: NSObject, NSCopying, UIPreviewActionItem {
    /// The title shown.
    open private(set) var title: String
    /// How the group looks.
    let style: UIPreviewAction.Style
    /// The actions the group opens.
    let actions: [UIPreviewAction]

    private init(title: String, style: UIPreviewAction.Style, groupedActions: [UIPreviewAction]) {
        self.title = title
        self.style = style
        self.actions = groupedActions
        super.init()
    }

    /// Creates a group.
    ///
    /// - Parameters:
    ///   - title: The title shown.
    ///   - style: How the group looks.
    ///   - actions: The actions it opens.
    public convenience init(title: String, style: UIPreviewAction.Style, actions: [UIPreviewAction]) {
        self.init(title: title, style: style, groupedActions: actions)
    }

    /// The group itself: it cannot change.
    ///
    /// - Parameter zone: Ignored.
    /// - Returns: The group.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        self
    }
}
