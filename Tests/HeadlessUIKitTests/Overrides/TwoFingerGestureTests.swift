import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// Pinch, rotation and screen-edge pan recognizers, driven as an app's photo or drawer screen
/// uses them: handlers that apply the gesture step by step and set it back.
@MainActor @Suite struct TwoFingerGestureTests {
    @Test func pinchReportsItsScaleWhileChangingAndStartsAgainAtOne() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        var seen: [String] = []
        let pinch = UIPinchGestureRecognizer { recognizer in
            let pinch = recognizer as! UIPinchGestureRecognizer
            seen.append("\(recognizer.state.rawValue) \(pinch.scale) \(pinch.velocity)")
        }
        view.addGestureRecognizer(pinch)
        expectEqual(pinch.scale, 1)
        // A scale the app set between pinches does not carry into the next one.
        pinch.scale = 3
        #expect(pinch.simulatePinch(scale: 2.5, velocity: 1.5, at: CGPoint(x: 50, y: 60)))
        expectEqual(seen, ["1 1.0 0.0", "2 2.5 1.5", "3 2.5 1.5"])
        expectEqual(pinch.scale, 1)
        expectEqual(pinch.velocity, 0)
        expectEqual(pinch.state, .possible)
    }

    @Test func zoomHandlerThatResetsTheScaleAccumulatesEachPinch() {
        let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var zoom: CGFloat = 1
        var velocityAfterReset: [CGFloat] = []
        let pinch = UIPinchGestureRecognizer { recognizer in
            let pinch = recognizer as! UIPinchGestureRecognizer
            guard pinch.state == .changed else { return }
            zoom *= pinch.scale
            pinch.scale = 1
            velocityAfterReset.append(pinch.velocity)
        }
        imageView.addGestureRecognizer(pinch)
        pinch.simulatePinch(scale: 2, velocity: 3)
        pinch.simulatePinch(scale: 1.5)
        expectEqual(zoom, 3)
        expectEqual(velocityAfterReset, [0, 0])
    }

    @Test func rotationReportsItsAngleWhileChangingAndStartsAgainAtZero() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        var seen: [String] = []
        let rotation = UIRotationGestureRecognizer { recognizer in
            let rotation = recognizer as! UIRotationGestureRecognizer
            seen.append("\(recognizer.state.rawValue) \(rotation.rotation) \(rotation.velocity)")
        }
        view.addGestureRecognizer(rotation)
        // An angle the app set between gestures does not carry into the next one.
        rotation.rotation = 1
        #expect(rotation.simulateRotation(rotation: 0.5, velocity: 2))
        expectEqual(seen, ["1 0.0 0.0", "2 0.5 2.0", "3 0.5 2.0"])
        expectEqual(rotation.rotation, 0)
        expectEqual(rotation.velocity, 0)
    }

    @Test func turnHandlerThatResetsTheRotationAccumulatesEachTurnAndClearsTheVelocity() {
        var angle: CGFloat = 0
        var velocityAfterReset: [CGFloat] = []
        let rotation = UIRotationGestureRecognizer { recognizer in
            let rotation = recognizer as! UIRotationGestureRecognizer
            guard rotation.state == .changed else { return }
            angle += rotation.rotation
            rotation.rotation = 0
            velocityAfterReset.append(rotation.velocity)
        }
        UIView().addGestureRecognizer(rotation)
        rotation.simulateRotation(rotation: 0.5, velocity: 2)
        rotation.simulateRotation(rotation: 0.25, velocity: 1)
        expectEqual(angle, 0.75)
        expectEqual(velocityAfterReset, [0, 0])
    }

    @Test func refusedPinchAndRotationSendNothing() {
        let view = UIView()
        var fired = 0
        let pinch = UIPinchGestureRecognizer { _ in fired += 1 }
        let rotation = UIRotationGestureRecognizer { _ in fired += 1 }
        let delegate = GestureDelegate()
        delegate.allowsBegin = false
        pinch.delegate = delegate
        rotation.delegate = delegate
        view.addGestureRecognizer(pinch)
        view.addGestureRecognizer(rotation)
        #expect(!pinch.simulatePinch(scale: 2))
        #expect(!rotation.simulateRotation(rotation: 1))
        expectEqual(fired, 0)
        expectEqual(delegate.asked, 2)
    }

    @Test func screenEdgePanHasNoEdgesUntilSetAndPansAsAPan() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var translations: [CGFloat] = []
        let edgePan = UIScreenEdgePanGestureRecognizer { recognizer in
            translations.append((recognizer as! UIScreenEdgePanGestureRecognizer).translation(in: view).x)
        }
        expectEqual(edgePan.edges, [])
        edgePan.edges = .left
        view.addGestureRecognizer(edgePan)
        #expect(edgePan.simulatePan(translation: CGPoint(x: 120, y: 0), at: CGPoint(x: 2, y: 400)))
        expectEqual(translations, [0, 120, 120])
        expectEqual(edgePan.edges, .left)
    }
}
