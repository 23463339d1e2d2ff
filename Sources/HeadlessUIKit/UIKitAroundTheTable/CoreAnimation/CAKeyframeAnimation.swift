import Foundation

/// An animation of a property through a sequence of values.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values the property goes through.
    open var values: [Any]?
    /// A path a point property follows, instead of ``values``.
    open var path: CGPath?
    /// When each value is reached, as fractions of the duration.
    open var keyTimes: [NSNumber]?
    /// The pacing between consecutive values.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are computed; ``CAAnimationCalculationMode/linear`` by
    /// default.
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// The tension of the cubic calculation modes, per keyframe.
    open var tensionValues: [NSNumber]?
    /// The continuity of the cubic calculation modes, per keyframe.
    open var continuityValues: [NSNumber]?
    /// The bias of the cubic calculation modes, per keyframe.
    open var biasValues: [NSNumber]?
    /// Whether an object following ``path`` turns along it.
    open var rotationMode: CAAnimationRotationMode?
}
