import Foundation

/// How the user interacts with a link or an attachment in a text view, which its delegate is
/// asked about.
public enum UITextItemInteraction: Int, Sendable {
    /// A tap: the item's default action (a link opens).
    case invokeDefaultAction = 0
    /// A long press: a sheet of the item's actions.
    case presentActions = 1
    /// A touch held for a preview of the item.
    case preview = 2
}
