import Foundation

extension UIScene {
    /// Why a scene connects: the URL, activity or notification that asked for it.
    ///
    /// Headless: a scene connects only at launch, for no particular reason, so every property
    /// is empty. `urlContexts`, `userActivities`, `notificationResponse` and `shortcutItem` are
    /// missing (their types are).
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        /// The bundle identifier of the app that asked for the scene, if any.
        open private(set) var sourceApplication: String?
        /// The type of the Handoff activity the scene connects for, if any.
        open private(set) var handoffUserActivityType: String?

        /// Creates empty options (UIKit creates them; apps do not).
        override init() {
            super.init()
        }
    }
}
