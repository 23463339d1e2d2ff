import Foundation

/// Drives a `UITableView` from a storage of models and a set of registered view mappings.
///
/// The manager installs itself as the table's data source and delegate, dequeues the cell,
/// header or footer registered for each model, and animates storage updates into the table.
/// Delegate methods it does not handle are forwarded to its owner (the
/// ``DTTableViewManageable`` object).
@preconcurrency @MainActor
open class DTTableViewManager {
    // MARK: - Configuration

    /// Options for section headers and footers.
    open var configuration = TableViewConfiguration()

    /// Receives the anomalies the manager detects.
    open var anomalyHandler: DTTableViewManagerAnomalyHandler = .init() {
        didSet { factory?.anomalyHandler = anomalyHandler }
    }

    /// Whether the manager has a table view to manage.
    open var isManagingTableView: Bool { tableView != nil }

    /// Creates the storage of new managers. Returns a new `MemoryStorage` unless replaced.
    ///
    /// Main-actor isolated, so replacing it (at launch or in a test) is race-free.
    public static var defaultStorage: () -> Storage = { MemoryStorage() }

    // MARK: - Owner and table

    /// The owner whose table is managed. Held weakly: the owner holds the manager.
    public var delegate: AnyObject? { owner }

    /// The owner, kept with its protocol type so that reading ``tableView`` (once per cell)
    /// needs no dynamic cast.
    private weak var owner: (any DTTableViewManageable)?

    /// The managed table view, read from the owner.
    final var tableView: UITableView? {
        guard let owner else { return nil }
        return owner.optionalTableView ?? owner.tableView
    }

    /// Whether ``startManaging(withDelegate:)`` has completed.
    private(set) var isConfigured = false

    /// Registers views with the table and produces them; created when the table is first known.
    private var factory: TableViewFactory?

    /// The factory of the managed table. Reading it before a table is managed is a programming
    /// error, reported with what to fix.
    final var viewFactory: TableViewFactory {
        if let factory { return factory }
        guard let tableView else {
            preconditionFailure("DTTableViewManager: views were registered before a table view was available. Give the DTTableViewManageable owner its tableView before using manager, or call startManaging(withDelegate:) once the table exists.")
        }
        let created = TableViewFactory(tableView: tableView)
        created.anomalyHandler = anomalyHandler
        created.resetDelegates = { [weak self] in self?.delegatesNeedResponseRefresh() }
        factory = created
        return created
    }

    /// The factory that produces views for `tableView`, or `nil` when no table is managed.
    ///
    /// Called by the data source and delegates for every row: when `tableView` is the table the
    /// factory serves, this answers without reading the owner's table.
    final func viewFactory(serving tableView: UITableView) -> TableViewFactory? {
        if let factory, factory.tableView === tableView { return factory }
        return isManagingTableView ? viewFactory : nil
    }

    // MARK: - Storage

    /// The storage holding the table's models. A `MemoryStorage` by default.
    ///
    /// Assigning a storage configures it for table use (header and footer kinds) and makes this
    /// manager's ``tableViewUpdater`` its update delegate; the previous storage stops delivering
    /// updates to this manager.
    open var storage: Storage {
        willSet { (storage as? BaseUpdateDeliveringStorage)?.delegate = nil }
        didSet { adopt(storage) }
    }

    /// ``storage`` as a `MemoryStorage`, or `nil` (with an assertion in debug builds) when the
    /// storage is of another kind.
    open var memoryStorage: MemoryStorage! {
        guard let memoryStorage = storage as? MemoryStorage else {
            assertionFailure("DTTableViewManager.memoryStorage was read, but the storage is \(type(of: storage)), not MemoryStorage.")
            return nil
        }
        return memoryStorage
    }

    /// ``storage`` as a `SupplementaryStorage`, when it provides header and footer models.
    public var supplementaryStorage: SupplementaryStorage? { storage as? SupplementaryStorage }

    // MARK: - Updating and delegate objects

