import Foundation

/// Whether an object following a keyframe path turns along it.
public struct CAAnimationRotationMode: Hashable, RawRepresentable, Sendable {
    /// The mode's name.
    public let rawValue: String

    /// Creates a mode from its name.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The object turns to follow the path's tangent.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// The object turns to follow the path's tangent, reversed.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
