import Foundation

extension UIWindow {
    /// Where a window sits among the screen's windows.
    public struct Level: RawRepresentable, Hashable, Sendable, _UIKitNumericRawRepresentable {
        /// The level's value; higher levels are above lower ones.
        public let rawValue: CGFloat

        /// Creates a level from its value.
        ///
        /// - Parameter rawValue: The value.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// Creates a level from its value.
        ///
        /// - Parameter rawValue: The value.
        public init(_ rawValue: CGFloat) {
            self.rawValue = rawValue
        }
    }
}

extension UIWindow.Level {
    /// The level of an app's windows (0).
    public static let normal = UIWindow.Level(0)
    /// The level of the status bar (1000).
    public static let statusBar = UIWindow.Level(1000)
    /// The level of alerts (2000).
    public static let alert = UIWindow.Level(2000)
}

extension UIWindow {
    /// Posted when a window becomes visible. Headless: declared, not posted.
    nonisolated public static let didBecomeVisibleNotification = NSNotification.Name("UIWindowDidBecomeVisibleNotification")
    /// Posted when a window becomes hidden. Headless: declared, not posted.
    nonisolated public static let didBecomeHiddenNotification = NSNotification.Name("UIWindowDidBecomeHiddenNotification")
    /// Posted when a window becomes key. Headless: declared, not posted.
    nonisolated public static let didBecomeKeyNotification = NSNotification.Name("UIWindowDidBecomeKeyNotification")
    /// Posted when a window stops being key. Headless: declared, not posted.
    nonisolated public static let didResignKeyNotification = NSNotification.Name("UIWindowDidResignKeyNotification")
}
