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
        #expect(alpha == 0)
        #expect(red == 0)
    }

    @Test func iOS12SpinnerStylesKeepTheirRawValues() {
        let spinner = UIActivityIndicatorView(style: .whiteLarge)
        #expect(spinner.style.rawValue == 0)
        spinner.style = .gray
        #expect(spinner.style == .gray)
        #expect(UIActivityIndicatorView.Style(rawValue: 1) == .white)
    }

    @Test func statusBarFollowsTheKeyWindowsControllerAndHasNoFrame() throws {
        final class DarkController: UIViewController {
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            override var prefersStatusBarHidden: Bool { true }
        }
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
            }
        }
        let application = UIApplication.shared
        #expect(application.statusBarStyle == .default, "no key window outside a launch")
        try HeadlessApp.launch(delegate: AppDelegate()) { app in
            let scene = try #require(app.windowScenes.first)
            let window = UIWindow(windowScene: scene)
            window.rootViewController = DarkController()
            window.makeKeyAndVisible()
            #expect(application.statusBarStyle == .lightContent)
            #expect(application.isStatusBarHidden)
            #expect(application.statusBarFrame == .zero)
            #expect(application.statusBarOrientation == .portrait)
        }
        #expect(UIApplication.didChangeStatusBarFrameNotification.rawValue == "UIApplicationDidChangeStatusBarFrameNotification")
    }
}
