import Foundation

/// An object that restores its state from a user activity, as UIKit's `UIUserActivityRestoring`:
/// what an app delegate passes to the restoration handler of
/// `application(_:continue:restorationHandler:)`. `UIResponder` adopts it.
@preconcurrency @MainActor
public protocol UIUserActivityRestoring: NSObjectProtocol {
    /// Restores the state needed to continue `userActivity`, from its `userInfo`.
    ///
    /// - Parameter userActivity: The activity to continue.
    func restoreUserActivityState(_ userActivity: NSUserActivity)
}
