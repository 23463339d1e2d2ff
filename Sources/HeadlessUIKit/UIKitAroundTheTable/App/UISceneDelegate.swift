import Foundation

/// The object told about a scene's lifecycle: its connection, activation, moves between the
/// foreground and the background, and its disconnection.
///
/// Every method is optional in UIKit; here each is a requirement with a default implementation
/// that does nothing (or answers `nil`).
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

    /// Called to open URLs in the running scene: a link to the app tapped elsewhere
    /// (`HeadlessApp.simulateOpening(_:sourceApplication:)`). URLs that launch the app come in
    /// the connection options instead.
    ///
    /// - Parameters:
    ///   - scene: The scene.
    ///   - URLContexts: The URLs, with their options.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)

    /// The activity that restores the scene's state when it connects again; asked when the
    /// scene enters the background, and kept in its session's `stateRestorationActivity`.
    ///
    /// - Parameter scene: The scene.
    /// - Returns: The activity, or `nil`.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?

    /// Called when the scene is about to continue a user activity of a type, before its data
    /// arrives.
    ///
    /// - Parameters:
    ///   - scene: The scene.
    ///   - userActivityType: The activity's type.
    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)

    /// Called to continue a user activity in the running scene: a universal link, a Handoff or
    /// a Spotlight result (`HeadlessApp.simulateContinuing(_:)`). Activities that launch the app
    /// come in the connection options instead.
    ///
    /// - Parameters:
    ///   - scene: The scene.
    ///   - userActivity: The activity.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)

    /// Called when a user activity of a type could not be continued. Headless: never (activities
    /// arrive whole).
    ///
    /// - Parameters:
    ///   - scene: The scene.
    ///   - userActivityType: The activity's type.
    ///   - error: Why.
    func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: Error)

    /// Called when a user activity the scene manages was updated.
    ///
    /// - Parameters:
    ///   - scene: The scene.
    ///   - userActivity: The activity.
    func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity)
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

    /// Does nothing: the method is optional.
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}

    /// Answers `nil`: the method is optional.
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }

    /// Does nothing: the method is optional.
    public func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {}

    /// Does nothing: the method is optional.
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}

    /// Does nothing: the method is optional.
    public func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: Error) {}

    /// Does nothing: the method is optional.
    public func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity) {}
}
