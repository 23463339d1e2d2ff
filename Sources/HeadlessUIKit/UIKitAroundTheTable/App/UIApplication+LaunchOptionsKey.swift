import Foundation

extension UIApplication {
    /// Keys of the launch options given to the app delegate's launch methods.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String

        /// Creates a key from its name.
        ///
        /// - Parameter rawValue: The name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }
    }
}

extension UIApplication.LaunchOptionsKey {
    /// The URL the app was launched to open (a `URL`).
    public static let url = UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    /// The bundle identifier of the app that asked to open a URL (a `String`).
    public static let sourceApplication = UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    /// The payload of the remote notification that launched the app (a dictionary).
    public static let remoteNotification = UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    /// The annotation of the URL the app was launched to open.
    public static let annotation = UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsAnnotationKey")
    /// The app was launched to handle a location event (an `NSNumber`).
    public static let location = UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsLocationKey")
    /// The Home screen quick action that launched the app.
    public static let shortcutItem = UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    /// The type of the user activity the app was launched to continue (a `String`).
    public static let userActivityType = UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityTypeKey")
    /// The user activity the app was launched to continue (a dictionary).
    public static let userActivityDictionary = UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
}
