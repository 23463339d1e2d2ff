#if !canImport(CoreGraphics)
import Foundation

/// Core Graphics' two-dimensional vector, where Core Graphics is absent: a spring animation's
/// initial velocity (`UISpringTimingParameters(dampingRatio:initialVelocity:)`). Where Core
/// Graphics exists, its own type is used instead.
public struct CGVector: Equatable, Hashable, Sendable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// The vector whose components are zero.
    public static var zero: CGVector { CGVector() }

    /// Creates the vector whose components are zero.
    public init() {
        self.init(dx: 0, dy: 0)
    }

    /// Creates a vector from its components.
    ///
    /// - Parameters:
    ///   - dx: The horizontal component.
    ///   - dy: The vertical component.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
}
#endif
