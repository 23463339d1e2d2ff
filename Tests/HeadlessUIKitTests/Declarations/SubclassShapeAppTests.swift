import Foundation
import HeadlessUIKit
import Testing

// Subclass shapes apps write for the app, its scenes, windows and split views, as on iOS. That
// this file compiles is the first half of the test.

/// A split view controller with its own designated initializer and overrides.
private final class MasterDetailSplitController: UISplitViewController {
    private(set) var detailsShown: [String] = []

    init() {
        super.init(style: .doubleColumn)
        preferredDisplayMode = .oneBesideSecondary
    }

    required init?(coder: NSCoder) {
        fatalError("not used")
    }

    override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        detailsShown.append(vc.title ?? "")
        super.showDetailViewController(vc, sender: sender)
    }

    override var isCollapsed: Bool { super.isCollapsed }

    override func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {
        super.setViewController(vc, for: column)
    }
}

/// A window subclass created for a scene, as apps do for shake gestures or debug overlays.
private final class ShakeWindow: UIWindow {
    private(set) var madeKey = 0

    override init(windowScene: UIWindowScene) {
        super.init(windowScene: windowScene)
    }

    required init?(coder: NSCoder) {
        fatalError("not used")
    }

    override func makeKeyAndVisible() {
        madeKey += 1
        super.makeKeyAndVisible()
    }
}

/// A scene delegate with stored properties and no initializer, created from its class.
private final class ShakeSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var connections = 0

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        connections += 1
        guard let windowScene = scene as? UIWindowScene else { return }
        window = ShakeWindow(windowScene: windowScene)
        window?.rootViewController = MasterDetailSplitController()
        window?.makeKeyAndVisible()
    }
}

/// An app delegate that names its scene delegate in code instead of the manifest.
private final class CodeConfiguredAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = ShakeSceneDelegate.self
        return configuration
    }
}

@MainActor @Suite struct SubclassShapeAppTests {
    @Test func sceneDelegateCreatedFromItsClassKeepsItsOverridesAndStoredProperties() throws {
        try HeadlessApp.launch(delegate: CodeConfiguredAppDelegate()) { app in
            let scene = try #require(app.windowScenes.first)
            let delegate = try #require(scene.delegate as? ShakeSceneDelegate)
            let window = try #require(delegate.window as? ShakeWindow)
            #expect(delegate.connections == 1 && window.madeKey == 1 && scene.keyWindow === window)
            let split = try #require(window.rootViewController as? MasterDetailSplitController)
            let detail = UIViewController()
            detail.title = "Detail"
            split.setViewController(UIViewController(), for: .primary)
            split.showDetailViewController(detail, sender: nil)
            #expect(split.detailsShown == ["Detail"] && split.isCollapsed)
        }
    }
}
