import Foundation

/// A motion effect that moves one key path of a view between two values as the device tilts
/// along one axis: `center.x` from -20 to 20 for a horizontal parallax.
@preconcurrency @MainActor
open class UIInterpolatingMotionEffect: UIMotionEffect {
    /// The axis whose tilt an effect follows.
    public enum EffectType: Int, Sendable {
        /// Tilting left and right.
        case tiltAlongHorizontalAxis = 0
        /// Tilting up and down.
        case tiltAlongVerticalAxis = 1
    }

    /// The key path of the view the effect changes.
    open private(set) var keyPath: String
    /// The axis the effect follows.
    open private(set) var type: EffectType
    /// The value added at a tilt of -1 (fully left or up): a number.
    open var minimumRelativeValue: Any?
    /// The value added at a tilt of 1 (fully right or down): a number.
    open var maximumRelativeValue: Any?

    /// Creates an effect on a key path, following one axis.
    ///
    /// - Parameters:
    ///   - keyPath: The key path of the view, such as `"center.x"`.
    ///   - type: The axis.
    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    /// Creates an effect from an archive; headless: nothing is decoded, and the effect changes
    /// an empty key path along the horizontal axis.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        keyPath = ""
        type = .tiltAlongHorizontalAxis
        super.init(coder: coder)
    }

    /// The value between ``minimumRelativeValue`` and ``maximumRelativeValue`` that the tilt along
    /// the effect's axis gives, linearly: the minimum at -1, the maximum at 1.
    ///
    /// Headless: the values are interpolated when both are numbers (`NSNumber`, `CGFloat`,
    /// `Double`, `Float`, `Int`); other values (`NSValue`s of points…) give `nil`.
    /// - Parameter viewerOffset: The tilt.
    /// - Returns: The value for ``keyPath``, as a `CGFloat`, or `nil`.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        guard let minimum = Self.number(minimumRelativeValue), let maximum = Self.number(maximumRelativeValue) else { return nil }
        let tilt = min(max(type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical, -1), 1)
        return [keyPath: minimum + (maximum - minimum) * (tilt + 1) / 2]
    }

    /// A value as a number, if it is one.
    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let number as NSNumber: CGFloat(number.doubleValue)
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as Int: CGFloat(value)
        default: nil
        }
    }
}
