import DTTableViewManager
import Foundation

/// An owner adopting the six table protocols with only the methods UIKit requires, as an iOS app
/// writes them; every optional method resolves to HeadlessUIKit's default.
@MainActor
final class RequiredMethodsOwner: NSObject, UITableViewDataSource, UITableViewDelegate, UITableViewDataSourcePrefetching,
    UITableViewDragDelegate, UITableViewDropDelegate {
    private(set) var calls: [TableViewMethod] = []

    func record(_ method: TableViewMethod) {
        calls.append(method)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        record(.numberOfRowsInSection)
        return 0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        record(.cellForRowAt)
        return UITableViewCell()
    }

    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        record(.prefetchRowsAt)
    }

    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        record(.itemsForBeginningSession)
        return []
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
        record(.performDropWithCoordinator)
    }
}
