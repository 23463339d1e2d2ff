import Foundation

/// A spring animation of a property from one value to another.
open class CASpringAnimation: CABasicAnimation {
    /// The mass of the object on the spring; 1 by default.
    open var mass: CGFloat = 1
    /// The spring's stiffness; 100 by default.
    open var stiffness: CGFloat = 100
    /// The friction; 10 by default.
    open var damping: CGFloat = 10
    /// The object's initial velocity; 0 by default.
    open var initialVelocity: CGFloat = 0

    /// How long the spring takes to come to rest.
    ///
    /// Headless: an estimate, the time the oscillation's envelope `exp(-damping / (2 × mass) × t)`
    /// takes to fall below 0.1 % (Core Animation's own figure is not documented).
    open var settlingDuration: CFTimeInterval {
        guard damping > 0, mass > 0 else { return .infinity }
        return CFTimeInterval(2 * mass / damping) * Foundation.log(1000.0)
    }
}
