import Foundation

// Keyframe animations, view-to-view transitions and turning animations off. Headless: nothing
// animates, so every block runs at once and completions get `true`.
extension UIView {
    /// Options of ``animateKeyframes(withDuration:delay:options:animations:completion:)``.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates options from raw bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lays out subviews at commit time.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Lets the user interact while animating.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Starts from the current state of a running animation.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeats forever.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Runs backwards after forwards.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Ignores an enclosing animation's duration.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Ignores an enclosing animation's options.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Interpolates linearly between keyframes.
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Jumps from keyframe to keyframe.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Moves at an even pace, ignoring the keyframes' timing.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// Interpolates along a smooth curve.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// Paced along a smooth curve.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// Animates keyframes added in `animations` with
    /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``. Headless: runs
    /// `animations` (and so every keyframe, in the order added) now, then `completion` with `true`.
    ///
    /// - Parameters:
    ///   - duration: Ignored.
    ///   - delay: Ignored.
    ///   - options: Ignored.
    ///   - animations: Adds the keyframes.
    ///   - completion: Called right after with `true`.
    public class func animateKeyframes(
        withDuration duration: TimeInterval,
        delay: TimeInterval,
        options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    /// Adds a keyframe to the enclosing keyframe animation. Headless: runs `animations` now.
    ///
    /// - Parameters:
    ///   - frameStartTime: Ignored.
    ///   - frameDuration: Ignored.
    ///   - animations: The keyframe's changes.
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double,
        relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        animations()
    }

    /// Replaces a view with another, animating the change: `toView` takes `fromView`'s place in
    /// its superview and `fromView` is removed, or, with `.showHideTransitionViews`, `fromView`
    /// is hidden and `toView` shown. Headless: done now, then `completion` with `true`.
    ///
    /// - Parameters:
    ///   - fromView: The view to replace.
    ///   - toView: The view that replaces it.
    ///   - duration: Ignored.
    ///   - options: `.showHideTransitionViews` hides instead of removing; the others are ignored.
    ///   - completion: Called right after with `true`.
    public class func transition(
        from fromView: UIView,
        to toView: UIView,
        duration: TimeInterval,
        options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let superview = fromView.superview {
            superview.insertSubview(toView, aboveSubview: fromView)
            fromView.removeFromSuperview()
        }
        completion?(true)
    }

    /// Turns animations on or off for changes made afterwards. Headless: nothing animates
    /// either way; the setting is kept for ``areAnimationsEnabled``.
    ///
    /// - Parameter enabled: Whether animations run.
    public class func setAnimationsEnabled(_ enabled: Bool) {
        AnimationsSetting.isEnabled = enabled
    }

    /// Whether animations are turned on (``setAnimationsEnabled(_:)``); `true` by default.
    public class var areAnimationsEnabled: Bool { AnimationsSetting.isEnabled }
}

/// UIKit's process-wide animations switch, main-actor isolated as UIKit's is.
@MainActor
private enum AnimationsSetting {
    static var isEnabled = true
}
