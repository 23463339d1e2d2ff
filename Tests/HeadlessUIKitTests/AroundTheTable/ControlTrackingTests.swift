import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// Custom controls as apps write them: a control that tracks its touches by overriding
/// `beginTracking`/`endTracking`, and one that observes its target–action pairs by overriding
/// `sendAction(_:to:for:)`.
@MainActor @Suite struct ControlTrackingTests {
    /// A rating control: a touch sets the rating from where it lands; it records what UIKit calls.
    final class RatingControl: UIControl {
        var rating = 0
        var tracksTouches = true
        private(set) var calls: [String] = []

        override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            let stars = Int(touch.location(in: self).x / (bounds.width / 5)) + 1
            calls.append("begin at star \(stars), event of \(event?.allTouches?.count ?? 0) touch")
            guard tracksTouches else { return false }
            rating = stars
            sendActions(for: .valueChanged)
            return true
        }

        override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
            calls.append("end tracking \(isTracking)")
            super.endTracking(touch, with: event)
            calls.append("ended tracking \(isTracking)")
        }

        override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
            calls.append("\(action.name) tracking \(isTracking) inside \(isTouchInside) with event \(event != nil)")
            super.sendAction(action, to: target, for: event)
        }
    }

    @Test func aTapIsTrackedFromBeginToEndAndItsActionsCarryTheTouchEvent() {
        let control = RatingControl(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        control.addTarget(nil, action: Selector("ratingChanged:"), for: .valueChanged)
        control.addTarget(nil, action: Selector("touchedUp:"), for: .touchUpInside)

        control.simulateTap()
        expectEqual(control.rating, 3)
        expectEqual(control.calls, [
            "begin at star 3, event of 1 touch",
            "ratingChanged: tracking false inside true with event true",
            "end tracking true",
            "ended tracking false",
            "touchedUp: tracking false inside true with event true",
        ])
        #expect(!control.isTracking)
        #expect(!control.isTouchInside)
        expectEqual(control.headlessUndeliveredActions.map(\.action.name), ["ratingChanged:", "touchedUp:"])
        expectEqual(control.headlessUndeliveredActions.map(\.controlEvents), [.valueChanged, .touchUpInside])
    }

    @Test func aControlThatDeclinesTheTouchIsNotTrackedButStillSendsItsEvents() {
        let control = RatingControl(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        control.tracksTouches = false
        control.addTarget(nil, action: Selector("touchedDown:"), for: .touchDown)

        control.simulateTap()
        expectEqual(control.rating, 0)
        expectEqual(control.calls, [
            "begin at star 3, event of 1 touch",
            "touchedDown: tracking false inside true with event true",
        ])
    }

    @Test func actionsSentInCodeGoThroughSendActionWithoutAnEvent() {
        let control = RatingControl(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        control.addTarget(nil, action: Selector("ratingChanged:"), for: .valueChanged)

        control.sendActions(for: .valueChanged)
        expectEqual(control.calls, ["ratingChanged: tracking false inside false with event false"])
        expectEqual(control.headlessUndeliveredActions.map(\.controlEvents), [.valueChanged])
    }

    /// A button that reports each action to analytics and suppresses one.
    final class AnalyticsButton: UIButton {
        private(set) var logged: [String] = []

        override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
            logged.append(action.name)
            guard action.name != "suppressed:" else { return }
            super.sendAction(action, to: target, for: event)
        }
    }

    @Test func anOverrideThatSkipsSuperSuppressesTheAction() {
        let button = AnalyticsButton(frame: CGRect(x: 0, y: 0, width: 80, height: 44))
        button.addTarget(nil, action: Selector("suppressed:"), for: .touchUpInside)
        button.addTarget(nil, action: Selector("buy:"), for: .touchUpInside)

        button.simulateTap()
        expectEqual(button.logged, ["suppressed:", "buy:"])
        expectEqual(button.headlessUndeliveredActions.map(\.action.name), ["buy:"])
    }

    @Test func aSliderDragIsTrackedToo() {
        final class TrackedSlider: UISlider {
            private(set) var tracked: [Bool] = []

            override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
                tracked.append(true)
                return super.beginTracking(touch, with: event)
            }

            override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
                tracked.append(false)
                super.endTracking(touch, with: event)
            }
        }
        let slider = TrackedSlider(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        var values: [Float] = []
        slider.addAction(UIAction { _ in values.append(slider.value) }, for: .valueChanged)

        slider.simulateDrag(to: 0.75)
        expectEqual(slider.tracked, [true, false])
        expectEqual(values, [0.75])
    }
}
