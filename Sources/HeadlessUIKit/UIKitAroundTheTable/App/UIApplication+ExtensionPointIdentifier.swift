extension UIApplication {
    /// A kind of app extension that an app may refuse
    /// (`application(_:shouldAllowExtensionPointIdentifier:)`).
    public struct ExtensionPointIdentifier: RawRepresentable, Hashable, Sendable {
        /// The kind's name.
        public let rawValue: String

        /// Creates a kind from its name.
        ///
        /// - Parameter rawValue: The name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }
    }
}

extension UIApplication.ExtensionPointIdentifier {
    /// Custom keyboards.
    public static let keyboard = UIApplication.ExtensionPointIdentifier(rawValue: "com.apple.keyboard-service")
}
