import Foundation

// Block-based animations. Headless: nothing is animated. The animation block runs at once, so
// its changes are visible right after the call, and the completion runs at once with `true`
// (UIKit calls it later, when the animation finishes). Durations, delays, springs and options
// are accepted and ignored.
extension UIView {
    /// Options for animating views.
    public struct AnimationOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt

        /// Creates options from raw bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews at commit time so they animate with their parent.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets the user interact with views while they animate.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from the current state of an animation in flight.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation indefinitely.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs the animation backward and forward.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Ignores the duration of an enclosing animation.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Ignores the curve of an enclosing animation.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Animates by changing properties and redrawing.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hides and shows views in a transition instead of removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Ignores the options of an enclosing animation.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// Ease in, ease out (the default curve).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// Flips from the left.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flips from the right.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curls up.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curls down.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Cross-dissolves.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flips from the top.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flips from the bottom.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        /// Prefers 60 frames per second.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// Prefers 30 frames per second.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
    }

    /// Animates changes with a spring described by its duration and bounce (iOS 17). Headless:
    /// runs the animations now, then the completion with `true`, as the other animation methods
    /// do.
    ///
    /// ```swift
    /// UIView.animate(springDuration: 0.4, bounce: 0.2) {
    ///     badge.transform = .identity
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - duration: How long the spring takes to settle (ignored).
    ///   - bounce: How much the spring overshoots, from 0 (none) toward 1 (ignored).
    ///   - initialSpringVelocity: The starting speed (ignored).
    ///   - delay: The wait before starting (ignored).
    ///   - options: Animation options (ignored).
    ///   - animations: The changes, run at once.
    ///   - completion: Called right after with `true`.
    @available(iOS 17.0, tvOS 17.0, *)
    public class func animate(
        springDuration duration: TimeInterval = 0.5,
        bounce: CGFloat = 0.0,
        initialSpringVelocity: CGFloat = 0.0,
        delay: TimeInterval = 0.0,
        options: UIView.AnimationOptions = [],
        animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        runImmediately(animations, completion: completion)
    }

    static func runImmediately(_ animations: () -> Void, completion: ((Bool) -> Void)?) {
        animations()
        completion?(true)
    }
}
