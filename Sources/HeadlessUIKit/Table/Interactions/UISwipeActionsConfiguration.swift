import Foundation

/// The actions shown when the user swipes a table row.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, in order from the swiped edge inwards.
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action; `true` by default.
    open var performsFirstActionWithFullSwipe = true

    /// Creates a configuration of swipe actions.
    ///
    /// - Parameter actions: The actions, in order from the swiped edge inwards.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
