import Dispatch
import Foundation

// MARK: - Thread checks

extension BaseUpdateDeliveringStorage {
    /// Stops the process, before anything changes, when a storage that drives a view on the main
    /// thread is changed from another thread.
    ///
    /// Every mutating entry point calls it first. Without a delegate that requires the main thread
    /// (see ``StorageUpdating/requiresMainThread``) it costs one load of a stored flag; with one,
    /// a main-thread test as well. A storage whose delegate went away is free to use again.
    ///
    /// - Parameter method: The public method being called, as `#function` spells it.
    @inline(__always)
    func checkIsolation(_ method: StaticString) {
        guard deliversOnMainThreadOnly, !MainThread.isCurrent, delegate != nil else { return }
        offMainThreadChange(method)
    }

    /// The message ``checkIsolation(_:)`` stops with, or `nil` when the call is allowed on the
    /// current thread. A seam for tests: it decides exactly as the check does, without stopping.
    ///
    /// - Parameter method: The public method being called.
    func isolationViolation(_ method: StaticString) -> String? {
        guard deliversOnMainThreadOnly, !MainThread.isCurrent, delegate != nil else { return nil }
        let delegateName = delegate.map { String(describing: type(of: $0)) } ?? "its delegate"
        let thread = Thread.current
        let threadName = thread.name.flatMap { $0.isEmpty ? nil : "thread \"\($0)\" \(thread)" } ?? "\(thread)"
        return """
            \(type(of: self)).\(method) was called on \(threadName), not on the main thread. \
            This storage drives a table: its delegate, \(delegateName), applies every change in \
            UITableView batch updates, which UIKit requires on the main thread. The storage was not \
            changed. Change it on the main thread: wrap the call in `DispatchQueue.main.async { … }` \
            or `await MainActor.run { … }`, or make the caller `@MainActor`.
            """
    }

    @inline(never)
    private func offMainThreadChange(_ method: StaticString) -> Never {
        // `fatalError`, not `preconditionFailure`: its message is printed in optimised builds too.
        fatalError(isolationViolation(method) ?? "\(method) was called off the main thread.")
    }
}
