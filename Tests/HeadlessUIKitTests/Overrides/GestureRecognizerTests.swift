import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct GestureRecognizerTests {
    @Test func tapRecognizerAttachedToAViewFiresItsHandlerOnceRecognized() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var states: [UIGestureRecognizer.State] = []
        let tap = UITapGestureRecognizer { recognizer in states.append(recognizer.state) }
        view.addGestureRecognizer(tap)
        #expect(tap.view === view && view.gestureRecognizers?.count == 1)
        #expect(tap.simulateRecognition(at: CGPoint(x: 10, y: 20)))
        expectEqual(states, [.recognized])
        expectEqual(tap.state, .possible)
        view.removeGestureRecognizer(tap)
        #expect(tap.view == nil && view.gestureRecognizers == nil)
    }

    @Test func delegateThatRefusesMakesTheRecognizerFailWithoutActions() {
        let view = UIView()
        var fired = 0
        let tap = UITapGestureRecognizer { _ in fired += 1 }
        let delegate = GestureDelegate()
        delegate.allowsBegin = false
        tap.delegate = delegate
        view.addGestureRecognizer(tap)
        #expect(!tap.simulateRecognition())
        tap.isEnabled = false
        #expect(!tap.simulateRecognition())
        #expect(fired == 0 && delegate.asked == 1)
    }

    @Test func targetActionPairsAreRecordedWithTheirStates() {
        let target = NSObject()
        let press = UILongPressGestureRecognizer(target: target, action: Selector("pressed:"))
        UIView().addGestureRecognizer(press)
        press.simulateRecognition()
        expectEqual(press.headlessUndeliveredActions.map(\.state), [.began, .changed, .ended])
        #expect(press.headlessUndeliveredActions.allSatisfy { $0.target === target && $0.action == Selector("pressed:") })
        press.removeTarget(target, action: nil)
        press.simulateRecognition()
        expectEqual(press.headlessUndeliveredActions.count, 3)
    }

    @Test func panReportsTranslationAndVelocityWhileChanging() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var seen: [String] = []
        let pan = UIPanGestureRecognizer { recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            seen.append("\(recognizer.state.rawValue) \(pan.translation(in: recognizer.view).x) \(pan.velocity(in: recognizer.view).x)")
        }
        view.addGestureRecognizer(pan)
        pan.simulatePan(translation: CGPoint(x: 80, y: 0), velocity: CGPoint(x: 500, y: 0))
        expectEqual(seen, ["1 0.0 0.0", "2 80.0 500.0", "3 80.0 500.0"])
        expectEqual(pan.translation(in: view), .zero)
    }

    @Test func locationIsTheSimulatedTouchInAnyView() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        window.addSubview(view)
        var location = CGPoint.zero
        let tap = UITapGestureRecognizer { recognizer in location = recognizer.location(in: nil) }
        view.addGestureRecognizer(tap)
        tap.simulateRecognition(at: CGPoint(x: 5, y: 5))
        expectEqual(location, CGPoint(x: 15, y: 25))
        expectEqual(tap.location(in: view), CGPoint(x: 50, y: 50))
    }

    @Test func requireToFailIsRecordedAndSwipeDefaultsMatchUIKit() {
        let swipe = UISwipeGestureRecognizer(target: nil, action: nil)
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        tap.require(toFail: swipe)
        expectIdentical(tap.headlessRequiredToFail.first, swipe)
        #expect(swipe.direction == .right && swipe.numberOfTouchesRequired == 1)
        #expect(tap.numberOfTapsRequired == 1 && tap.cancelsTouchesInView)
    }

    @Test func scrollViewsCarryTheirPanRecognizer() {
        let scrollView = UIScrollView(frame: .zero)
        expectIdentical(scrollView.panGestureRecognizer.view, scrollView)
        expectIdentical(scrollView.gestureRecognizers?.first, scrollView.panGestureRecognizer)
    }

    @Test func interactivePopGesturePopsUnlessItsDelegateRefuses() throws {
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.pushViewController(UIViewController(), animated: false)
        let pop = try #require(navigation.interactivePopGestureRecognizer)
        expectIdentical(pop.view, navigation.view)
        let delegate = GestureDelegate()
        delegate.allowsBegin = false
        pop.delegate = delegate
        pop.simulateRecognition()
        expectEqual(navigation.viewControllers.count, 2)
        delegate.allowsBegin = true
        pop.simulateRecognition()
        expectEqual(navigation.viewControllers.count, 1)
        pop.simulateRecognition()
        expectEqual(navigation.viewControllers.count, 1)
    }
}
