import Foundation

/// How a keyframe animation computes values between keyframes.
public struct CAAnimationCalculationMode: Hashable, RawRepresentable, Sendable {
    /// The mode's name.
    public let rawValue: String

    /// Creates a mode from its name.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Straight-line interpolation.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// No interpolation: each value holds until the next keyframe.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Even pacing, ignoring key times.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth spline through the values.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth spline with even pacing.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}
