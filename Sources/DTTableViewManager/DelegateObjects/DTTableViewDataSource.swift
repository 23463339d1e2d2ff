import Foundation

/// The table's data source: sections and rows from the storage, cells from the mappings, and
/// section titles in ``SupplementarySectionStyle/title`` style.
@preconcurrency @MainActor
open class DTTableViewDataSource: DTTableViewDelegateWrapper, UITableViewDataSource {
    override func delegateWasReset() {
        guard let tableView, tableView.dataSource === self else { return }
        tableView.dataSource = nil
        tableView.dataSource = self
    }

    /// The number of items in `section` of the storage.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        storage?.numberOfItems(inSection: section) ?? 0
    }

    /// The number of sections of the storage.
    open func numberOfSections(in tableView: UITableView) -> Int {
        storage?.numberOfSections() ?? 0
    }

    /// A cell dequeued through the mapping of the model at `indexPath`, configured by the
    /// registration handler and `update(with:)`.
    ///
    /// A `nil` model or a model without a mapping is reported as an anomaly and shown as an
    /// empty `UITableViewCell`, so the table stays consistent.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let manager else { return UITableViewCell() }
        guard let item = manager.storage.item(at: indexPath), let model = modelUnwrapper.unwrap(item) else {
            manager.anomalyHandler.reportAnomaly(.nilCellModel(indexPath))
            return UITableViewCell()
        }
        return manager.viewFactory(serving: tableView)?.cellForModel(model, atIndexPath: indexPath) ?? UITableViewCell()
    }

    /// The `String` header model of `section` in ``SupplementarySectionStyle/title`` style.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        guard configuration?.sectionHeaderStyle == .title else { return nil }
        return headerModel(forSection: section) as? String
    }

    /// The `String` footer model of `section` in ``SupplementarySectionStyle/title`` style.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        guard configuration?.sectionFooterStyle == .title else { return nil }
        return footerModel(forSection: section) as? String
    }
}
