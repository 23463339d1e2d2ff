import Foundation

extension MemoryStorage {
    /// Runs `block` without delivering its changes: they are applied at once, as if the storage had
    /// no delegate. Reload the view afterwards.
    ///
    /// Updates delivered earlier and not yet applied are applied first. Inside a
    /// ``BaseUpdateDeliveringStorage/performUpdates(_:)`` block, the changes join that block's update instead.
    ///
    /// - Parameter block: The changes to make.
    public func updateWithoutAnimations(_ block: () -> Void) {
        checkIsolation(#function)
        applyPendingUpdates()
        deliverySuppressionDepth += 1
        defer { deliverySuppressionDepth -= 1 }
        block()
    }
}
