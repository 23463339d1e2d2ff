import Foundation

/// The timing of an animation or a layer: when it begins, how long it lasts, how it repeats.
///
/// Headless: the values are stored; animations finish at once whatever they say.
public protocol CAMediaTiming {
    /// When the object begins, relative to its parent's time.
    var beginTime: CFTimeInterval { get set }
    /// How long one repetition lasts, in seconds; 0 means Core Animation's default (0.25 s).
    var duration: CFTimeInterval { get set }
    /// How fast time passes relative to the parent; 1 by default.
    var speed: Float { get set }
    /// An offset into the object's local time.
    var timeOffset: CFTimeInterval { get set }
    /// How many times the object repeats; 0 means once.
    var repeatCount: Float { get set }
    /// How long the object repeats, in seconds.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each repetition plays forwards then backwards.
    var autoreverses: Bool { get set }
    /// What the object shows outside its active time.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// What an animation shows before it begins and after it ends.
public struct CAMediaTimingFillMode: Hashable, RawRepresentable, Sendable {
    /// The mode's name.
    public let rawValue: String

    /// Creates a fill mode from its name.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The final values stay after the animation ends.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The initial values show before the animation begins.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both ``forwards`` and ``backwards``.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    /// Neither: the animation's effect is removed outside its active time (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}
