import Foundation
import HeadlessUIKit

/// Implements only the methods UIKit requires, and records which ran; every optional method
/// resolves to HeadlessUIKit's default.
@MainActor
final class RequiredMethodsImplementer: NSObject, UITableViewDataSource, UITableViewDelegate,
    UITableViewDataSourcePrefetching, UITableViewDragDelegate, UITableViewDropDelegate {
    private(set) var calls: [TableViewMethod] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        calls.append(.numberOfRowsInSection)
        return 0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        calls.append(.cellForRowAt)
        return UITableViewCell()
    }

    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        calls.append(.prefetchRowsAt)
    }

    func tableView(
        _ tableView: UITableView,
        itemsForBeginning session: UIDragSession,
        at indexPath: IndexPath
    ) -> [UIDragItem] {
        calls.append(.itemsForBeginningSession)
        return []
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
        calls.append(.performDropWithCoordinator)
    }
}
