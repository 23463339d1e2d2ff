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

        #expect(view.alpha == 0)
        #expect(log == ["animations", "added", "completion end"])
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(animator.fractionComplete == 0)
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
        #expect(positions == [.end])
        #expect(animator.delay == 0.1 && animator.state == .inactive)
    }

    @Test func scrubbingAppliesAnimationsAndPausesThenReversedFinishEndsAtStart() {
        let view = UIView()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.8) { view.alpha = 0.5 }
        animator.addCompletion { positions.append($0) }

        animator.fractionComplete = 0.4
        #expect(view.alpha == 0.5)
        #expect(animator.state == .active && !animator.isRunning)
        #expect(animator.fractionComplete == 0.4)
        animator.fractionComplete = 3
        #expect(animator.fractionComplete == 1)

        var addedWhileActive = false
        animator.addAnimations({ addedWhileActive = true }, delayFactor: 0.5)
        #expect(addedWhileActive)

        animator.isReversed = true
        animator.startAnimation()
        #expect(positions == [.start])
        #expect(animator.state == .inactive)
    }

    @Test func stoppingWithoutFinishingSkipsCompletions() {
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        #expect(animator.state == .active)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        #expect(positions.isEmpty)
    }

    @Test func stoppedAnimatorFinishesWhereTold() {
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.pauseAnimation()
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        animator.addCompletion { positions.append($0) }
        animator.finishAnimation(at: .current)
        #expect(positions == [.current])
        #expect(animator.state == .inactive)
    }

    @Test func pausesOnCompletionKeepsTheAnimatorActiveAndPaused() {
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.pausesOnCompletion = true
        animator.addCompletion { positions.append($0) }
        animator.startAnimation(afterDelay: 2)
        #expect(animator.state == .active && !animator.isRunning)
        #expect(animator.fractionComplete == 1)
        #expect(positions.isEmpty)
    }

    @Test func animatorIsUsableThroughTheAnimatingProtocol() {
        let animating: any UIViewAnimating = UIViewPropertyAnimator(duration: 1, curve: .easeInOut)
        animating.pauseAnimation()
        #expect(animating.state == .active)
        animating.stopAnimation(true)
        #expect(animating.state == .inactive)
    }

    @Test func timingParametersHoldTheCurveOrSpringTheAnimatorWasCreatedWith() {
        let curved = UIViewPropertyAnimator(duration: 1, curve: .easeOut)
        let cubic = curved.timingParameters?.cubicTimingParameters
        #expect(curved.timingParameters?.timingCurveType == .builtin)
        #expect(cubic?.animationCurve == .easeOut)
        #expect(cubic?.controlPoint1 == CGPoint(x: 0, y: 0) && cubic?.controlPoint2 == CGPoint(x: 0.58, y: 1))
        #expect(curved.timingParameters?.springTimingParameters == nil)

        let bezier = UIViewPropertyAnimator(duration: 1, controlPoint1: CGPoint(x: 0.1, y: 0.2), controlPoint2: CGPoint(x: 0.3, y: 0.9))
        #expect(bezier.timingParameters?.timingCurveType == .cubic)
        #expect(bezier.timingParameters?.cubicTimingParameters?.controlPoint2 == CGPoint(x: 0.3, y: 0.9))

        let springy = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.6)
        #expect(springy.timingParameters?.timingCurveType == .spring)
        #expect(springy.timingParameters?.springTimingParameters?.initialVelocity == .zero)
        #expect(springy.timingParameters?.cubicTimingParameters == nil)
    }

    @Test func animatorFromTimingParametersRunsTheAnimationsAddedLater() {
        let view = UIView()
        let spring = UISpringTimingParameters(dampingRatio: 0.7, initialVelocity: CGVector(dx: 0, dy: 2))
        let animator = UIViewPropertyAnimator(duration: 0.4, timingParameters: spring)
        animator.addAnimations { view.alpha = 0.25 }
        #expect(view.alpha == 1 && animator.state == .inactive)

        animator.startAnimation()

        #expect(view.alpha == 0.25)
        #expect(animator.duration == 0.4)
        #expect(animator.timingParameters?.springTimingParameters?.initialVelocity == CGVector(dx: 0, dy: 2))
        #expect(spring.copy() as AnyObject === spring, "immutable timing parameters copy as themselves")
    }
}
