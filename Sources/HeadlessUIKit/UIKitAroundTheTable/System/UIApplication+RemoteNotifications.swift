import Foundation

extension UIApplication {
    /// Asks the push service for a device token; UIKit answers later through the delegate's
    /// `application(_:didRegisterForRemoteNotificationsWithDeviceToken:)`.
    ///
    /// Headless: there is no push service, so no token ever arrives; the app of the running
    /// launch (``HeadlessApp``) records the registration in ``isRegisteredForRemoteNotifications``.
    public func registerForRemoteNotifications() {
        HeadlessApp.current?.isRegisteredForRemoteNotifications = true
    }

    /// Stops receiving remote notifications.
    public func unregisterForRemoteNotifications() {
        HeadlessApp.current?.isRegisteredForRemoteNotifications = false
    }

    /// Whether the app registered for remote notifications: `false` outside a
    /// ``HeadlessApp`` launch.
    public var isRegisteredForRemoteNotifications: Bool {
        HeadlessApp.current?.isRegisteredForRemoteNotifications ?? false
    }
}
