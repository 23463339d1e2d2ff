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
}

/// UIKit's process-wide animations switch, main-actor isolated as UIKit's is.
@MainActor
enum AnimationsSetting {
    static var isEnabled = true
}
