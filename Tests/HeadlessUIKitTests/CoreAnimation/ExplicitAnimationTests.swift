import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// Explicit Core Animation animations finish at once, as `UIView.animate` does: the delegate is
/// told they started and stopped, the layer records them, and those removed on completion leave
/// the layer.
@MainActor @Suite struct ExplicitAnimationTests {
    /// A delegate recording what it is told.
    final class Recorder: NSObject, CAAnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ anim: CAAnimation) {
            events.append("start \((anim as? CAPropertyAnimation)?.keyPath ?? "-")")
        }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            events.append("stop \((anim as? CAPropertyAnimation)?.keyPath ?? "-") \(flag)")
        }
    }

    @Test func addedAnimationStartsStopsFinishedAndLeavesTheLayer() {
        let layer = CALayer()
        let recorder = Recorder()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 0.3
        fade.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        fade.delegate = recorder
        layer.add(fade, forKey: "fade")
        expectEqual(recorder.events, ["start opacity", "stop opacity true"])
        expectNil(layer.animation(forKey: "fade"))
        expectNil(layer.animationKeys())
        expectEqual(layer.headlessAddedAnimations.map(\.key), ["fade"])
        expectIdentical(layer.headlessAddedAnimations.first?.animation, fade)
    }

    @Test func animationNotRemovedOnCompletionStaysAttached() {
        let layer = CAShapeLayer()
        let stroke = CAKeyframeAnimation(keyPath: "strokeEnd")
        stroke.values = [0, 0.5, 1]
        stroke.keyTimes = [0, 0.2, 1]
        stroke.calculationMode = .cubic
        stroke.isRemovedOnCompletion = false
        stroke.fillMode = .forwards
        layer.add(stroke, forKey: "stroke")
        expectIdentical(layer.animation(forKey: "stroke"), stroke)
        expectEqual(layer.animationKeys(), ["stroke"])
        layer.removeAllAnimations()
        expectNil(layer.animationKeys())
    }

    @Test func transactionFinishesItsAnimationsAtCommitThenRunsItsCompletionBlock() {
        let layer = CALayer()
        let recorder = Recorder()
        var log: [String] = []
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.5)
        CATransaction.setCompletionBlock { log.append("completion after \(recorder.events)") }
        let group = CAAnimationGroup()
        group.animations = [CABasicAnimation(keyPath: "position"), CASpringAnimation(keyPath: "bounds")]
        group.delegate = recorder
        layer.add(group, forKey: "group")
        expectEqual(CATransaction.animationDuration(), 0.5)
        #expect(recorder.events.isEmpty, "not before the commit")
        expectIdentical(layer.animation(forKey: "group"), group)
        CATransaction.commit()
        expectEqual(log, ["completion after [\"start -\", \"stop - true\"]"])
        expectNil(layer.animation(forKey: "group"))
    }

    @Test func removingAnUnfinishedAnimationStopsItUnfinished() {
        let layer = CALayer()
        let recorder = Recorder()
        let move = CABasicAnimation(keyPath: "position.y")
        move.delegate = recorder
        CATransaction.begin()
        layer.add(move, forKey: "move")
        layer.removeAnimation(forKey: "move")
        CATransaction.commit()
        expectEqual(recorder.events, ["stop position.y false"])
    }

    @Test func completionBlockOutsideATransactionRunsAtOnce() {
        var ran = false
        CATransaction.setCompletionBlock { ran = true }
        #expect(ran)
    }

    @Test func timingFunctionsHaveTheControlPointsAppleDocuments() {
        var point: [Float] = [0, 0]
        CAMediaTimingFunction(name: .default).getControlPoint(at: 1, values: &point)
        expectEqual(point, [0.25, 0.1])
        CAMediaTimingFunction(name: .easeOut).getControlPoint(at: 2, values: &point)
        expectEqual(point, [0.58, 1])
        #expect(CACurrentMediaTime() > 0)
        let interval: CFTimeInterval = 0.25
        expectEqual(interval, 0.25)
    }

    @Test func layerCopiesAnotherLayersValuesWithItsSubclassProperties() {
        let original = CAShapeLayer()
        original.cornerRadius = 8
        original.opacity = 0.5
        original.lineWidth = 3
        original.strokeEnd = 0.4
        let copy = CAShapeLayer(layer: original)
        expectEqual(copy.cornerRadius, 8)
        expectEqual(copy.opacity, 0.5)
        expectEqual(copy.lineWidth, 3)
        expectEqual(copy.strokeEnd, 0.4)
        let gradient = CAGradientLayer()
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        expectEqual(CAGradientLayer(layer: gradient).startPoint, CGPoint(x: 0, y: 0.5))
        expectEqual(CALayer(layer: gradient).cornerRadius, 0)
    }
}
