import Foundation

/// The diffable data source ``DTTableViewManager/configureDiffableDataSource(modelProvider:)``
/// creates: the snapshot decides which rows exist, the manager's mappings produce their cells,
/// and the manager's data-source events and the owner answer the other data-source methods.
///
/// It is also the manager's storage: items are the models the model provider returns for the
/// snapshot's identifiers, and header and footer models come from the supplementary providers,
/// which a plain diffable data source lacks.
@MainActor
final class DTTableViewDiffableDataSource<SectionIdentifier, ItemIdentifier>:
    UITableViewDiffableDataSource<SectionIdentifier, ItemIdentifier>, @MainActor Storage, @MainActor SupplementaryStorage
where SectionIdentifier: Hashable & Sendable, ItemIdentifier: Hashable & Sendable {
    /// The manager whose mappings and events serve the table.
    private weak var manager: DTTableViewManager?
    /// The managed table.
    private weak var managedTableView: UITableView?
    /// Returns the model of an item.
    private let modelProvider: (IndexPath, ItemIdentifier) -> Any
    /// Holds the header, footer and supplementary model providers.
    private let supplementaryModels = BaseSupplementaryStorage()

    /// Creates the data source and makes it the table's data source.
    ///
    /// - Parameters:
    ///   - tableView: The managed table.
    ///   - manager: The manager whose mappings produce the cells.
    ///   - modelProvider: Returns the model of an item.
    init(tableView: UITableView, manager: DTTableViewManager, modelProvider: @escaping (IndexPath, ItemIdentifier) -> Any) {
        self.manager = manager
        managedTableView = tableView
        self.modelProvider = modelProvider
        // The cell provider is never called: cellForRowAt asks the manager instead.
        super.init(tableView: tableView) { _, _, _ in nil }
    }

    /// The manager's data source, which runs the data-source events.
    private var events: DTTableViewDataSource? { manager?.tableDataSource }

    // MARK: - Storage

    func numberOfSections() -> Int {
        managedTableView.map { numberOfSections(in: $0) } ?? 0
    }

    func numberOfItems(inSection section: Int) -> Int {
        guard let managedTableView, section >= 0, section < numberOfSections(in: managedTableView) else { return 0 }
        return tableView(managedTableView, numberOfRowsInSection: section)
    }

    func item(at indexPath: IndexPath) -> Any? {
        itemIdentifier(for: indexPath).map { modelProvider(indexPath, $0) }
    }

    // MARK: - SupplementaryStorage

    var headerModelProvider: ((Int) -> Any?)? {
        get { supplementaryModels.headerModelProvider }
        set { supplementaryModels.headerModelProvider = newValue }
    }

    var footerModelProvider: ((Int) -> Any?)? {
        get { supplementaryModels.footerModelProvider }
        set { supplementaryModels.footerModelProvider = newValue }
    }

    var supplementaryModelProvider: ((String, IndexPath) -> Any?)? {
        get { supplementaryModels.supplementaryModelProvider }
        set { supplementaryModels.supplementaryModelProvider = newValue }
    }

    var supplementaryHeaderKind: String? {
        get { supplementaryModels.supplementaryHeaderKind }
        set { supplementaryModels.supplementaryHeaderKind = newValue }
    }

    var supplementaryFooterKind: String? {
        get { supplementaryModels.supplementaryFooterKind }
        set { supplementaryModels.supplementaryFooterKind = newValue }
    }

    // MARK: - UITableViewDataSource

    /// The cell the manager's mapping produces for the item's model.
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        events?.tableView(tableView, cellForRowAt: indexPath) ?? UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// The `String` header model of the section in ``SupplementarySectionStyle/title`` style.
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        events?.tableView(tableView, titleForHeaderInSection: section)
    }

    /// The `String` footer model of the section in ``SupplementarySectionStyle/title`` style.
    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        events?.tableView(tableView, titleForFooterInSection: section)
    }

    /// The `canEditCell` closure's answer, the owner's, or the diffable default (`false`).
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        guard let events else { return super.tableView(tableView, canEditRowAt: indexPath) }
        return events.firstAnswer(
            events.performModelReaction(.canEditRowAtIndexPath, at: indexPath),
            events.forwarded(to: UITableViewDataSource.self) { $0.implementedCanEditRowAt(tableView, indexPath) },
            super.tableView(tableView, canEditRowAt: indexPath)
        )
    }

    /// The `canMove` closure's answer, the owner's, or the diffable default (`false`).
    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        guard let events else { return super.tableView(tableView, canMoveRowAt: indexPath) }
        return events.firstAnswer(
            events.performCellReaction(.canMoveRowAtIndexPath, at: indexPath),
            events.forwarded(to: UITableViewDataSource.self) { $0.implementedCanMoveRowAt(tableView, indexPath) },
            super.tableView(tableView, canMoveRowAt: indexPath)
        )
    }

    /// Runs the `commitEditingStyle` closure, then the owner's method; apply a snapshot there.
    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        events?.tableView(tableView, commit: editingStyle, forRowAt: indexPath)
    }

    /// Runs the `moveRowTo` closure of the moved row, then the owner's method; apply a snapshot
    /// there to keep the order.
    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        events?.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
    }

    #if os(iOS) || HEADLESS_UIKIT
    /// The `sectionIndexTitles` closure's answer, the owner's, or none.
    override func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        guard let events else { return super.sectionIndexTitles(for: tableView) }
        return events.firstAnswer(
            events.performUnmappedReaction(.sectionIndexTitlesForTableView, ()),
            events.forwarded(to: UITableViewDataSource.self) { $0.implementedSectionIndexTitles(tableView) },
            super.sectionIndexTitles(for: tableView)
        )
    }

    /// The `sectionForSectionIndexTitle` closure's answer, the owner's, or the diffable default.
    override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        guard let events else { return super.tableView(tableView, sectionForSectionIndexTitle: title, at: index) }
        return events.firstAnswer(
            events.performUnmappedReaction(.sectionForSectionIndexTitleAtIndex, (title, index)),
            events.forwarded(to: UITableViewDataSource.self) { $0.implementedSectionForSectionIndexTitle(tableView, title, index) },
            super.tableView(tableView, sectionForSectionIndexTitle: title, at: index)
        )
    }
    #endif
}
