/// Detects whether a call to an optional table-view method reached its default implementation.
///
/// Every default implementation of an optional method of HeadlessUIKit's table-view protocols
/// calls ``reached()`` before returning a placeholder. A table view calls a delegate method inside
/// ``detect(_:)``; if the method was not implemented, `implemented` is `false` and the table view
/// applies UIKit's default instead of the placeholder.
///
/// ```swift
/// let (height, implemented) = HeadlessUnimplementedMethod.detect {
///     delegate.tableView(tableView, heightForRowAt: indexPath)
/// }
/// let rowHeight = implemented ? height : tableView.rowHeight
/// ```
@preconcurrency @MainActor
public enum HeadlessUnimplementedMethod {
    /// What ``detect(_:)`` and ``record(_:)`` have seen so far.
    struct Record: Equatable {
        /// Whether any default implementation, or an explicit ``reached()``, ran.
        var reachedDefault = false
        /// The methods whose default implementations ran, in call order.
        var methods: [HeadlessTableViewMethod] = []
    }

    /// What the innermost running ``detect(_:)`` or ``record(_:)`` has seen; isolated to the main
    /// actor. The methods are collected only while a ``record(_:)`` is innermost (`methods` is
    /// `nil` otherwise), so that a table's every call to its data source or delegate, which runs
    /// inside ``detect(_:)``, saves and restores a flag without touching an array.
    private static var current: (reachedDefault: Bool, methods: [HeadlessTableViewMethod]?) = (false, nil)

    /// Marks the current call as unimplemented.
    ///
    /// Default implementations call this. A forwarding object whose owner does not implement a
    /// method calls it too, so that the table view falls back to UIKit's default.
    public static func reached() {
        current.reachedDefault = true
    }

    /// Marks the current call as unimplemented, naming the method whose default ran.
    ///
    /// - Parameter method: The method whose default implementation is running.
    static func reached(_ method: HeadlessTableViewMethod) {
        current.reachedDefault = true
        current.methods?.append(method)
    }

    /// Runs `body` and reports whether it reached a default implementation.
    ///
    /// The flag is cleared before `body` runs and the enclosing call's flag is restored afterwards,
    /// so nested detections neither see nor leak each other's results.
    ///
    /// - Parameter body: The delegate or data-source call to observe.
    /// - Returns: What `body` returned, and `implemented`: `false` when a default implementation
    ///   (or ``reached()``) ran during `body`.
    public static func detect<R>(_ body: () throws -> R) rethrows -> (value: R, implemented: Bool) {
        let outer = current
        current = (false, nil)
        defer { current = outer }
        let value = try body()
        return (value, !current.reachedDefault)
    }

    /// Runs `body` and returns everything it reached, for tests.
    ///
    /// - Parameter body: The call to observe.
    /// - Returns: What `body` returned and the record of defaults it reached.
    static func record<R>(_ body: () throws -> R) rethrows -> (value: R, record: Record) {
        let outer = current
        current = (false, [])
        defer { current = outer }
        let value = try body()
        return (value, Record(reachedDefault: current.reachedDefault, methods: current.methods ?? []))
    }
}
