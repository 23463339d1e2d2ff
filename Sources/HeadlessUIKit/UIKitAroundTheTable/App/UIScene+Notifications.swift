import Foundation

// The scene lifecycle notifications; `object` is the scene. HeadlessApp posts them after the
// matching scene-delegate call.
extension UIScene {
    /// Posted when a scene connected to the app.
    nonisolated public static let willConnectNotification = NSNotification.Name("UISceneWillConnectNotification")
    /// Posted when a scene was removed from the app.
    nonisolated public static let didDisconnectNotification = NSNotification.Name("UISceneDidDisconnectNotification")
    /// Posted when a scene became active.
    nonisolated public static let didActivateNotification = NSNotification.Name("UISceneDidActivateNotification")
    /// Posted when a scene is about to stop being active.
    nonisolated public static let willDeactivateNotification = NSNotification.Name("UISceneWillDeactivateNotification")
    /// Posted when a scene is about to move to the foreground.
    nonisolated public static let willEnterForegroundNotification = NSNotification.Name("UISceneWillEnterForegroundNotification")
    /// Posted when a scene moved to the background.
    nonisolated public static let didEnterBackgroundNotification = NSNotification.Name("UISceneDidEnterBackgroundNotification")
}
