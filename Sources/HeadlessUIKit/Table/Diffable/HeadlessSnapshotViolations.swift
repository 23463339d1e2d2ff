import Foundation

/// Where an `NSDiffableDataSourceSnapshot` reports the errors UIKit raises from snapshot calls
/// (HeadlessUIKit-only).
///
/// A snapshot belongs to no table, so its errors cannot go to a table's
/// ``UITableView/headlessConsistencyViolationHandler``. They go to ``handler``, a task-local value: each
/// test (Swift Testing runs them in parallel, each in its own task) installs its own handler for
/// the code it runs, and no test sees another's violations. Without a handler, a violation stops
/// the program with UIKit's message, as the device would.
///
/// While a `UITableViewDiffableDataSource` applies a snapshot, violations found in that snapshot
/// go to the data source's table instead.
///
/// ```swift
/// let (_, violations) = HeadlessSnapshotViolations.collecting {
///     var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
///     snapshot.appendSections([0])
///     snapshot.appendItems(["a", "a"])
///     _ = snapshot.numberOfItems
/// }
/// #expect(violations.map(\.kind) == [.nonUniqueIdentifiers])
/// ```
public enum HeadlessSnapshotViolations {
    /// Receives a snapshot's violation.
    public typealias Handler = @Sendable (UITableView.HeadlessConsistencyViolation) -> Void

    /// The handler for violations found by snapshot calls in the current task; `nil` stops the
    /// program with UIKit's message. Bind it with `$handler.withValue(_:operation:)`.
    @TaskLocal public static var handler: Handler?

    /// Runs `body` with a handler that collects the snapshot violations it reports.
    ///
    /// - Parameter body: The code to observe.
    /// - Returns: What `body` returned and the violations, in the order reported.
    public static func collecting<Result>(
        _ body: () throws -> Result
    ) rethrows -> (result: Result, violations: [UITableView.HeadlessConsistencyViolation]) {
        let collector = Collector()
        let result = try $handler.withValue({ collector.append($0) }, operation: body)
        return (result, collector.violations)
    }

    /// Reports violations to the current handler, in order.
    static func report(_ violations: [UITableView.HeadlessConsistencyViolation]) {
        for violation in violations {
            guard let handler else {
                fatalError("NSInternalInconsistencyException: \(violation.message)")
            }
            handler(violation)
        }
    }

    /// Collects violations from any thread.
    private final class Collector: @unchecked Sendable {
        private let lock = NSLock()
        private var collected: [UITableView.HeadlessConsistencyViolation] = []

        var violations: [UITableView.HeadlessConsistencyViolation] {
            lock.withLock { collected }
        }

        func append(_ violation: UITableView.HeadlessConsistencyViolation) {
            lock.withLock { collected.append(violation) }
        }
    }
}
