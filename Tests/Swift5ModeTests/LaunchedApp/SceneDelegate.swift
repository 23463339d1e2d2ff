// The scene delegate of the master–detail app: a split view controller with the planets list
// as primary column and an empty detail as secondary, the list first on iPhone; a Home Screen
// quick action for each planet opens its detail, also when it launches the app.
import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate, UISplitViewControllerDelegate {
    var window: UIWindow?
    private(set) var foregroundEntries = 0

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let planets = (UIApplication.shared.delegate as? AppDelegate)?.planets ?? []

        let splitViewController = UISplitViewController(style: .doubleColumn)
        splitViewController.delegate = self
        splitViewController.preferredDisplayMode = .oneBesideSecondary
        splitViewController.setViewController(PlanetsViewController(planets: planets), for: .primary)
        splitViewController.setViewController(PlanetDetailViewController(planet: nil), for: .secondary)

        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = splitViewController
        window?.makeKeyAndVisible()

        UIApplication.shared.shortcutItems = planets.map { planet in
            UIApplicationShortcutItem(type: "planet.\(planet.name)", localizedTitle: planet.name, localizedSubtitle: nil, icon: UIApplicationShortcutIcon(systemImageName: "globe"))
        }
        if let shortcutItem = connectionOptions.shortcutItem {
            _ = showPlanet(for: shortcutItem)
        }
    }

    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        completionHandler(showPlanet(for: shortcutItem))
    }

    private func showPlanet(for shortcutItem: UIApplicationShortcutItem) -> Bool {
        let planets = (UIApplication.shared.delegate as? AppDelegate)?.planets ?? []
        guard let split = window?.rootViewController as? UISplitViewController,
              let planet = planets.first(where: { "planet.\($0.name)" == shortcutItem.type }) else { return false }
        split.showDetailViewController(PlanetDetailViewController(planet: planet), sender: nil)
        return true
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        foregroundEntries += 1
    }

    func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        .primary
    }
}
