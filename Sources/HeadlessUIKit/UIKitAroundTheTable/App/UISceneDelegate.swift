import Foundation

/// The object told about a scene's lifecycle: its connection, activation, moves between the
/// foreground and the background, and its disconnection.
///
/// Every method is optional in UIKit; here each is a requirement with a default implementation
/// that does nothing. The URL-opening, user-activity and state-restoration methods are missing
/// (their types are).
@preconcurrency @MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    /// Called when the scene connected to the app, before it appears: create its window here.
    ///
    /// - Parameters:
    ///   - scene: The scene.
    ///   - session: The scene's session.
    ///   - connectionOptions: Why the scene connects.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)

    /// Called when the scene was removed from the app.
    ///
    /// - Parameter scene: The scene.
    func sceneDidDisconnect(_ scene: UIScene)

    /// Called when the scene became active and receives events.
    ///
    /// - Parameter scene: The scene.
    func sceneDidBecomeActive(_ scene: UIScene)

    /// Called when the scene is about to stop being active.
    ///
    /// - Parameter scene: The scene.
    func sceneWillResignActive(_ scene: UIScene)

    /// Called when the scene is about to move to the foreground.
    ///
    /// - Parameter scene: The scene.
    func sceneWillEnterForeground(_ scene: UIScene)

    /// Called when the scene moved to the background.
    ///
    /// - Parameter scene: The scene.
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    /// Does nothing: the method is optional.
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}

    /// Does nothing: the method is optional.
    public func sceneDidDisconnect(_ scene: UIScene) {}

    /// Does nothing: the method is optional.
    public func sceneDidBecomeActive(_ scene: UIScene) {}

    /// Does nothing: the method is optional.
    public func sceneWillResignActive(_ scene: UIScene) {}

    /// Does nothing: the method is optional.
    public func sceneWillEnterForeground(_ scene: UIScene) {}

    /// Does nothing: the method is optional.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}
