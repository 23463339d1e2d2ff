import Foundation

/// An object told when an animation starts and stops.
///
/// Core Animation's requirements are `@objc optional`; here they are requirements with default
/// implementations that do nothing. Nonisolated, as in QuartzCore.
public protocol CAAnimationDelegate: NSObjectProtocol {
    /// Tells the delegate that an animation started.
    ///
    /// - Parameter anim: The animation.
    func animationDidStart(_ anim: CAAnimation)

    /// Tells the delegate that an animation stopped: finished (headless: at once, when it is
    /// added outside a transaction, or when the transaction that added it commits), or removed
    /// from its layer before it finished.
    ///
    /// - Parameters:
    ///   - anim: The animation.
    ///   - flag: `true` when it ran to its end; `false` when it was removed before.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing.
    ///
    /// - Parameter anim: The animation.
    public func animationDidStart(_ anim: CAAnimation) {}

    /// Does nothing.
    ///
    /// - Parameters:
    ///   - anim: The animation.
    ///   - flag: Whether it ran to its end.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
