import Expectations
import Foundation
import HeadlessUIKit
import TableMethodFixtures
import Testing

/// An app routing deep links and universal links as iOS apps do: the scene delegate reads the
/// URL or activity that launched the app from its connection options, and the ones that arrive
/// later from `scene(_:openURLContexts:)` and `scene(_:continue:)`.
final class RoutingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var log: EventLog? { (UIApplication.shared.delegate as? RecordingAppDelegate)?.log }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        for context in connectionOptions.urlContexts {
            log?.record("connect url \(context.url.absoluteString)")
        }
        for activity in connectionOptions.userActivities {
            log?.record("connect activity \(activity.activityType) \(activity.webpageURL?.absoluteString ?? "-")")
        }
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIViewController()
        self.window = window
        window.makeKeyAndVisible()
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        for context in URLContexts {
            log?.record("open \(context.url.absoluteString) from \(context.options.sourceApplication ?? "-")")
        }
    }

    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {
        log?.record("willContinue \(userActivityType)")
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        guard userActivity.activityType == NSUserActivityTypeBrowsingWeb, let url = userActivity.webpageURL else { return }
        log?.record("continue \(url.absoluteString)")
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        let activity = NSUserActivity(activityType: "com.example.recipes.viewing")
        activity.userInfo = ["recipe": 3]
        return activity
    }

    func sceneWillEnterForeground(_ scene: UIScene) { log?.record("willEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { log?.record("didBecomeActive") }
}

/// An app delegate without scenes that opens URLs and continues activities itself, handing the
/// activity to its root screen.
final class RoutingAppDelegate: UIResponder, UIApplicationDelegate {
    let log = EventLog()
    let screen = RestoringScreen()

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        log.record("open \(url.absoluteString) from \(options[.sourceApplication] as? String ?? "-")")
        return true
    }

    func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool {
        log.record("willContinue \(userActivityType)")
        return true
    }

    func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool {
        restorationHandler([screen])
        return true
    }
}

/// An app delegate without scenes that handles the URL it launches with in its launch method and
/// answers `false`, so that UIKit does not hand the URL over again.
final class LaunchURLHandlingAppDelegate: UIResponder, UIApplicationDelegate {
    let log = EventLog()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.record("launch")
        return false
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        log.record("open \(url.absoluteString)")
        return true
    }
}

/// A screen that takes a user activity over.
final class RestoringScreen: UIViewController {
    var restored: [String] = []

    override func restoreUserActivityState(_ activity: NSUserActivity) {
        restored.append(activity.webpageURL?.absoluteString ?? activity.activityType)
    }
}

@MainActor @Suite struct DeepLinkTests {
    private func routingManifest() -> [UISceneConfiguration] {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
        configuration.delegateClass = RoutingSceneDelegate.self
        return [configuration]
    }

    private func universalLink(_ url: URL) -> NSUserActivity {
        let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
        activity.webpageURL = url
        return activity
    }

    @Test func aURLThatLaunchesTheAppComesInTheConnectionOptions() throws {
        let delegate = RecordingAppDelegate()
        let url = try #require(URL(string: "recipes://soup/3"))
        HeadlessApp.launch(delegate: delegate, sceneManifest: routingManifest(), opening: url) { _ in }
        expectEqual(Array(delegate.log.entries.prefix(4)), [
            "willFinishLaunching nil",
            "didFinishLaunching delegate set true",
            "configurationForConnecting UIWindowSceneSessionRoleApplication",
            "connect url recipes://soup/3",
        ])
    }

    @Test func aURLOpenedInTheBackgroundBringsTheSceneForwardFirst() throws {
        let delegate = RecordingAppDelegate()
        let url = try #require(URL(string: "recipes://soup/3"))
        HeadlessApp.launch(delegate: delegate, sceneManifest: routingManifest()) { app in
            app.simulateMoveToBackground()
            delegate.log.reset()
            app.simulateOpening(url, sourceApplication: "com.apple.mobilesafari")
            expectEqual(delegate.log.entries, [
                "willEnterForeground", "open recipes://soup/3 from com.apple.mobilesafari", "didBecomeActive",
            ])
            delegate.log.reset()
            app.simulateOpening(url)
            expectEqual(delegate.log.entries, ["open recipes://soup/3 from -"], "an active app only opens it")
        }
    }

    @Test func aUniversalLinkLaunchesOrContinuesInTheScene() throws {
        let delegate = RecordingAppDelegate()
        let launching = universalLink(try #require(URL(string: "https://recipes.example/soup/3")))
        let later = universalLink(try #require(URL(string: "https://recipes.example/bread/1")))
        HeadlessApp.launch(delegate: delegate, sceneManifest: routingManifest(), continuing: launching) { app in
            #expect(delegate.log.entries.contains("connect activity NSUserActivityTypeBrowsingWeb https://recipes.example/soup/3"))
            delegate.log.reset()
            app.simulateContinuing(later)
            expectEqual(delegate.log.entries, [
                "willContinue NSUserActivityTypeBrowsingWeb", "continue https://recipes.example/bread/1",
            ])
        }
    }

    @Test func anAppWithoutScenesOpensAndContinuesOnItsDelegate() throws {
        let delegate = RoutingAppDelegate()
        let url = try #require(URL(string: "recipes://soup/3"))
        let link = universalLink(try #require(URL(string: "https://recipes.example/bread/1")))
        HeadlessApp.launch(delegate: delegate, opening: url) { app in
            expectEqual(delegate.log.entries, ["open recipes://soup/3 from -"])
            app.simulateOpening(url, sourceApplication: "com.example.mail")
            app.simulateContinuing(link)
        }
        expectEqual(delegate.log.entries, [
            "open recipes://soup/3 from -", "open recipes://soup/3 from com.example.mail",
            "willContinue NSUserActivityTypeBrowsingWeb",
        ])
        expectEqual(delegate.screen.restored, ["https://recipes.example/bread/1"])
    }

    @Test func anAppWithoutScenesWhoseLaunchAnswersFalseIsNotAskedToOpenTheLaunchURL() throws {
        let delegate = LaunchURLHandlingAppDelegate()
        let url = try #require(URL(string: "recipes://soup/3"))
        HeadlessApp.launch(delegate: delegate, opening: url) { app in
            expectEqual(delegate.log.entries, ["launch"])
            app.simulateOpening(url)
        }
        expectEqual(delegate.log.entries, ["launch", "open recipes://soup/3"], "a URL opened later still arrives")
    }

    @Test func aSceneEnteringTheBackgroundKeepsItsRestorationActivity() throws {
        HeadlessApp.launch(delegate: RecordingAppDelegate(), sceneManifest: routingManifest()) { app in
            let session = app.scenes.first?.session
            expectNil(session?.stateRestorationActivity)
            app.simulateMoveToBackground()
            expectEqual(session?.stateRestorationActivity?.activityType, "com.example.recipes.viewing")
            expectEqual(session?.stateRestorationActivity?.userInfo?["recipe"] as? Int, 3)
        }
    }
}