    /// Applies storage updates to the table. Replace it to customize animations, or with `nil`
    /// when something else updates the table.
    open var tableViewUpdater: TableViewUpdater? {
        didSet {
            (storage as? BaseUpdateDeliveringStorage)?.delegate = tableViewUpdater
            tableViewUpdater?.didUpdateContent?(nil)
        }
    }

    /// The table's delegate.
    open var tableDelegate: DTTableViewDelegate? {
        didSet { tableView?.delegate = tableDelegate }
    }

    /// The table's data source.
    open var tableDataSource: DTTableViewDataSource? {
        didSet { tableView?.dataSource = tableDataSource }
    }

    /// The table's prefetch data source.
    open var tablePrefetchDataSource: DTTableViewPrefetchDataSource? {
        didSet { tableView?.prefetchDataSource = tablePrefetchDataSource }
    }

    #if os(iOS) || HEADLESS_UIKIT
    /// The table's drag delegate. Table drag and drop exists on iOS (and in HeadlessUIKit), not on
    /// tvOS.
    open var tableDragDelegate: DTTableViewDragDelegate? {
        get { dragAndDropWrapper(of: DTTableViewDragDelegate.self) }
        set { installDragDelegate(newValue) }
    }

    /// The table's drop delegate. Table drag and drop exists on iOS (and in HeadlessUIKit), not on
    /// tvOS.
    open var tableDropDelegate: DTTableViewDropDelegate? {
        get { dragAndDropWrapper(of: DTTableViewDropDelegate.self) }
        set { installDropDelegate(newValue) }
    }
    #endif

    /// The drag and drop delegate objects, where the platform has table drag and drop.
    var dragAndDropWrappers: [DTTableViewDelegateWrapper] = []

    // MARK: - Lifecycle

    /// Creates a manager.
    ///
    /// Usually you read ``DTTableViewManageable/manager`` instead of creating one.
    ///
    /// - Parameter storage: The storage of models. Defaults to ``defaultStorage``.
    public init(storage: Storage = DTTableViewManager.defaultStorage()) {
        self.storage = storage
        adopt(storage)
    }

    /// Starts managing the owner's table view: installs the data source, delegate and updater.
    ///
    /// Reading ``DTTableViewManageable/manager`` once the table exists does this for you; call
    /// it yourself when the table is created after the manager was first read. Calling it again
    /// has no effect.
    ///
    /// - Parameter delegate: The owner; its table view must exist. Delegate methods the manager
    ///   does not handle are forwarded to it.
    open func startManaging(withDelegate delegate: DTTableViewManageable) {
        guard !isConfigured else { return }
        guard let tableView = delegate.optionalTableView ?? delegate.tableView else {
            preconditionFailure("DTTableViewManager.startManaging(withDelegate:) was called before \(type(of: delegate)) created its table view. Call it once tableView is set.")
        }
        owner = delegate
        isConfigured = true
        tableViewUpdater = TableViewUpdater(tableView: tableView)
        tableDelegate = DTTableViewDelegate(delegate: delegate, tableViewManager: self)
        tableDataSource = DTTableViewDataSource(delegate: delegate, tableViewManager: self)
        tablePrefetchDataSource = DTTableViewPrefetchDataSource(delegate: delegate, tableViewManager: self)
        startManagingDragAndDrop(delegate: delegate)
    }

    /// Configures `storage` for table use and routes its updates to ``tableViewUpdater``.
    private func adopt(_ storage: Storage) {
        (storage as? SupplementaryStorage)?.configureForTableViewUsage()
        (storage as? BaseUpdateDeliveringStorage)?.delegate = tableViewUpdater
    }

    /// Makes the table ask the delegate objects again which methods they implement, after
    /// mappings or events changed.
    func delegatesNeedResponseRefresh() {
        for wrapper in delegateWrappers {
            wrapper.delegateWasReset()
        }
    }

    /// Every installed delegate object.
    var delegateWrappers: [DTTableViewDelegateWrapper] {
        [tableDataSource, tableDelegate, tablePrefetchDataSource].compactMap { $0 } + dragAndDropWrappers
    }

