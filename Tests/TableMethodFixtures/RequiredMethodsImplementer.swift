import HeadlessUIKit

/// Adopts the six table protocols with only the methods UIKit requires, each written exactly as
/// an iOS app declares it, and records which ran; every optional method resolves to
/// HeadlessUIKit's default.
@MainActor
public final class RequiredMethodsImplementer: NSObject, EveryTableProtocol {
    /// The methods called so far, in order.
    public private(set) var calls: [HeadlessTableViewMethod] = []

    /// Creates an implementer that has recorded no call.
    override public init() {}

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        calls.append(.numberOfRowsInSection)
        return 0
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        calls.append(.cellForRowAt)
        return UITableViewCell()
    }

    public func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        calls.append(.prefetchRowsAt)
    }

    public func tableView(
        _ tableView: UITableView,
        itemsForBeginning session: UIDragSession,
        at indexPath: IndexPath
    ) -> [UIDragItem] {
        calls.append(.itemsForBeginningSession)
        return []
    }

    public func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
        calls.append(.performDropWithCoordinator)
    }
}
