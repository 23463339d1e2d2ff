import Foundation

/// The kinds of timing information an animator can be given.
public enum UITimingCurveType: Int, Sendable {
    /// One of UIKit's built-in curves (``UIView/AnimationCurve``).
    case builtin = 0
    /// A cubic Bézier curve (``UICubicTimingParameters``).
    case cubic = 1
    /// A spring (``UISpringTimingParameters``).
    case spring = 2
    /// Cubic and spring timing combined.
    case composed = 3
}

/// Timing information for a ``UIViewPropertyAnimator``: a cubic curve, a spring, or both.
///
/// Headless: animators store it (``UIViewPropertyAnimator/timingParameters``); nothing is timed.
/// UIKit's protocol also refines `NSCoding`, which HeadlessUIKit's classes do not adopt.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: NSCopying {
    /// The kind of timing information.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic timing, or `nil` for none.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring timing, or `nil` for none.
    var springTimingParameters: UISpringTimingParameters? { get }
}
