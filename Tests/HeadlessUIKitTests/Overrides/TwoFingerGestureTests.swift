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

/// Where the fingers of a simulated gesture are (`numberOfTouches`, `location(ofTouch:in:)`), as
/// chart and photo screens read them to anchor a zoom.
@MainActor @Suite struct GestureFingerLocationTests {
    @Test func aPinchHasTwoFingersWhoseDistanceFollowsTheScale() {
        let chart = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        var fingers: [String] = []
        let pinch = UIPinchGestureRecognizer { recognizer in
            let first = recognizer.location(ofTouch: 0, in: chart)
            let second = recognizer.location(ofTouch: 1, in: chart)
            fingers.append("\(recognizer.numberOfTouches): \(first.x),\(first.y) \(second.x),\(second.y)")
        }
        chart.addGestureRecognizer(pinch)
        pinch.simulatePinch(scale: 2, at: CGPoint(x: 150, y: 100))
        expectEqual(fingers, [
            "2: 100.0,100.0 200.0,100.0",
            "2: 50.0,100.0 250.0,100.0",
            "2: 50.0,100.0 250.0,100.0",
        ])
        expectEqual(pinch.numberOfTouches, 0)
    }

    @Test func aRotationTurnsTheLineBetweenItsFingers() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        var second: [CGPoint] = []
        let rotation = UIRotationGestureRecognizer { recognizer in
            second.append(recognizer.location(ofTouch: 1, in: view))
        }
        view.addGestureRecognizer(rotation)
        rotation.simulateRotation(rotation: .pi / 2, at: CGPoint(x: 100, y: 100))
        let turned = CGPoint(x: 50, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        expectEqual(second.count, 3)
        expectEqual(second.first, CGPoint(x: 150, y: 100))
        #expect(abs(second[1].x - (100 + turned.x)) < 1e-9 && abs(second[1].y - (100 + turned.y)) < 1e-9)
    }

    @Test func aTapsOneFingerIsWhereTheTapIs() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = UIView(frame: CGRect(x: 20, y: 40, width: 100, height: 100))
        window.addSubview(view)
        var seen: [String] = []
        let tap = UITapGestureRecognizer { recognizer in
            let finger = recognizer.location(ofTouch: 0, in: nil)
            seen.append("\(recognizer.numberOfTouches) \(finger.x),\(finger.y)")
        }
        view.addGestureRecognizer(tap)
        tap.simulateRecognition(at: CGPoint(x: 10, y: 10))
        expectEqual(seen, ["1 30.0,50.0"])
    }

    @Test func aTouchIndexBeyondTheFingersStopsWithUIKitsMessage() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let pinch = UIPinchGestureRecognizer { recognizer in
                    _ = recognizer.location(ofTouch: 2, in: nil)
                }
                UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).addGestureRecognizer(pinch)
                pinch.simulatePinch(scale: 2)
            }
        }
        let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(message.contains("NSRangeException: -[UIPinchGestureRecognizer locationOfTouch:inView:]: index (2) beyond bounds (2)."))
    }
}
