import Foundation

/// An animator of view properties that can be started, paused, scrubbed, reversed, stopped and
/// finished, with completions told where the animations ended.
///
/// Headless: nothing is animated, as with `UIView.animate`. The animation blocks run when the
/// animator becomes ``UIViewAnimatingState/active`` (``startAnimation()``, ``pauseAnimation()``
/// or setting ``fractionComplete`` on an inactive animator), so their changes are visible at
/// once; a block added to an active animator runs at once. A started animation finishes at
/// once: the completions run with ``UIViewAnimatingPosition/end`` (``UIViewAnimatingPosition/start``
/// when ``isReversed``) and the animator is inactive again, unless ``pausesOnCompletion`` keeps
/// it active and paused. Durations, delays and timing parameters are stored or ignored.
///
/// The designated ``init(duration:timingParameters:)`` is `required` here (UIKit's is not), so
/// that ``runningPropertyAnimator(withDuration:delay:options:animations:completion:)`` can return
/// `Self` as UIKit's does: a subclass with initializers of its own overrides it.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    private var pendingAnimations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var storedFractionComplete: CGFloat = 0

    /// The duration of the animations, in seconds. Headless: stored; nothing waits for it.
    open private(set) var duration: TimeInterval
    /// The delay before the animations start, in seconds; 0 unless set by
    /// ``runningPropertyAnimator(withDuration:delay:options:animations:completion:)``.
    /// Headless: stored; nothing waits for it.
    open private(set) var delay: TimeInterval = 0
    /// The timing the animator was created with: a cubic curve or a spring. Headless: stored.
    open var timingParameters: (any UITimingCurveProvider)? { storedTimingParameters }
    private let storedTimingParameters: any UITimingCurveProvider

    /// Whether the animated views take touches meanwhile; `true` by default. Stored.
    open var isUserInteractionEnabled: Bool = true
    /// Whether the animator can be paused and stopped; `true` by default. Stored.
    open var isInterruptible: Bool = true
    /// Whether the animator stays active and paused when its animations finish, instead of
    /// running its completions; `false` by default.
    open var pausesOnCompletion: Bool = false

    /// Whether the animations are inactive, active or stopped; inactive at first.
    open private(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animations are running. Headless: a started animation finishes at once, so
    /// this is `true` only while ``startAnimation()`` runs the animation blocks.
    open private(set) var isRunning: Bool = false
    /// Whether the animations run back to their start; `false` by default. When it is `true`,
    /// finished animations end at ``UIViewAnimatingPosition/start``.
    open var isReversed: Bool = false

    /// Creates an inactive animator with timing parameters and no animations.
    ///
    /// Headless: `required`, so that
    /// ``runningPropertyAnimator(withDuration:delay:options:animations:completion:)`` can make
    /// subclasses (UIKit's is not).
    ///
    /// - Parameters:
    ///   - duration: The duration in seconds.
    ///   - parameters: The timing, such as ``UICubicTimingParameters`` or
    ///     ``UISpringTimingParameters``; stored in ``timingParameters``.
    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.duration = duration
        storedTimingParameters = parameters
        super.init()
    }

    /// Creates an inactive animator with one of UIKit's timing curves.
    ///
    /// - Parameters:
    ///   - duration: The duration in seconds.
    ///   - curve: The timing curve; ``timingParameters`` holds it.
    ///   - animations: The changes, run when the animator starts.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// Creates an inactive animator with a cubic Bézier timing curve.
    ///
    /// - Parameters:
    ///   - duration: The duration in seconds.
    ///   - point1: The curve's first control point; ``timingParameters`` holds it.
    ///   - point2: The curve's second control point.
    ///   - animations: The changes, run when the animator starts.
    public convenience init(
        duration: TimeInterval,
        controlPoint1 point1: CGPoint,
        controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// Creates an inactive animator with a spring timing.
    ///
    /// - Parameters:
    ///   - duration: The duration in seconds.
    ///   - ratio: The damping ratio, from 0 to 1; ``timingParameters`` holds a spring.
    ///   - animations: The changes, run when the animator starts.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Creates an animator and starts it. Headless: the animations and the completion run at
    /// once (the completion with ``UIViewAnimatingPosition/end``); the animator returned is
    /// inactive again.
    ///
    /// - Parameters:
    ///   - duration: The duration in seconds.
    ///   - delay: The delay before the start, in seconds; stored in ``delay``.
    ///   - options: The options; ignored.
    ///   - animations: The changes.
    ///   - completion: Called when the animations end, with where they ended.
    /// - Returns: The animator.
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval,
        delay: TimeInterval,
        options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void,
        completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let animator = self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: .easeInOut))
        animator.addAnimations(animations)
        animator.delay = delay
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: - Blocks

    /// Adds animations: to an inactive animator, they run when it starts; to an active one,
    /// they run at once.
    ///
    /// - Parameter animation: The changes.
    open func addAnimations(_ animation: @escaping () -> Void) {
        if state == .inactive {
            pendingAnimations.append(animation)
        } else {
            animation()
        }
    }

    /// Adds animations that start after a fraction of the remaining duration. Headless: the
    /// delay is ignored; as ``addAnimations(_:)``.
    ///
    /// - Parameters:
    ///   - animation: The changes.
    ///   - delayFactor: The fraction, from 0 to 1, of the remaining duration to wait; ignored.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        addAnimations(animation)
    }

    /// Adds a block run when the animations end, with where they ended. Blocks may be added at
    /// any time, including while the animator is stopped.
    ///
    /// - Parameter completion: The block.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: - Running

    /// How far the animations have gone, from 0 to 1 (clamped). Setting it on an inactive
    /// animator applies the animations and leaves it active and paused, as a scrubbing
    /// gesture does. Headless: stored; back to 0 when the animations end.
    open var fractionComplete: CGFloat {
        get { storedFractionComplete }
        set {
            activate()
            storedFractionComplete = min(max(newValue, 0), 1)
        }
    }

    /// Starts the animations. Headless: they finish at once (see the type's documentation).
    /// A stopped animator cannot start: the program stops, as UIKit raises an exception.
    open func startAnimation() {
        precondition(state != .stopped, "UIViewPropertyAnimator: a stopped animator cannot start; finish it first")
        isRunning = true
        activate()
        if pausesOnCompletion {
            storedFractionComplete = isReversed ? 0 : 1
            isRunning = false
        } else {
            finish(at: isReversed ? .start : .end)
        }
    }

    /// Starts the animations after a delay. Headless: the delay is ignored; as
    /// ``startAnimation()``.
    ///
    /// - Parameter delay: The delay in seconds; ignored.
    open func startAnimation(afterDelay delay: TimeInterval) {
        startAnimation()
    }

    /// Continues paused animations; headless, the timing does not matter: they finish at once, as
    /// ``startAnimation()`` finishes them.
    ///
    /// - Parameters:
    ///   - parameters: The new timing, or `nil` to keep the current one.
    ///   - durationFactor: The fraction of the original duration the rest takes.
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        startAnimation()
    }

    /// Pauses the animations; an inactive animator applies its animations and becomes active
    /// and paused. A stopped animator cannot pause: the program stops, as UIKit raises an
    /// exception.
    open func pauseAnimation() {
        precondition(state != .stopped, "UIViewPropertyAnimator: a stopped animator cannot pause")
        activate()
        isRunning = false
    }

    /// Stops active animations where they are.
    ///
    /// - Parameter withoutFinishing: `true` to make the animator inactive without running the
    ///   completions; `false` to leave it ``UIViewAnimatingState/stopped`` until
    ///   ``finishAnimation(at:)``. An inactive animator is left as it is.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        isRunning = false
        if withoutFinishing {
            reset()
        } else {
            state = .stopped
        }
    }

    /// Ends stopped animations at a position and runs the completions with it. The animator
    /// must be stopped (``stopAnimation(_:)`` with `false`): otherwise the program stops, as
    /// UIKit raises an exception.
    ///
    /// - Parameter finalPosition: Where the animations end.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        precondition(state == .stopped, "UIViewPropertyAnimator: finishAnimation(at:) needs a stopped animator")
        finish(at: finalPosition)
    }

    // MARK: - Private

    /// Applies the pending animations and makes the animator active, if it is inactive.
    private func activate() {
        guard state == .inactive else { return }
        state = .active
        let animations = pendingAnimations
        pendingAnimations = []
        animations.forEach { $0() }
    }

    private func finish(at position: UIViewAnimatingPosition) {
        let finished = completions
        reset()
        finished.forEach { $0(position) }
    }

    private func reset() {
        completions = []
        state = .inactive
        isRunning = false
        storedFractionComplete = 0
    }
}
