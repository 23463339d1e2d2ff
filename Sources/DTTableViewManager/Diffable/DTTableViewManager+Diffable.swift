import Foundation

// Driving the managed table with a `UITableViewDiffableDataSource`.
extension DTTableViewManager {
    /// Implements ``configureDiffableDataSource(modelProvider:)``, which the class body declares
    /// `open`.
    func makeDiffableDataSource<SectionIdentifier, ItemIdentifier>(
        modelProvider: @escaping (IndexPath, ItemIdentifier) -> Any
    ) -> UITableViewDiffableDataSource<SectionIdentifier, ItemIdentifier>
    where SectionIdentifier: Hashable & Sendable, ItemIdentifier: Hashable & Sendable {
        guard let tableView else {
            preconditionFailure("DTTableViewManager.configureDiffableDataSource(modelProvider:) was called before the table view exists. Call it once the DTTableViewManageable owner has its tableView.")
        }
        tableViewUpdater = nil
        let dataSource = DTTableViewDiffableDataSource<SectionIdentifier, ItemIdentifier>(
            tableView: tableView, manager: self, modelProvider: modelProvider
        )
        storage = dataSource
        return dataSource
    }
}
