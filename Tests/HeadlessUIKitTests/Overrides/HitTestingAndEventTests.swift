import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct HitTestingAndEventTests {
    @Test func hitTestFindsTheFrontmostDeepestInteractiveView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(back)
        root.addSubview(front)
        front.addSubview(inner)
        expectIdentical(root.hitTest(CGPoint(x: 70, y: 70), with: nil), inner)
        expectIdentical(root.hitTest(CGPoint(x: 55, y: 55), with: nil), front)
        expectIdentical(root.hitTest(CGPoint(x: 20, y: 20), with: nil), back)
        expectIdentical(root.hitTest(CGPoint(x: 190, y: 20), with: nil), root)
        expectNil(root.hitTest(CGPoint(x: 250, y: 20), with: nil))
    }

    @Test func hiddenTransparentAndNonInteractiveViewsAreSkippedWithTheirSubviews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let cover = UIView(frame: root.bounds)
        let child = UIView(frame: cover.bounds)
        root.addSubview(cover)
        cover.addSubview(child)
        expectIdentical(root.hitTest(CGPoint(x: 5, y: 5), with: nil), child)
        cover.isHidden = true
        expectIdentical(root.hitTest(CGPoint(x: 5, y: 5), with: nil), root)
        cover.isHidden = false
        cover.alpha = 0.005
        expectIdentical(root.hitTest(CGPoint(x: 5, y: 5), with: nil), root)
        cover.alpha = 0.01
        cover.isUserInteractionEnabled = false
        expectIdentical(root.hitTest(CGPoint(x: 5, y: 5), with: nil), root)
    }

    @Test func partsOutsideTheSuperviewAreUnreachableUnlessPointInsideWidensIt() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let overhang = UIView(frame: CGRect(x: 90, y: 0, width: 50, height: 50))
        root.addSubview(container)
        container.addSubview(overhang)
        expectIdentical(root.hitTest(CGPoint(x: 120, y: 10), with: nil), root)
        expectIdentical(root.hitTest(CGPoint(x: 95, y: 10), with: nil), overhang)
        let wide = WideHitAreaView(frame: CGRect(x: 200, y: 200, width: 20, height: 20))
        root.addSubview(wide)
        expectIdentical(root.hitTest(CGPoint(x: 190, y: 190), with: nil), wide)
    }

    @Test func simulatedTouchReachesTheHitViewAndTravelsUpTheChain() throws {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let recording = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let plain = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        controller.view.addSubview(recording)
        recording.addSubview(plain)
        expectIdentical(window.simulateTouch(at: CGPoint(x: 20, y: 30)), plain)
        expectEqual(recording.touches, ["began 20.0,30.0", "ended"])
        expectIdentical(window.simulateTouch(at: CGPoint(x: 100, y: 100)), recording)
        expectEqual(recording.touches.suffix(2), ["began 100.0,100.0", "ended"])
    }

    @Test func shakeGoesToTheRootControllerWithoutAFirstResponder() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = HookRecordingController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.simulateShake()
        expectEqual(controller.events, ["motionEnded shake"])
    }

    @Test func touchesCarryTheirViewWindowAndLocations() throws {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let view = UIView(frame: CGRect(x: 30, y: 40, width: 100, height: 100))
        window.addSubview(view)
        let touch = UITouch(headlessLocation: CGPoint(x: 5, y: 6), in: view)
        let event = UIEvent(headlessType: .touches, touches: [touch])
        expectEqual(touch.location(in: nil), CGPoint(x: 35, y: 46))
        expectEqual(touch.location(in: view), CGPoint(x: 5, y: 6))
        #expect(touch.window === window && touch.view === view && touch.phase == .began && touch.tapCount == 1)
        expectEqual(event.touches(for: view)?.count, 1)
        expectEqual(event.touches(for: window)?.count, 1)
        expectNil(UIEvent(headlessType: .motion, subtype: .motionShake).allTouches)
        let press = UIPress(headlessType: .select, responder: view)
        expectIdentical(UIPressesEvent(headlessPresses: [press]).allPresses.first?.window, window)
    }

    @Test func actionTargetIsTheFirstResponderInTheChainThatCanPerformIt() {
        let parent = CopyingView()
        let child = UIView()
        parent.addSubview(child)
        #expect(!child.canPerformAction(Selector("copy:"), withSender: nil))
        expectIdentical(child.target(forAction: Selector("copy:"), withSender: nil) as? CopyingView, parent)
        expectNil(child.target(forAction: Selector("paste:"), withSender: nil))
    }
}

/// A view performing `copy:` only.
private final class CopyingView: UIView {
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == Selector("copy:") || super.canPerformAction(action, withSender: sender)
    }
}
