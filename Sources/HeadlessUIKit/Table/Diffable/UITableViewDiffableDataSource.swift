import Foundation

/// The object you use to manage data and provide cells for a table view.
///
/// Create it with the table and a cell provider; it becomes the table's data source. Describe
/// the data with an ``NSDiffableDataSourceSnapshot`` and ``apply(_:animatingDifferences:completion:)``
/// it: the data source diffs the current snapshot against the new one and updates the table in
/// one batch update. Do not change the table's `dataSource`, or call its insert, delete, move
/// and reload methods, while a diffable data source drives it.
///
/// ```swift
/// dataSource = UITableViewDiffableDataSource<Int, UUID>(tableView: tableView) { tableView, indexPath, itemIdentifier in
///     let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
///     cell.textLabel?.text = itemIdentifier.uuidString
///     return cell
/// }
/// ```
///
/// Subclass it to answer the other data-source methods: section titles, editing and moving. The
/// defaults show no titles and allow neither editing nor moving.
///
/// Headless: applying never animates, and completions run before `apply` returns. A duplicate
/// identifier, identifiers that are equal but hash differently (when the diff can see them), and
/// direct changes to the table are reported to the table's ``UITableView/headlessConsistencyViolationHandler``
/// with UIKit's messages.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject, UITableViewDataSource
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    /// A closure that configures and returns the cell for an item.
    ///
    /// It receives the table, the index path and the item's identifier, and must return a cell,
    /// usually dequeued from the table.
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    /// The snapshot type this data source applies.
    typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    // MARK: - State

    /// The table this data source drives.
    weak var tableView: UITableView?
    /// Configures the cells.
    private let cellProvider: CellProvider
    /// What the table shows: normalized, with no items or sections marked.
    var current = Snapshot() {
        didSet {
            (displayedSections, displayedItems) = current.read { storage, _ in (storage.sections, storage.items) }
        }
    }
    /// The sections of ``current``, kept here so that the table's per-row calls read them
    /// without taking the snapshot's lock.
    private var displayedSections: [SectionIdentifierType] = []
    /// The items of ``current``, kept as ``displayedSections``.
    private var displayedItems: [[ItemIdentifierType]] = []
    /// Whether the data source is changing the table itself.
    var isUpdatingTable = false
    /// A row the user moved in the table that the current snapshot does not show moved yet.
    var pendingUserMove: (from: IndexPath, to: IndexPath)?

    /// The animation of inserted and deleted rows in the next update. Defaults to `.automatic`.
    ///
    /// Headless: the table does not animate; the value is only stored.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    // MARK: - Creating a diffable data source

    /// Creates a diffable data source and makes it the table's data source.
    ///
    /// - Parameters:
    ///   - tableView: The table to drive; held weakly (the table holds its data source weakly
    ///     too, so keep a reference to the data source).
    ///   - cellProvider: Returns the cell for each item.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    // MARK: - Identifying items and sections

    /// Returns the identifier of the item at an index path.
    ///
    /// - Parameter indexPath: An index path of the table.
    /// - Returns: The item, or `nil` when there is none at `indexPath`.
    /// - Complexity: O(1).
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2 else { return nil }
        let section = indexPath.section
        let row = indexPath.row
        guard section >= 0, section < displayedItems.count else { return nil }
        let items = displayedItems[section]
        return row >= 0 && row < items.count ? items[row] : nil
    }

    /// Returns the index path of an item.
    ///
    /// - Parameter itemIdentifier: The item.
    /// - Returns: Its index path, or `nil` when the table does not show it.
    /// - Complexity: O(1).
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.read { storage, _ in
            storage.location(of: itemIdentifier).map { IndexPath(row: $0.row, section: $0.section) }
        }
    }

    /// Returns the identifier of the section at an index.
    ///
    /// - Parameter index: A section index of the table.
    /// - Returns: The section, or `nil` when there is none at `index`.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        displayedSections.indices.contains(index) ? displayedSections[index] : nil
    }

    /// Returns the index of a section.
    ///
    /// - Parameter sectionIdentifier: The section.
    /// - Returns: Its index, or `nil` when the table does not show it.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.read { storage, _ in storage.sectionPositions[sectionIdentifier] }
    }

    // MARK: - Updating data

    /// Returns the state the table shows, as a snapshot to change and apply.
    ///
    /// - Returns: The sections and items in display order, none of them marked for reloading.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        current
    }

    /// Updates the table to show a snapshot, in one batch update.
    ///
    /// The data source diffs the current snapshot against `snapshot` with the built-in
    /// `LinearDiffer` (O(*n*)) and updates the table in one batch: sections and rows are deleted,
    /// inserted and moved; items marked with `reloadItems(_:)` get new cells, items marked with
    /// `reconfigureItems(_:)` keep theirs and are configured again; sections marked with
    /// `reloadSections(_:)` are displayed anew. Without animation the data source diffs too; it
    /// does not reload the table.
    ///
    /// Headless: a duplicate identifier in `snapshot` is reported to the table's
    /// ``UITableView/headlessConsistencyViolationHandler`` (its later occurrence is dropped if the handler
    /// returns), as are identifiers that are equal but hash differently when the diff finds them
    /// at the same row. `completion` runs before this method returns.
    ///
    /// - Parameters:
    ///   - snapshot: The new state of the table.
    ///   - animatingDifferences: Whether UIKit would animate the update.
    ///   - completion: Runs once the table shows the snapshot.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        applyDifferences(to: snapshot)
        completion?()
    }

    /// Updates the table to show a snapshot, in one batch update; returns once it does.
    ///
    /// See ``apply(_:animatingDifferences:completion:)``.
    ///
    /// - Parameters:
    ///   - snapshot: The new state of the table.
    ///   - animatingDifferences: Whether UIKit would animate the update.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true
    ) async {
        applyDifferences(to: snapshot)
    }

    /// Shows a snapshot by reloading the table, without computing a diff.
    ///
    /// Items and sections marked for reloading or reconfiguring need nothing more: every row is
    /// displayed anew. `completion` runs before this method returns (headless).
    ///
    /// - Parameters:
    ///   - snapshot: The new state of the table.
    ///   - completion: Runs once the table shows the snapshot.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        reloadTable(showing: snapshot)
        completion?()
    }

    /// Shows a snapshot by reloading the table, without computing a diff; returns once it does.
    ///
    /// - Parameter snapshot: The new state of the table.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) async {
        reloadTable(showing: snapshot)
    }

    // MARK: - UITableViewDataSource

    /// The number of sections of the current snapshot.
    open func numberOfSections(in tableView: UITableView) -> Int {
        displayedItems.count
    }

    /// The number of items in a section of the current snapshot.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        displayedItems.indices.contains(section) ? displayedItems[section].count : 0
    }

    /// The cell the cell provider returns for the item at `indexPath`.
    ///
    /// A cell provider that returns `nil` is a violation (UIKit raises); headless, a plain cell
    /// is shown instead.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = itemIdentifier(for: indexPath) else {
            tableView.reportViolation(.rowOutOfRange, "request for cell at invalid index path (\(indexPath.headlessDescription))")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        guard let cell = cellProvider(tableView, indexPath, item) else {
            tableView.reportViolation(
                .invalidCell,
                "UITableView failed to obtain a cell from its dataSource: the cell provider returned nil for index path (\(indexPath.headlessDescription))"
            )
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }

    /// No header title; override to show one.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        nil
    }

    /// No footer title; override to show one.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        nil
    }

    /// `false`: rows are not editable; override to allow editing (and swipe-to-delete).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        false
    }

    /// `false`: rows cannot be reordered; override to allow it.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        false
    }

    /// Does nothing; override to apply a deletion or insertion the user asked for, by applying a
    /// snapshot.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}

    /// Moves the item in the current snapshot as the user moved the row in the table.
    ///
    /// Headless: when an override does not call `super`, the move is still adopted once the
    /// override returns (or before it applies a snapshot), so the data source matches what the
    /// table shows; inside the override, ``snapshot()`` is the state before the move.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        adoptPendingUserMove()
    }

    /// No section index; override to show one.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        nil
    }

    /// The section at `index` of the section index; override with ``sectionIndexTitles(for:)``.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }
}
