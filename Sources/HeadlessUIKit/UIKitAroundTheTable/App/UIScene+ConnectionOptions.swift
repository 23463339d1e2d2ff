import Foundation

extension UIScene {
    /// Why a scene connects: the URL, activity or notification that asked for it.
    ///
    /// Headless: a scene connects at launch, for the URL or user activity the test launched the
    /// app with (`HeadlessApp.launch(delegate:sceneManifest:launchOptions:opening:continuing:_:)`),
    /// for the Home Screen quick action it was launched with (`UIApplication.LaunchOptionsKey.shortcutItem`),
    /// or for no particular reason. `notificationResponse` is missing (its type is).
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        /// The URLs the scene connects to open: the link or file that launched the app.
        open private(set) var urlContexts: Set<UIOpenURLContext>
        /// The bundle identifier of the app that asked for the scene, if any.
        open private(set) var sourceApplication: String?
        /// The type of the Handoff activity the scene connects for while the activity's data is
        /// still on its way, if any. Headless: `nil`, since activities arrive whole.
        open private(set) var handoffUserActivityType: String?
        /// The user activities the scene connects to continue: a universal link, a Handoff or a
        /// Spotlight result that launched the app.
        open private(set) var userActivities: Set<NSUserActivity>
        /// The Home Screen quick action the user picked to launch the app, if any.
        open private(set) var shortcutItem: UIApplicationShortcutItem?

        /// Creates options (UIKit creates them; apps do not).
        init(urlContexts: Set<UIOpenURLContext> = [], userActivities: Set<NSUserActivity> = [], shortcutItem: UIApplicationShortcutItem? = nil) {
            self.urlContexts = urlContexts
            self.userActivities = userActivities
            self.shortcutItem = shortcutItem
            self.sourceApplication = urlContexts.first?.options.sourceApplication
            super.init()
        }
    }
}
