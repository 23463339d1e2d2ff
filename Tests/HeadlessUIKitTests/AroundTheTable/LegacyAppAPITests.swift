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

    @Test func statusBarFollowsTheKeyWindowsControllerAndHasNoFrame() {
        final class DarkController: UIViewController {
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            override var prefersStatusBarHidden: Bool { true }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = DarkController()
        window.makeKeyAndVisible()
        let application = UIApplication.shared
        #expect(application.statusBarStyle == .lightContent)
        #expect(application.isStatusBarHidden)
        #expect(application.statusBarFrame == .zero)
        #expect(application.statusBarOrientation == .portrait)
        #expect(UIApplication.didChangeStatusBarFrameNotification.rawValue == "UIApplicationDidChangeStatusBarFrameNotification")
        window.isHidden = true
    }
}