    // MARK: - Diffable data sources

    /// Makes a diffable data source drive the managed table, with cells from the manager's
    /// mappings.
    ///
    /// Build snapshots of identifiers and apply them to the returned data source, as Apple
    /// documents; keep a reference to it. For each row, `modelProvider` returns the model the
    /// registered mappings display, so registration, conditions, headers and footers, and events
    /// work as with `MemoryStorage`:
    ///
    /// ```swift
    /// dataSource = manager.configureDiffableDataSource { indexPath, identifier in
    ///     posts[identifier]
    /// }
    /// var snapshot = NSDiffableDataSourceSnapshot<Section, Post.ID>()
    /// snapshot.appendSections([.feed])
    /// snapshot.appendItems(posts.keys.sorted())
    /// dataSource.apply(snapshot)
    /// ```
    ///
    /// The data source becomes the manager's ``storage`` (and ``supplementaryStorage``: set
    /// header and footer models there) and the table's data source; ``tableViewUpdater`` is set
    /// to `nil`, since the data source updates the table. Data-source events keep working:
    /// `canEditCell` and `canMove` answer first, then the owner, then the diffable default
    /// (`false`); `commitEditingStyle` and `move` closures run when the user deletes or moves a
    /// row; apply a snapshot there to keep the data source's order.
    ///
    /// Identifiers are `Hashable` and `Sendable`, as the current SDK's diffable data source
    /// requires.
    ///
    /// - Parameter modelProvider: Returns the model of the item at an index path.
    /// - Returns: The data source driving the table.
    /// - Precondition: The manager has a table view.
    open func configureDiffableDataSource<SectionIdentifier, ItemIdentifier>(
        modelProvider: @escaping (IndexPath, ItemIdentifier) -> Any
    ) -> UITableViewDiffableDataSource<SectionIdentifier, ItemIdentifier>
    where SectionIdentifier: Hashable & Sendable, ItemIdentifier: Hashable & Sendable {
        makeDiffableDataSource(modelProvider: modelProvider)
    }

    // MARK: - Updating cells

    /// A closure that reconfigures the visible cell at an index path with a model, without
    /// reloading the row.
    ///
    /// Pass it as an updater's ``TableViewUpdater/reloadRowClosure`` to refresh cells in place.
    ///
    /// - Returns: The closure; it does nothing once the manager is gone.
    open func updateCellClosure() -> (IndexPath, Any) -> Void {
        { [weak self] indexPath, model in
            self?.viewFactory.updateCellAt(indexPath, with: model)
        }
    }

    /// Reconfigures every visible cell with its current model, then runs `closure` on it.
    ///
    /// Cheaper than `reloadData()` when only the models' contents changed.
    ///
    /// - Parameter closure: Runs for each visible cell after it was updated.
    /// - Complexity: O(*v*) in the number of visible rows.
    open func updateVisibleCells(_ closure: ((UITableViewCell) -> Void)? = nil) {
        guard let tableView else { return }
        for indexPath in tableView.indexPathsForVisibleRows ?? [] {
            guard let model = storage.item(at: indexPath), let cell = tableView.cellForRow(at: indexPath) else { continue }
            viewFactory.updateCellAt(indexPath, with: model)
            closure?(cell)
        }
    }

    /// An updater suited to storages whose updates describe changed objects in place (such as
    /// Core Data): changed rows are reconfigured with ``updateCellClosure()`` instead of reloaded,
    /// and moves are animated as a deletion plus an insertion.
    ///
    /// - Returns: A new updater for the managed table.
    open func coreDataUpdater() -> TableViewUpdater {
        guard let tableView else {
            preconditionFailure("DTTableViewManager.coreDataUpdater() needs a managed table view; call it after startManaging(withDelegate:).")
        }
        return TableViewUpdater(tableView: tableView, reloadRow: updateCellClosure(), animateMoveAsDeleteAndInsert: true)
    }
}
