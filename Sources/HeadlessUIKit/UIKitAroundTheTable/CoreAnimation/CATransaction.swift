import Foundation

/// Groups layer changes and animations so they commit together, and runs a completion block
/// when the group's animations finish.
///
/// Headless: animations finish at once, so an explicit transaction (``begin()`` … ``commit()``)
/// finishes the animations added inside it at ``commit()``, then runs its completion block. A
/// completion block set outside an explicit transaction runs at once (Core Animation runs it
/// when the implicit transaction commits at the end of the run loop turn, after the
/// animations added since, which headless have finished). Transactions nest; each has its own
/// completion block and animations. The stack is process-wide, where Core Animation keeps one
/// per thread.
open class CATransaction: NSObject {
    /// One open transaction.
    private struct Frame {
        var completion: (() -> Void)?
        var animations: [(layer: CALayer, animation: CAAnimation)] = []
        var duration: CFTimeInterval = 0.25
        var timingFunction: CAMediaTimingFunction?
        var disablesActions = false
    }

    /// The open transactions, innermost last, behind a lock.
    private final class Stack: @unchecked Sendable {
        let lock = NSRecursiveLock()
        var frames: [Frame] = []

        func withFrames<Result>(_ body: (inout [Frame]) -> Result) -> Result {
            lock.lock()
            defer { lock.unlock() }
            return body(&frames)
        }
    }

    private static let stack = Stack()

    /// Opens a transaction.
    open class func begin() {
        stack.withFrames { $0.append(Frame()) }
    }

    /// Commits the innermost transaction: its animations finish (their delegates are told),
    /// then its completion block runs. Does nothing without an open transaction.
    open class func commit() {
        guard let frame = stack.withFrames({ $0.popLast() }) else { return }
        for (layer, animation) in frame.animations {
            layer.finishAnimation(animation)
        }
        frame.completion?()
    }

    /// Commits pending changes; headless: nothing is pending outside the open transactions.
    open class func flush() {}

    /// Takes Core Animation's lock; headless: does nothing.
    open class func lock() {}

    /// Releases Core Animation's lock; headless: does nothing.
    open class func unlock() {}

    /// The duration of the innermost transaction's implicit animations; 0.25 by default.
    ///
    /// - Returns: The duration in seconds.
    open class func animationDuration() -> CFTimeInterval {
        stack.withFrames { $0.last?.duration } ?? 0.25
    }

    /// Sets the duration of the innermost transaction's implicit animations.
    ///
    /// - Parameter dur: The duration in seconds.
    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        stack.withFrames { frames in if !frames.isEmpty { frames[frames.count - 1].duration = dur } }
    }

    /// The pacing of the innermost transaction's implicit animations.
    ///
    /// - Returns: The timing function, or `nil` for the default.
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        stack.withFrames { $0.last?.timingFunction }
    }

    /// Sets the pacing of the innermost transaction's implicit animations.
    ///
    /// - Parameter function: The timing function.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        stack.withFrames { frames in if !frames.isEmpty { frames[frames.count - 1].timingFunction = function } }
    }

    /// Whether the innermost transaction turns implicit animations off.
    ///
    /// - Returns: `true` when turned off.
    open class func disableActions() -> Bool {
        stack.withFrames { $0.last?.disablesActions } ?? false
    }

    /// Turns the innermost transaction's implicit animations off or on.
    ///
    /// - Parameter flag: `true` to turn them off.
    open class func setDisableActions(_ flag: Bool) {
        stack.withFrames { frames in if !frames.isEmpty { frames[frames.count - 1].disablesActions = flag } }
    }

    /// The innermost transaction's completion block.
    ///
    /// - Returns: The block, or `nil`.
    open class func completionBlock() -> (() -> Void)? {
        stack.withFrames { $0.last?.completion }
    }

    /// Sets the block run when the animations of the innermost transaction finish: at its
    /// ``commit()``; outside an explicit transaction, at once.
    ///
    /// - Parameter block: The block.
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        let inTransaction = stack.withFrames { frames -> Bool in
            guard !frames.isEmpty else { return false }
            frames[frames.count - 1].completion = block
            return true
        }
        if !inTransaction { block?() }
    }

    /// Defers an animation added to a layer to the innermost transaction's commit.
    ///
    /// - Returns: `false` when no transaction is open (the animation finishes at once).
    static func deferAnimation(_ animation: CAAnimation, of layer: CALayer) -> Bool {
        stack.withFrames { frames in
            guard !frames.isEmpty else { return false }
            frames[frames.count - 1].animations.append((layer, animation))
            return true
        }
    }

    /// Forgets a deferred animation removed from its layer before its transaction commits.
    ///
    /// - Returns: Whether it was waiting.
    static func cancelAnimation(_ animation: CAAnimation) -> Bool {
        stack.withFrames { frames in
            for index in frames.indices {
                if let position = frames[index].animations.firstIndex(where: { $0.animation === animation }) {
                    frames[index].animations.remove(at: position)
                    return true
                }
            }
            return false
        }
    }
}
