import Foundation

/// Animation timing as a cubic Bézier curve from (0, 0) to (1, 1), given by a built-in curve or
/// by two control points.
///
/// Headless: stored; nothing is timed. The control points of a built-in curve are those Apple
/// documents for Core Animation's named timing functions (ease in and out (0.42, 0) and
/// (0.58, 1), ease in (0.42, 0) and (1, 1), ease out (0, 0) and (0.58, 1), linear (0, 0) and
/// (1, 1)).
// `@unchecked Sendable`: every stored property is an immutable `let` of a `Sendable` value.
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
    private let storedAnimationCurve: UIView.AnimationCurve
    private let storedControlPoints: (CGPoint, CGPoint)
    private let isBuiltin: Bool

    /// The built-in curve the parameters were created with; headless: ``UIView/AnimationCurve/easeInOut``
    /// for parameters created from control points (UIKit does not document the value).
    open var animationCurve: UIView.AnimationCurve { storedAnimationCurve }
    /// The curve's first control point.
    open var controlPoint1: CGPoint { storedControlPoints.0 }
    /// The curve's second control point.
    open var controlPoint2: CGPoint { storedControlPoints.1 }

    /// ``UITimingCurveType/builtin`` for parameters created from a built-in curve,
    /// ``UITimingCurveType/cubic`` for parameters created from control points.
    open var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    /// The parameters themselves.
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    /// `nil`: a cubic curve has no spring.
    open var springTimingParameters: UISpringTimingParameters? { nil }

    /// Creates timing parameters from one of UIKit's built-in curves.
    ///
    /// - Parameter curve: The curve.
    public init(animationCurve curve: UIView.AnimationCurve) {
        storedAnimationCurve = curve
        storedControlPoints = switch curve {
        case .easeInOut: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
        isBuiltin = true
        super.init()
    }

    /// Creates timing parameters from the two control points of a cubic Bézier curve.
    ///
    /// - Parameters:
    ///   - point1: The first control point.
    ///   - point2: The second control point.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        storedAnimationCurve = .easeInOut
        storedControlPoints = (point1, point2)
        isBuiltin = false
        super.init()
    }

    /// The parameters themselves: they cannot change.
    ///
    /// - Parameter zone: Ignored.
    /// - Returns: The parameters.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        self
    }
}
