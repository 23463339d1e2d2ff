/// An ordered record of the calls a test observes (data-source and delegate methods, event
/// closures), so that the test asserts the whole history at once.
@MainActor
public final class EventLog {
    /// The entries recorded so far, oldest first.
    public private(set) var entries: [String] = []

    /// Creates an empty log.
    public init() {}

    /// Appends `entry` to ``entries``.
    ///
    /// - Parameter entry: A short description of the call, such as `"didSelect 0-1"`.
    public func record(_ entry: String) {
        entries.append(entry)
    }

    /// Forgets the entries recorded so far, such as those of the first layout.
    public func reset() {
        entries.removeAll()
    }
}
