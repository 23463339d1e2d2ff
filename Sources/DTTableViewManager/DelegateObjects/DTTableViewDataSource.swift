import Foundation

/// The table's data source: sections and rows from the storage, cells from the mappings, and
/// section titles in ``SupplementarySectionStyle/title`` style.
///
/// Every method upstream declares `open` is `open` here, in the class body, so the table calls a
/// subclass's override; call `super` to keep the event closures and the forwarding to the owner.
/// Install a subclass with ``DTTableViewManager/tableDataSource`` before registering events on the
/// manager: closures not tied to a mapping are kept by the object, as upstream's are.
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

    // MARK: - Editing

    /// Runs the `commitEditingStyle` closure, then the owner's method.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        handle(tableView, commit: editingStyle, forRowAt: indexPath)
    }

    /// Whether the row is editable: the `canEditCell` closure's answer, the owner's, or `true`.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { handle(tableView, canEditRowAt: indexPath) }

    // MARK: - Moving

    /// Whether the row can move: the `canMove` closure's answer, the owner's, or `true`.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { handle(tableView, canMoveRowAt: indexPath) }

    /// Runs the `moveRowTo` closure of the moved row, then the owner's method.
    ///
    /// The closure is chosen by the model still at `sourceIndexPath` in the storage, and receives
    /// that model and the moved cell, which the table already shows at `destinationIndexPath`.
    /// When that row is off screen (the table shows no cell for it), the closure receives a cell
    /// for the model obtained from ``tableView(_:cellForRowAt:)``, configured but not displayed,
    /// so the move is never skipped for want of a visible cell.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        handle(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
    }

    // MARK: - Section index

    #if os(iOS) || HEADLESS_UIKIT
    /// The section index titles: the `sectionIndexTitles` closure's answer, the owner's, or none.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { handleSectionIndexTitles(for: tableView) }

    /// The section an index title scrolls to: the closure's answer, the owner's, or `index`.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        handle(tableView, sectionForSectionIndexTitle: title, at: index)
    }
    #endif
}
