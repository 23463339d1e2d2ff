import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct ViewControllerHookTests {
    @Test func statusBarFollowsTheControllerInChargeAndItsChildForStatusBar() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let root = HookRecordingController()
        let child = HookRecordingController()
        root.style = .darkContent
        child.style = .lightContent
        child.hidesStatusBar = true
        window.rootViewController = root
        window.makeKeyAndVisible()
        expectEqual(window.headlessStatusBarStyle, .darkContent)
        #expect(!window.headlessIsStatusBarHidden)
        root.delegatedStatusBarChild = child
        root.setNeedsStatusBarAppearanceUpdate()
        expectEqual(window.headlessStatusBarStyle, .lightContent)
        #expect(window.headlessIsStatusBarHidden)
    }

    @Test func onlyFullScreenOrCapturingPresentationsTakeChargeOfTheStatusBar() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let root = HookRecordingController()
        root.style = .darkContent
        window.rootViewController = root
        window.makeKeyAndVisible()
        let sheet = HookRecordingController()
        sheet.style = .lightContent
        root.present(sheet, animated: false)
        expectEqual(window.headlessStatusBarStyle, .darkContent)
        sheet.modalPresentationCapturesStatusBarAppearance = true
        expectEqual(window.headlessStatusBarStyle, .lightContent)
    }

    @Test func defaultsMatchUIKit() {
        let controller = UIViewController()
        expectEqual(controller.preferredStatusBarStyle, .default)
        expectEqual(controller.preferredStatusBarUpdateAnimation, .fade)
        expectEqual(controller.supportedInterfaceOrientations, .allButUpsideDown)
        #expect(controller.shouldAutorotate)
        expectEqual(controller.preferredInterfaceOrientationForPresentation, .portrait)
        expectEqual(controller.edgesForExtendedLayout, .all)
        #expect(!controller.extendedLayoutIncludesOpaqueBars)
        #expect(!controller.prefersHomeIndicatorAutoHidden)
        expectNil(controller.transitionCoordinator)
        expectNil(controller.storyboard)
        expectEqual(UIInterfaceOrientationMask.landscape, [.landscapeLeft, .landscapeRight])
        #expect(UIInterfaceOrientationMask.portrait.rawValue == 1 << 1 && UIInterfaceOrientationMask.all.rawValue == 30)
        #expect(UIInterfaceOrientation.landscapeLeft.isLandscape && UIInterfaceOrientation.landscapeLeft.rawValue == 4)
    }

    @Test func memoryWarningReachesEveryShownControllerThenObservers() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let root = HookRecordingController()
        let child = HookRecordingController()
        let presented = HookRecordingController()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        window.rootViewController = root
        window.makeKeyAndVisible()
        root.present(presented, animated: false)
        let offScreen = HookRecordingController()
        let box = NotificationBox()
        let observer = NotificationCenter.default.addObserver(
            forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: nil
        ) { _ in box.count += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        UIApplication.shared.headlessSimulateMemoryWarning(in: [window])
        expectEqual([root, child, presented].map(\.events), [["memoryWarning"], ["memoryWarning"], ["memoryWarning"]])
        #expect(offScreen.events.isEmpty)
        expectEqual(box.count, 1)
    }

    @Test func additionalSafeAreaInsetsSetTheRootViewsSafeAreaAndTellTheController() {
        let controller = HookRecordingController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        expectEqual(controller.view.safeAreaInsets.top, 44)
        controller.additionalSafeAreaInsets = .zero
        expectEqual(controller.view.safeAreaInsets, .zero)
        expectEqual(controller.events, ["safeArea 44.0", "safeArea 0.0"])
    }

    @Test func layoutMarginChangesOfTheRootViewReachTheController() {
        let controller = HookRecordingController()
        controller.view.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        controller.view.addSubview(UIView())
        controller.view.subviews[0].layoutMargins = .zero
        expectEqual(controller.events, ["margins 20.0"])
    }

    /// Apple: while the controller respects them, each of the root view's margins is the larger
    /// of its own and the system minimum; subviews keep their own. The minimum's values are
    /// HeadlessUIKit's (16 points, 20 in regular width; UIKit documents none).
    @Test func theRootViewsMarginsAreAtLeastTheSystemMinimum() {
        let controller = HookRecordingController()
        let subview = UIView()
        controller.view.addSubview(subview)
        expectEqual(controller.systemMinimumLayoutMargins, NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        expectEqual(controller.view.layoutMargins, UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
        expectEqual(controller.view.directionalLayoutMargins.leading, 16)
        expectEqual(subview.layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))

        controller.view.layoutMargins = UIEdgeInsets(top: 0, left: 24, bottom: 0, right: 10)
        expectEqual(controller.view.layoutMargins, UIEdgeInsets(top: 0, left: 24, bottom: 0, right: 16))

        controller.viewRespectsSystemMinimumLayoutMargins = false
        expectEqual(controller.view.layoutMargins, UIEdgeInsets(top: 0, left: 24, bottom: 0, right: 10))
        expectEqual(controller.events, ["margins 24.0", "margins 24.0"])
    }

    @Test func regularWidthRaisesTheSystemMinimumMargins() {
        final class WideController: UIViewController {
            override var traitCollection: UITraitCollection { UITraitCollection(horizontalSizeClass: .regular) }
        }
        let controller = WideController()
        expectEqual(controller.systemMinimumLayoutMargins.leading, 20)
        expectEqual(controller.view.layoutMargins.right, 20)
    }

    @Test func updateViewConstraintsRunsInsteadOfTheRootViewsAndCallsIt() {
        let controller = HookRecordingController()
        let root = ConstraintRecordingView()
        controller.view = root
        root.setNeedsUpdateConstraints()
        root.updateConstraintsIfNeeded()
        expectEqual(controller.events, ["updateViewConstraints"])
        expectEqual(root.updates, 1)
    }
}

/// Counts notifications; main-actor tests read it after posting synchronously.
private final class NotificationBox: @unchecked Sendable {
    var count = 0
}
