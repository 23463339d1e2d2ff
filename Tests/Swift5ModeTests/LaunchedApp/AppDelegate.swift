// The app delegate of a master–detail app, as DTTableViewManager's example app writes it. On iOS
// it is marked `@main`; here it sits in a test target, which has its own entry point, so the
// tests launch it with `HeadlessApp.launch(delegate:sceneManifest:)` instead.
import UIKit

class AppDelegate: UIResponder, UIApplicationDelegate {
    private(set) var planets: [Planet] = []

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        planets = Planet.solarSystem
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
}
