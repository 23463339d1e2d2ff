import Foundation

extension UIApplication {
    /// Keys of the options given with a URL the app is asked to open
    /// (`application(_:open:options:)`).
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
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

extension UIApplication.OpenURLOptionsKey {
    /// The bundle identifier of the app that asked to open the URL (a `String`).
    public static let sourceApplication = UIApplication.OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
    /// The property list the source app attached to the URL.
    public static let annotation = UIApplication.OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
    /// Whether the file at the URL must be opened in place (a `Bool` in an `NSNumber`).
    public static let openInPlace = UIApplication.OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
}
