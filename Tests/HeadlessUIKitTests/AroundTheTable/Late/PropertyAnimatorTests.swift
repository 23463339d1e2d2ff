import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct PropertyAnimatorTests {
    @Test func animatorWaitsForStartThenFinishesAtOnceLikeAnimate() {
        let view = UIView()
        var log: [String] = []
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { view.alpha = 0; log.append("animations") }
        animator.addAnimations { log.append("added") }
        animator.addCompletion { log.append("completion \($0)") }
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(view.alpha == 1 && log.isEmpty)
        #expect(animator.duration == 0.3 && animator.delay == 0)

        animator.startAnimation()

        expectEqual(view.alpha, 0)
        expectEqual(log, ["animations", "added", "completion end"])
        #expect(animator.state == .inactive && !animator.isRunning)
        expectEqual(animator.fractionComplete, 0)
    }

    @Test func runningAnimatorRunsBlocksAndCompletionAtOnce() {
        let view = UIView()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.2, delay: 0.1, options: [.curveEaseIn],
            animations: { view.isHidden = true },
            completion: { positions.append($0) }
        )
        #expect(view.isHidden)
        expectEqual(positions, [.end])
        #expect(animator.delay == 0.1 && animator.state == .inactive)
    }

    @Test func scrubbingAppliesAnimationsAndPausesThenReversedFinishEndsAtStart() {
        let view = UIView()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.8) { view.alpha = 0.5 }
        animator.addCompletion { positions.append($0) }

        animator.fractionComplete = 0.4
        expectEqual(view.alpha, 0.5)
        #expect(animator.state == .active && !animator.isRunning)
        expectEqual(animator.fractionComplete, 0.4)
        animator.fractionComplete = 3
        expectEqual(animator.fractionComplete, 1)

        var addedWhileActive = false
        animator.addAnimations({ addedWhileActive = true }, delayFactor: 0.5)
        #expect(addedWhileActive)

        animator.isReversed = true
        animator.startAnimation()
        expectEqual(positions, [.start])
        expectEqual(animator.state, .inactive)
    }

    @Test func stoppingWithoutFinishingSkipsCompletions() {
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        expectEqual(animator.state, .active)
        animator.stopAnimation(true)
        expectEqual(animator.state, .inactive)
        #expect(positions.isEmpty)
    }

    @Test func stoppedAnimatorFinishesWhereTold() {
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.pauseAnimation()
        animator.stopAnimation(false)
        expectEqual(animator.state, .stopped)
        animator.addCompletion { positions.append($0) }
        animator.finishAnimation(at: .current)
        expectEqual(positions, [.current])
        expectEqual(animator.state, .inactive)
    }

    @Test func pausesOnCompletionKeepsTheAnimatorActiveAndPaused() {
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.pausesOnCompletion = true
        animator.addCompletion { positions.append($0) }
        animator.startAnimation(afterDelay: 2)
        #expect(animator.state == .active && !animator.isRunning)
        expectEqual(animator.fractionComplete, 1)
        #expect(positions.isEmpty)
    }

    @Test func animatorIsUsableThroughTheAnimatingProtocol() {
        let animating: any UIViewAnimating = UIViewPropertyAnimator(duration: 1, curve: .easeInOut)
        animating.pauseAnimation()
        expectEqual(animating.state, .active)
        animating.stopAnimation(true)
        expectEqual(animating.state, .inactive)
    }

    @Test func timingParametersHoldTheCurveOrSpringTheAnimatorWasCreatedWith() {
        let curved = UIViewPropertyAnimator(duration: 1, curve: .easeOut)
        let cubic = curved.timingParameters?.cubicTimingParameters
        expectEqual(curved.timingParameters?.timingCurveType, .builtin)
        expectEqual(cubic?.animationCurve, .easeOut)
        #expect(cubic?.controlPoint1 == CGPoint(x: 0, y: 0) && cubic?.controlPoint2 == CGPoint(x: 0.58, y: 1))
        expectNil(curved.timingParameters?.springTimingParameters)

        let bezier = UIViewPropertyAnimator(duration: 1, controlPoint1: CGPoint(x: 0.1, y: 0.2), controlPoint2: CGPoint(x: 0.3, y: 0.9))
        expectEqual(bezier.timingParameters?.timingCurveType, .cubic)
        expectEqual(bezier.timingParameters?.cubicTimingParameters?.controlPoint2, CGPoint(x: 0.3, y: 0.9))

        let springy = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.6)
        expectEqual(springy.timingParameters?.timingCurveType, .spring)
        expectEqual(springy.timingParameters?.springTimingParameters?.initialVelocity, .zero)
        expectNil(springy.timingParameters?.cubicTimingParameters)
    }

    @Test func animatorFromTimingParametersRunsTheAnimationsAddedLater() {
        let view = UIView()
        let spring = UISpringTimingParameters(dampingRatio: 0.7, initialVelocity: CGVector(dx: 0, dy: 2))
        let animator = UIViewPropertyAnimator(duration: 0.4, timingParameters: spring)
        animator.addAnimations { view.alpha = 0.25 }
        #expect(view.alpha == 1 && animator.state == .inactive)

        animator.startAnimation()

        expectEqual(view.alpha, 0.25)
        expectEqual(animator.duration, 0.4)
        expectEqual(animator.timingParameters?.springTimingParameters?.initialVelocity, CGVector(dx: 0, dy: 2))
        expectIdentical(spring.copy() as AnyObject, spring, "immutable timing parameters copy as themselves")
    }
}
