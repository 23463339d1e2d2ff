// The scene delegate of the master–detail app: a split view controller with the planets list
// as primary column and an empty detail as secondary, the list first on iPhone.
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
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        foregroundEntries += 1
    }

    func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        .primary
    }
}
