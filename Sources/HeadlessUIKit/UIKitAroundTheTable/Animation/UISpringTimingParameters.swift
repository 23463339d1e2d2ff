import Foundation

/// Animation timing that follows a spring, given by a damping ratio or by the spring's mass,
/// stiffness and damping, and an initial velocity.
///
/// Headless: the initial velocity is stored; nothing is timed, and the spring's other values
/// are ignored.
// `@unchecked Sendable`: every stored property is an immutable `let` of a `Sendable` value.
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
    private let storedInitialVelocity: CGVector

    /// The velocity the animated values start with, relative to the distance they travel.
    open var initialVelocity: CGVector { storedInitialVelocity }

    /// ``UITimingCurveType/spring``.
    open var timingCurveType: UITimingCurveType { .spring }
    /// `nil`: a spring has no cubic curve.
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// The parameters themselves.
    open var springTimingParameters: UISpringTimingParameters? { self }

    /// Creates spring timing from a damping ratio and an initial velocity.
    ///
    /// - Parameters:
    ///   - ratio: The damping ratio, from 0 (oscillating) to 1 (no oscillation); ignored.
    ///   - velocity: The initial velocity.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        storedInitialVelocity = velocity
        super.init()
    }

    /// Creates spring timing from the spring's physical values.
    ///
    /// - Parameters:
    ///   - mass: The mass of the object attached to the spring; ignored.
    ///   - stiffness: The spring's stiffness; ignored.
    ///   - damping: The damping; ignored.
    ///   - velocity: The initial velocity.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        storedInitialVelocity = velocity
        super.init()
    }

    /// Creates spring timing from a damping ratio, with no initial velocity.
    ///
    /// - Parameter ratio: The damping ratio, from 0 to 1; ignored.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// The parameters themselves: they cannot change.
    ///
    /// - Parameter zone: Ignored.
    /// - Returns: The parameters.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        self
    }
}
