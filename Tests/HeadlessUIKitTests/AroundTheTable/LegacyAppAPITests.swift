import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// UIKit that older screens of real apps still use: `UIColor()`, the spinner styles of iOS 12,
/// and the status bar of `UIApplication`.
@MainActor @Suite struct LegacyAppAPITests {
    @Test func plainColorIsTransparent() {
        var alpha: CGFloat = 1
        var red: CGFloat = 1
        _ = UIColor().getRed(&red, green: nil, blue: nil, alpha: &alpha)
        expectEqual(alpha, 0)
        expectEqual(red, 0)
    }

    @Test func iOS12SpinnerStylesKeepTheirRawValues() {
        let spinner = UIActivityIndicatorView(style: .whiteLarge)
        expectEqual(spinner.style.rawValue, 0)
        spinner.style = .gray
        expectEqual(spinner.style, .gray)
        expectEqual(UIActivityIndicatorView.Style(rawValue: 1), .white)
    }

    @Test func statusBarFollowsTheKeyWindowsControllerAndHasNoFrame() throws {
        let application = UIApplication.shared
        expectEqual(application.statusBarStyle, .default, "no key window outside a launch")
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
        configuration.delegateClass = LightStatusBarSceneDelegate.self
        try HeadlessApp.launch(delegate: LegacyAppDelegate(), sceneManifest: [configuration]) { app in
            let scene = try #require(app.windowScenes.first)
            #expect(scene.keyWindow?.rootViewController is LightStatusBarController)
            expectEqual(application.statusBarStyle, .lightContent)
            #expect(application.isStatusBarHidden)
            expectEqual(application.statusBarFrame, .zero)
            expectEqual(application.statusBarOrientation, .portrait)
        }
        expectEqual(UIApplication.didChangeStatusBarFrameNotification.rawValue, "UIApplicationDidChangeStatusBarFrameNotification")
    }
}

/// A controller asking for a light, hidden status bar.
private final class LightStatusBarController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { true }
}

/// An app delegate that leaves its scene to the manifest.
private final class LegacyAppDelegate: UIResponder, UIApplicationDelegate {}

/// A scene delegate showing a ``LightStatusBarController`` in its window.
private final class LightStatusBarSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = LightStatusBarController()
        window?.makeKeyAndVisible()
    }
}
