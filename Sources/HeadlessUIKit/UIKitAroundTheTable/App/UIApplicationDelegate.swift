import Foundation

/// The app's delegate: told when the app launches, asked for the configuration of each scene
/// that connects, and told about the app's lifecycle when the app has no scene delegates.
///
/// Every member is optional in UIKit; here each is a requirement with a default implementation
/// (launch methods answer `true`, the others do nothing; the scene configuration is the
/// manifest's "Default Configuration", opening a URL answers `false`). The user-activity,
/// state-restoration, background-fetch and notification-delivery methods are missing.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    /// The app's main window, for apps without scenes.
    var window: UIWindow? { get set }

    /// Called when launching began, before state restoration.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - launchOptions: Why the app launched; `nil` for a launch from its icon.
    /// - Returns: `false` when the app cannot handle a URL or activity of the options.
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool

    /// Called when launching is almost done: set up the app's data here (and, without scenes,
    /// its window).
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - launchOptions: Why the app launched; `nil` for a launch from its icon.
    /// - Returns: `false` when the app cannot handle a URL or activity of the options.
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool

    /// Asked for the configuration of a scene that is connecting.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - connectingSceneSession: The session of the connecting scene.
    ///   - options: Why the scene connects.
    /// - Returns: The configuration, whose classes UIKit creates.
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration

    /// Called when the user discarded scenes (headless: never).
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - sceneSessions: The discarded sessions.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)

    /// Called when an app without scene delegates became active.
    ///
    /// - Parameter application: The app.
    func applicationDidBecomeActive(_ application: UIApplication)

    /// Called when an app without scene delegates is about to stop being active.
    ///
    /// - Parameter application: The app.
    func applicationWillResignActive(_ application: UIApplication)

    /// Called when an app without scene delegates moved to the background.
    ///
    /// - Parameter application: The app.
    func applicationDidEnterBackground(_ application: UIApplication)

    /// Called when an app without scene delegates is about to move to the foreground.
    ///
    /// - Parameter application: The app.
    func applicationWillEnterForeground(_ application: UIApplication)

    /// Called when the app is about to terminate (headless: never).
    ///
    /// - Parameter application: The app.
    func applicationWillTerminate(_ application: UIApplication)

    /// Called when the system is low on memory (headless: never).
    ///
    /// - Parameter application: The app.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)

    /// Asked to open a URL, for an app without scene delegates (a custom URL scheme, a file
    /// shared to the app). Headless: called only by the test that calls it.
    ///
    /// - Parameters:
    ///   - app: The app.
    ///   - url: The URL to open.
    ///   - options: Where the URL comes from.
    /// - Returns: Whether the app opened the URL.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool

    /// Called when the app is about to continue a user activity of a type, before its data
    /// arrives, in an app without scenes.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - userActivityType: The activity's type.
    /// - Returns: Whether the app tells the user it is continuing the activity.
    func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool

    /// Called to continue a user activity (a universal link, a Handoff or a Spotlight result),
    /// in an app without scenes.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - userActivity: The activity.
    ///   - restorationHandler: Call it with the objects that take the activity over: each is told
    ///     `restoreUserActivityState(_:)`.
    /// - Returns: Whether the app continued the activity.
    func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool

    /// Called with the device token once the app registered for remote notifications.
    /// Headless: never (there is no push service).
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - deviceToken: The token the app's server sends notifications to.
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)

    /// Called when registering for remote notifications failed. Headless: never.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - error: Why it failed.
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error)
}

extension UIApplicationDelegate {
    /// `nil`, and setting it does nothing: the property is optional.
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    /// Answers `true`: the method is optional.
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    /// Answers `true`: the method is optional.
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    /// Answers the manifest's configuration named "Default Configuration" for the session's
    /// role (as UIKit reads `Info.plist` when the method is not implemented); without one, a
    /// configuration with no delegate class.
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    /// Does nothing: the method is optional.
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}

    /// Does nothing: the method is optional.
    public func applicationDidBecomeActive(_ application: UIApplication) {}

    /// Does nothing: the method is optional.
    public func applicationWillResignActive(_ application: UIApplication) {}

    /// Does nothing: the method is optional.
    public func applicationDidEnterBackground(_ application: UIApplication) {}

    /// Does nothing: the method is optional.
    public func applicationWillEnterForeground(_ application: UIApplication) {}

    /// Does nothing: the method is optional.
    public func applicationWillTerminate(_ application: UIApplication) {}

    /// Does nothing: the method is optional.
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}

    /// Answers `false`: the method is optional.
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        false
    }

    /// Answers `false`: the method is optional.
    public func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool {
        false
    }

    /// Answers `false`: the method is optional.
    public func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool {
        false
    }

    /// Does nothing: the method is optional.
    public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}

    /// Does nothing: the method is optional.
    public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) {}
}

extension UIApplicationDelegate {
    /// The entry point of an app whose delegate is marked `@main`: calls
    /// ``UIApplicationMain(_:_:_:_:)`` with the command line and this class's name, and never
    /// returns.
    ///
    /// Headless: the delegate class must be a `UIResponder` subclass (see
    /// ``UIApplicationMain(_:_:_:_:)``).
    public static func main() {
        _ = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(self))
    }
}
