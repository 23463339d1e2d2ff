#if !canImport(CoreGraphics)
import Foundation

/// Core Graphics' color, reduced to its components, where Core Graphics is absent.
///
/// UIKit's layer colors (`CALayer.borderColor`, `shadowColor`) are `CGColor`s, so
/// `layer.borderColor = UIColor.separator.cgColor` must compile. Only the creation and
/// inspection API is mirrored; there are no color spaces, patterns or conversions. Where Core
/// Graphics exists (macOS), its own `CGColor` is used instead.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The color's components, alpha last: `[white, alpha]` or `[red, green, blue, alpha]`.
    public let components: [CGFloat]?

    /// Creates an RGB color.
    ///
    /// - Parameters:
    ///   - red: The red component.
    ///   - green: The green component.
    ///   - blue: The blue component.
    ///   - alpha: The opacity.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// Creates a gray color.
    ///
    /// - Parameters:
    ///   - gray: The grayscale value.
    ///   - alpha: The opacity.
    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, alpha]
    }

    /// The number of components, alpha included.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The opacity.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// Whether two colors have the same components.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.components == rhs.components
    }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(components)
    }

    /// The components, for debugging.
    public var description: String {
        "CGColor \((components ?? []).map { "\($0)" }.joined(separator: " "))"
    }
}
#endif
