import Foundation
import HeadlessUIKit
import TableMethodFixtures

/// An app delegate that records its calls, and the scene delegate's, in one log.
final class RecordingAppDelegate: UIResponder, UIApplicationDelegate {
    let log = EventLog()
    var window: UIWindow?
    /// The configuration name the delegate answers; `nil` answers the default implementation's.
    var configurationName: String? = "Default Configuration"

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.record("willFinishLaunching \((launchOptions?[.url] as? URL)?.absoluteString ?? "nil")")
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.record("didFinishLaunching delegate set \(application.delegate === self)")
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        log.record("configurationForConnecting \(connectingSceneSession.role.rawValue)")
        return UISceneConfiguration(name: configurationName, sessionRole: connectingSceneSession.role)
    }

    func applicationDidBecomeActive(_ application: UIApplication) { log.record("applicationDidBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { log.record("applicationWillResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { log.record("applicationDidEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { log.record("applicationWillEnterForeground") }
}

/// A scene delegate that creates a window and records its calls in the app delegate's log.
final class RecordingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    private var log: EventLog? { (UIApplication.shared.delegate as? RecordingAppDelegate)?.log }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        log?.record("willConnectTo \(scene.activationState.rawValue)")
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIViewController()
        self.window = window
        window.makeKeyAndVisible()
    }

    func sceneDidDisconnect(_ scene: UIScene) { log?.record("sceneDidDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { log?.record("sceneDidBecomeActive \(scene.activationState.rawValue)") }
    func sceneWillResignActive(_ scene: UIScene) { log?.record("sceneWillResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { log?.record("sceneWillEnterForeground \(scene.activationState.rawValue)") }
    func sceneDidEnterBackground(_ scene: UIScene) { log?.record("sceneDidEnterBackground") }
}

/// The app's `Info.plist` scene manifest: the default configuration names the recording
/// scene delegate.
@MainActor func recordingManifest() -> [UISceneConfiguration] {
    let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
    configuration.delegateClass = RecordingSceneDelegate.self
    return [configuration]
}

/// Records the lifecycle notifications into `log` while `body` runs (observers without a
/// queue, so they run at once on the posting main-actor task).
@MainActor func recordingLifecycleNotifications<Result>(into log: EventLog, _ body: () throws -> Result) rethrows -> Result {
    let names: [NSNotification.Name] = [
        UIApplication.didFinishLaunchingNotification, UIApplication.willEnterForegroundNotification,
        UIApplication.didBecomeActiveNotification, UIApplication.willResignActiveNotification,
        UIApplication.didEnterBackgroundNotification, UIScene.willConnectNotification,
        UIScene.willEnterForegroundNotification, UIScene.didActivateNotification,
        UIScene.willDeactivateNotification, UIScene.didEnterBackgroundNotification, UIScene.didDisconnectNotification,
    ]
    let observers = names.map { name in
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
            let entry = "\(note.object is UIScene ? "scene" : "app") \(note.name.rawValue)"
            MainActor.assumeIsolated { log.record(entry) }
        }
    }
    defer { observers.forEach(NotificationCenter.default.removeObserver) }
    return try body()
}
