import Foundation

/// An animator whose animations can be added to and continued while it runs, such as
/// ``UIViewPropertyAnimator``: what a transition animator's `interruptibleAnimator(using:)`
/// returns.
///
/// Every method is optional, as in UIKit: the defaults do nothing. UIKit's protocol also has
/// `continueAnimation(withTimingParameters:durationFactor:)`; here only
/// ``UIViewPropertyAnimator`` declares it, as the package's Apple-platform check cannot represent
/// `UITimingCurveProvider` in Objective-C.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds animations that start after a fraction of the remaining duration.
    ///
    /// - Parameters:
    ///   - animation: The changes to animate.
    ///   - delayFactor: The fraction of the remaining duration to wait.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds animations that run with the others.
    ///
    /// - Parameter animation: The changes to animate.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds a block to run when the animations end.
    ///
    /// - Parameter completion: Called with the position the animations ended at.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}

extension UIViewImplicitlyAnimating {
    /// Does nothing: the method is optional.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    /// Does nothing: the method is optional.
    public func addAnimations(_ animation: @escaping () -> Void) {}
    /// Does nothing: the method is optional.
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
}
