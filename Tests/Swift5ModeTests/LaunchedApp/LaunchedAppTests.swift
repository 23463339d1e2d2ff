import Expectations
import Foundation
import Testing
import UIKit
import DTTableViewManager

/// The master–detail app, launched as iOS launches it: the app delegate, the scene manifest's
/// scene delegate, its window and split view; then a user selecting a planet.
@MainActor @Suite struct LaunchedAppTests {
    /// The app's `Info.plist` scene manifest.
    static var manifest: [UISceneConfiguration] {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
        configuration.delegateClass = SceneDelegate.self
        return [configuration]
    }

    /// The launched app's split view controller and planets list, found as an app finds them.
    @MainActor struct Screen {
        let window: UIWindow
        let split: UISplitViewController
        let planets: PlanetsViewController

        init(_ app: HeadlessApp) throws {
            let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
            window = try #require(scene.keyWindow)
            split = try #require(window.rootViewController as? UISplitViewController)
            planets = try #require(split.viewController(for: .primary) as? PlanetsViewController)
            headlessTurnRunLoop()
        }

        func select(row: Int) throws {
            try planets.tableView.simulateTap(at: IndexPath(row: row, section: 0))
        }
    }

    @Test func theAppLaunchesIntoTheSplitViewThroughItsSceneDelegate() throws {
        try HeadlessApp.launch(delegate: AppDelegate(), sceneManifest: Self.manifest) { app in
            let screen = try Screen(app)
            let sceneDelegate = try #require(app.windowScenes.first?.delegate as? SceneDelegate)
            #expect(sceneDelegate.window === screen.window && sceneDelegate.foregroundEntries == 1)
            expectIdentical(screen.window.windowScene, app.windowScenes.first)
            expectEqual(UIApplication.shared.applicationState, .active)
            expectEqual((UIApplication.shared.delegate as? AppDelegate)?.planets.count, 4)
            expectIdentical(screen.planets.tableView.window, screen.window)
            expectEqual(screen.planets.tableView.visibleCells.count, 4)
        }
    }

    @Test func onIPhoneSelectingAPlanetPushesItsDetail() throws {
        try HeadlessApp.launch(delegate: AppDelegate(), sceneManifest: Self.manifest) { app in
            let screen = try Screen(app)
            #expect(screen.split.isCollapsed)
            let navigation = try #require(screen.planets.navigationController)
            expectEqual(navigation.viewControllers, [screen.planets])

            try screen.select(row: 2)

            let detail = try #require(navigation.topViewController as? PlanetDetailViewController)
            expectEqual(detail.planet, Planet(name: "Earth", moons: 1))
            #expect(detail.nameLabel.text == "Earth" && detail.moonsLabel.text == "Moons: 1")
            #expect(detail.view.window === screen.window && screen.planets.tableView.window == nil)
        }
    }

    @Test func onIPadSelectingAPlanetReplacesTheDetailColumn() throws {
        try HeadlessApp.launch(delegate: AppDelegate(), sceneManifest: Self.manifest) { app in
            let screen = try Screen(app)
            screen.window.headlessTraitOverrides = UITraitCollection(horizontalSizeClass: .regular)
            #expect(!screen.split.isCollapsed)
            let empty = try #require(screen.split.viewController(for: .secondary) as? PlanetDetailViewController)
            expectEqual(empty.nameLabel.text, "Select a planet")

            try screen.select(row: 3)

            let detail = try #require(screen.split.viewController(for: .secondary) as? PlanetDetailViewController)
            #expect(detail.nameLabel.text == "Mars" && detail.moonsLabel.text == "Moons: 2")
            #expect(detail.view.window === screen.window && screen.planets.tableView.window === screen.window)
            expectEqual(screen.planets.tableView.indexPathForSelectedRow, IndexPath(row: 3, section: 0))
        }
    }

    @Test func goingToTheBackgroundAndBackReachesTheSceneDelegate() throws {
        try HeadlessApp.launch(delegate: AppDelegate(), sceneManifest: Self.manifest) { app in
            let sceneDelegate = try #require(app.windowScenes.first?.delegate as? SceneDelegate)
            let screen = try Screen(app)
            app.simulateMoveToBackground()
            expectEqual(UIApplication.shared.applicationState, .background)
            app.simulateMoveToForeground()
            #expect(sceneDelegate.foregroundEntries == 2 && app.windowScenes.first?.activationState == .foregroundActive)
            expectEqual(screen.planets.returnsToForeground, 1)
        }
    }

    @Test func aQuickActionOpensItsPlanetWhetherItLaunchesTheAppOrNot() throws {
        let earth = UIApplicationShortcutItem(type: "planet.Earth", localizedTitle: "Earth")
        try HeadlessApp.launch(delegate: AppDelegate(), sceneManifest: Self.manifest, launchOptions: [.shortcutItem: earth]) { app in
            let screen = try Screen(app)
            let navigation = try #require(screen.planets.navigationController)
            expectEqual((navigation.topViewController as? PlanetDetailViewController)?.planet?.name, "Earth")
        }
        try HeadlessApp.launch(delegate: AppDelegate(), sceneManifest: Self.manifest) { app in
            let screen = try Screen(app)
            let registered = UIApplication.shared.shortcutItems ?? []
            expectEqual(registered.map(\.localizedTitle), ["Mercury", "Venus", "Earth", "Mars"])
            app.simulateMoveToBackground()
            expectEqual(app.simulateQuickAction(registered[3]), true)
            let navigation = try #require(screen.planets.navigationController)
            expectEqual((navigation.topViewController as? PlanetDetailViewController)?.planet?.name, "Mars")
            expectEqual(UIApplication.shared.applicationState, .active)
        }
    }
}
