import Foundation

/// The app's delegate: told when the app launches, asked for the configuration of each scene
/// that connects, and told about the app's lifecycle when the app has no scene delegates.
///
/// Every member is optional in UIKit; here each is a requirement with a default implementation
/// (launch methods answer `true`, the others do nothing; the scene configuration is the
/// manifest's "Default Configuration", opening a URL answers `false`, the supported
/// orientations are an iPhone app's). The state-restoration methods, the deprecated
/// local-notification and status-bar methods, and the `async` forms of the methods with
/// completion handlers are missing.
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

    /// Called when a remote notification with content to fetch arrived (a silent push).
    /// Headless: called only by the test that calls it.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - userInfo: The notification's payload.
    ///   - completionHandler: Call it once the content is fetched, with what the fetch found.
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any], fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)

    /// Called when the user picked one of the app's Home Screen quick actions, in an app without
    /// scenes, unless its launch methods handled the action that launched it (by answering
    /// `false`).
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - shortcutItem: The quick action.
    ///   - completionHandler: Call it with whether the action was performed.
    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)

    /// Called when the downloads or uploads of a background `URLSession` finished while the app
    /// was not running. Headless: called only by the test that calls it.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - identifier: The session's identifier.
    ///   - completionHandler: Call it once the session's events are handled.
    func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String, completionHandler: @escaping () -> Void)

    /// Asked for the interface orientations of a window's view controllers that do not decide
    /// their own (`UIApplication.supportedInterfaceOrientations(for:)` answers this).
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - window: The window, or `nil`.
    /// - Returns: The orientations.
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask

    /// Called when the day changed, the time zone changed or the clock was set (midnight, a
    /// carrier's time update). Headless: never.
    ///
    /// - Parameter application: The app.
    func applicationSignificantTimeChange(_ application: UIApplication)

    /// Called when the device is about to lock and protected files become unreadable.
    /// Headless: never.
    ///
    /// - Parameter application: The app.
    func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication)

    /// Called when the device was unlocked and protected files can be read again. Headless:
    /// never.
    ///
    /// - Parameter application: The app.
    func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication)

    /// Called when a user activity could not be continued (its data did not arrive), in an app
    /// without scenes. Headless: never.
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - userActivityType: The activity's type.
    ///   - error: Why it failed.
    func application(_ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String, error: Error)

    /// Asked whether the app allows app extensions of a kind (custom keyboards) in its text
    /// fields. Headless: never asked (there are no other apps' extensions).
    ///
    /// - Parameters:
    ///   - application: The app.
    ///   - extensionPointIdentifier: The kind of extension.
    /// - Returns: Whether the app allows it.
    func application(_ application: UIApplication, shouldAllowExtensionPointIdentifier extensionPointIdentifier: UIApplication.ExtensionPointIdentifier) -> Bool
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

    /// Does nothing and never calls the handler: the method is optional (UIKit then delivers
    /// no such notification).
    public func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any], fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {}

    /// Calls the handler with `false`: the method is optional.
    public func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        completionHandler(false)
    }

    /// Calls the handler: the method is optional.
    public func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String, completionHandler: @escaping () -> Void) {
        completionHandler()
    }

    /// Answers the orientations of an iPhone app's `Info.plist` as Xcode's template makes it
    /// (portrait and both landscapes, `.allButUpsideDown`): the method is optional, and UIKit
    /// then reads `UISupportedInterfaceOrientations`.
    public func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        .allButUpsideDown
    }

    /// Does nothing: the method is optional.
    public func applicationSignificantTimeChange(_ application: UIApplication) {}

    /// Does nothing: the method is optional.
    public func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication) {}

    /// Does nothing: the method is optional.
    public func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication) {}

    /// Does nothing: the method is optional.
    public func application(_ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String, error: Error) {}

    /// Answers `true`: the method is optional.
    public func application(_ application: UIApplication, shouldAllowExtensionPointIdentifier extensionPointIdentifier: UIApplication.ExtensionPointIdentifier) -> Bool {
        true
    }
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
