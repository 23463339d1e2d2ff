import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// Recognizers an app writes itself, as with `import UIKit.UIGestureRecognizerSubclass`: they get
/// the simulated finger's touches and decide the gesture by setting `state`.
@MainActor @Suite struct CustomGestureRecognizerTests {
    /// Recognizes as soon as a finger touches down and ends when it lifts, as apps write to
    /// highlight a card while it is pressed; it logs what UIKit calls on it.
    final class TouchDownRecognizer: UIGestureRecognizer {
        var ignoresTouchesOnDown = false
        private(set) var log: [String] = []

        override var state: UIGestureRecognizer.State {
            didSet { log.append("state \(state.rawValue)") }
        }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            log.append("began \(touches.count) \(touches.first?.phase == .began)")
            if ignoresTouchesOnDown { touches.forEach { ignore($0, for: event) } }
            state = .began
        }

        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            log.append("moved")
            state = .changed
        }

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            log.append("ended \(touches.first?.phase == .ended)")
            state = .ended
        }

        override func reset() {
            super.reset()
            log.append("reset")
        }
    }

    /// A view that refuses every gesture, as a view does while it is busy.
    final class RefusingView: UIView {
        override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
    }

    @Test func theSubclassRecognizesFromItsTouchesAndSendsItsActions() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        var handled: [UIGestureRecognizer.State] = []
        let press = TouchDownRecognizer { handled.append($0.state) }
        card.addGestureRecognizer(press)

        #expect(press.simulateRecognition())

        expectEqual(handled, [.began, .ended])
        expectEqual(press.log, ["began 1 true", "state 1", "ended true", "state 3", "reset"])
        expectEqual(press.state, .possible)
    }

    @Test func aRefusalFromTheViewFailsTheSubclassWithoutActions() {
        let card = RefusingView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        var handled = 0
        let press = TouchDownRecognizer { _ in handled += 1 }
        card.addGestureRecognizer(press)

        #expect(!press.simulateRecognition())

        expectEqual(handled, 0)
        expectEqual(press.log, ["began 1 true", "state 5", "reset"], "a failed recognizer gets no more touches")
        expectEqual(press.state, .possible)
    }

    @Test func anIgnoredTouchDoesNotReachTheLaterTouchMethods() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        var handled: [UIGestureRecognizer.State] = []
        let press = TouchDownRecognizer { handled.append($0.state) }
        press.ignoresTouchesOnDown = true
        card.addGestureRecognizer(press)

        #expect(press.simulateRecognition())

        expectEqual(handled, [.began])
        expectEqual(press.log, ["began 1 true", "state 1", "reset"])
    }

    @Test func stateSetOutsideATouchSendsTheActionsAndResetsOnTheNextTurn() async {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        var handled: [UIGestureRecognizer.State] = []
        let press = TouchDownRecognizer { handled.append($0.state) }
        card.addGestureRecognizer(press)

        press.state = .began
        press.state = .ended
        expectEqual(handled, [.began, .ended])
        expectEqual(press.state, .ended, "the code that ended the gesture still sees it ended")

        await Task.yield()
        expectEqual(press.state, .possible)
        expectEqual(press.log, ["state 1", "state 3", "reset"])
    }

    @Test func aSimulationAfterAnEndedStateStartsFromAReset() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        var handled: [UIGestureRecognizer.State] = []
        let press = TouchDownRecognizer { handled.append($0.state) }
        card.addGestureRecognizer(press)

        press.state = .began
        press.state = .cancelled
        #expect(press.simulateRecognition())

        expectEqual(handled, [.began, .cancelled, .began, .ended])
        expectEqual(press.log, ["state 1", "state 4", "reset", "began 1 true", "state 1", "ended true", "state 3", "reset"])
    }

    @Test func theRecognizerIsAskedForTheEventBeforeTheDelegate() {
        final class OnlyTouchEvents: UIGestureRecognizer {
            private(set) var askedTypes: [UIEvent.EventType] = []
            override func shouldReceive(_ event: UIEvent) -> Bool {
                askedTypes.append(event.type)
                return false
            }
        }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var handled = 0
        let recognizer = OnlyTouchEvents { _ in handled += 1 }
        view.addGestureRecognizer(recognizer)

        #expect(!recognizer.simulateRecognition())

        expectEqual(recognizer.askedTypes, [.touches])
        expectEqual(handled, 0)
    }

    @Test func aContinuousRecognizerGetsAMoveBetweenDownAndUp() {
        final class DragRecognizer: UIPanGestureRecognizer {
            private(set) var phases: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { phases.append("began") }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { phases.append("moved") }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { phases.append("ended") }
        }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var handled: [UIGestureRecognizer.State] = []
        let drag = DragRecognizer { handled.append($0.state) }
        view.addGestureRecognizer(drag)

        #expect(drag.simulateRecognition())

        expectEqual(drag.phases, ["began", "moved", "ended"])
        expectEqual(handled, [.began, .changed, .ended], "a subclass that sets no state keeps the simulated states")
    }
}
