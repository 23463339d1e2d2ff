import Foundation

/// The record of a scene the app shows or showed: its role, configuration and identifier.
///
/// Headless: one session per scene ``HeadlessApp`` connects; sessions are not saved between
/// launches.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// The role of a scene: the app's own window or an external display.
    public struct Role: RawRepresentable, Hashable, Sendable {
        /// The role's name.
        public let rawValue: String

        /// Creates a role from its name.
        ///
        /// - Parameter rawValue: The name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }
    }

    /// The scene of this session while it is connected.
    open internal(set) weak var scene: UIScene?
    /// The session's role.
    open private(set) var role: Role
    /// The configuration the scene was created with.
    open internal(set) var configuration: UISceneConfiguration
    /// A unique identifier of the session.
    open private(set) var persistentIdentifier: String
    /// Data the app keeps with the session; stored only.
    open var userInfo: [String: Any]?
    /// The activity that restores the scene's state when it connects again: what the scene
    /// delegate's `stateRestorationActivity(for:)` returned when the scene last entered the
    /// background.
    open var stateRestorationActivity: NSUserActivity?

    /// Creates a session (UIKit creates them; apps do not).
    init(role: Role) {
        self.role = role
        configuration = UISceneConfiguration(name: nil, sessionRole: role)
        persistentIdentifier = UUID().uuidString
        super.init()
    }
}

extension UISceneSession.Role {
    /// The scene shows the app's interface on the device's screen.
    public static let windowApplication = UISceneSession.Role(rawValue: "UIWindowSceneSessionRoleApplication")
    /// The scene shows content on an external display.
    public static let windowExternalDisplay = UISceneSession.Role(rawValue: "UIWindowSceneSessionRoleExternalDisplay")
}
