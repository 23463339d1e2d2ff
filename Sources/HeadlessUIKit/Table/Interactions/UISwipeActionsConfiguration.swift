import Foundation

/// The actions shown when the user swipes a table row.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, in order from the swiped edge inwards.
    open var actions: [UIContextualAction] { storedActions }
    /// Whether a full swipe performs the first action; `true` by default.
    open var performsFirstActionWithFullSwipe = true

    private var storedActions: [UIContextualAction] = []

    /// Creates a configuration without actions: the designated initializer UIKit's class
    /// inherits from `NSObject` (its factory initializer below is a convenience one).
    public override init() {
        super.init()
    }

    /// Creates a configuration of swipe actions.
    ///
    /// - Parameter actions: The actions, in order from the swiped edge inwards.
    public convenience init(actions: [UIContextualAction]) {
        self.init()
        storedActions = actions
    }
}
