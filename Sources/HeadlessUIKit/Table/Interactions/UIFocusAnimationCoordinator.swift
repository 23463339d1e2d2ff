import Foundation

/// Runs animations alongside a focus change. Headless: nothing animates, so animations and their
/// completions run as soon as they are added.
@preconcurrency @MainActor
open class UIFocusAnimationCoordinator: NSObject {
    /// Creates a coordinator. UIKit creates the coordinators it hands to delegates; this is the
    /// initializer UIKit's class inherits from `NSObject`, so tests can create one too.
    public override init() {
        super.init()
    }

    /// Runs animations with the focus change, then their completion.
    ///
    /// - Parameters:
    ///   - animations: The changes to animate.
    ///   - completion: The closure run once the animations finish.
    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        animations?()
        completion?()
    }
}
