import Foundation

/// A view that presents data in rows arranged in sections.
///
/// Headless: rows are laid out, displayed and recycled as UIKit does, without drawing. The table
/// asks its data source and delegate through the responds-to cache described in
/// ``headlessCachedResponse(to:)``, applies UIKit's defaults for methods they do not implement,
/// validates batch updates with UIKit's consistency rules (see ``HeadlessConsistencyViolation``).
/// As in UIKit, data changes and scrolling only mark the table as needing layout: cells, headers
/// and footers are requested at the next layout pass (`layoutIfNeeded()`, or
/// `headlessTurnRunLoop()` for every view), or when `cellForRow(at:)` or `visibleCells` needs
/// them. Tests drive user interaction with the `simulate…` methods.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    // This body holds the stored state and the members UIKit declares `open`: Swift cannot
    // override members declared in extensions. Everything else lives in `UITableView+*.swift`:
    // Types, SectionEdges, Registration (and dequeueing), Layout, Prefetching, Updates, Dispatch,
    // HeadlessConsistencyViolation and HeadlessInteraction.

    // MARK: - Lifecycle

    /// Creates a table view.
    ///
    /// - Parameters:
    ///   - frame: The frame.
    ///   - style: The style; it cannot change later.
    public init(frame: CGRect, style: UITableView.Style) {
        storedStyle = style
        super.init(frame: frame)
        alwaysBounceVertical = true
    }

    /// Creates a plain table view with the given frame.
    ///
    /// - Parameter frame: The frame.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Creates a plain table view from an archive. Headless: nothing is decoded.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        storedStyle = .plain
        super.init(coder: coder)
        alwaysBounceVertical = true
    }

    // MARK: - Configuration

    /// The table's style; it cannot change after creation.
    open var style: Style { storedStyle }
    private let storedStyle: Style

    /// The object that provides sections, rows and cells. Assigning it resets its responds-to
    /// cache and makes the table reload its data at the next layout or update.
    open weak var dataSource: UITableViewDataSource? {
        didSet {
            resetRespondsCache(for: .dataSource, object: dataSource)
            needsReload = true
            setNeedsLayout()
        }
    }

    /// The object told about display, selection, editing and scrolling, which also provides
    /// heights and header views.
    ///
    /// This refines `UIScrollView.delegate`, as in UIKit: both read and write the same object.
    /// Assigning it through either resets the responds-to cache and asks heights again at the
    /// next layout.
    @_nonoverride
    open var delegate: UITableViewDelegate? {
        get { tableDelegate }
        set { (self as UIScrollView).delegate = newValue }
    }

    /// The scroll-view delegate as a table-view delegate, cast once per assignment: the table
    /// reads it for every delegate call.
    private weak var tableDelegate: UITableViewDelegate?

    /// The object told which rows to prefetch data for. Assigning it resets its responds-to cache.
    open weak var prefetchDataSource: UITableViewDataSourcePrefetching? {
        didSet { resetRespondsCache(for: .prefetchDataSource, object: prefetchDataSource) }
    }

    /// Whether the table asks its ``prefetchDataSource`` to prefetch rows while scrolling.
    open var isPrefetchingEnabled: Bool = true

    /// The object that provides items for dragging rows. Assigning it resets its responds-to cache.
    open weak var dragDelegate: UITableViewDragDelegate? {
        didSet { resetRespondsCache(for: .dragDelegate, object: dragDelegate) }
    }

    /// The object that handles drops onto the table. Assigning it resets its responds-to cache.
    open weak var dropDelegate: UITableViewDropDelegate? {
        didSet { resetRespondsCache(for: .dropDelegate, object: dropDelegate) }
    }

    /// The height of rows when the delegate does not provide one.
    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet { invalidateGeometry() }
    }

    /// The height of section headers when the delegate does not provide one.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { invalidateGeometry() }
    }

    /// The height of section footers when the delegate does not provide one.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { invalidateGeometry() }
    }

    /// The estimated height of rows not displayed yet; `automaticDimension` (the default) lets
    /// the table choose, 0 turns estimates off (every row height is then asked at once).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
        didSet { invalidateGeometry() }
    }
    /// The estimated height of self-sizing section headers not displayed yet.
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { invalidateGeometry() }
    }
    /// The estimated height of self-sizing section footers not displayed yet.
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { invalidateGeometry() }
    }
    /// The padding above each section header. Headless: stored; the geometry adds no padding.
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
    /// The height of the filler rows below the last row of a plain table; zero (no filler rows)
    /// by default, as from iOS 15. Stored only.
    open var fillerRowHeight: CGFloat = 0
    /// How self-sizing cells resize when their content's size changes (iOS 16): with `.enabled`
    /// (the default), a displayed cell that calls `invalidateIntrinsicContentSize()` on itself or
    /// its `contentView` is measured again at the next layout pass, and what is below moves; with
    /// `.enabledIncludingConstraints`, so does a cell whose content view's Auto Layout changed (a
    /// constraint's constant, a label's text); `.disabled` leaves cells at the height they were
    /// measured at when displayed (resize them with `performBatchUpdates(nil)`).
    open var selfSizingInvalidation: SelfSizingInvalidation = .enabled

    /// The view above the first section; its frame's height is kept.
    open var tableHeaderView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
    }

    /// The view below the last section; its frame's height is kept.
    open var tableFooterView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
    }

    /// The view behind every cell, header and footer. As in UIKit, the table makes it its
    /// bottom-most subview and sizes it to its bounds at every layout pass, so it stays in place
    /// while the rows scroll: an empty state's message or a spinner shows centred on screen.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView {
                insertSubview(backgroundView, at: 0)
                backgroundView.frame = bounds
            }
        }
    }
    /// The style of the separators between rows.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    /// The color of separators.
    open var separatorColor: UIColor?
    /// The default insets of separators.
    open var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
    /// How ``separatorInset`` is interpreted; stored only.
    open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges
    /// The effect separators are drawn with over a blurred background; stored only.
    open var separatorEffect: UIVisualEffect?
    /// Whether cells' content views are inset to the safe area (`true`); stored only: the
    /// headless screen has no safe-area insets at the sides.
    open var insetsContentViewsToSafeArea: Bool = true
    /// Whether users can select rows outside editing mode.
    open var allowsSelection: Bool = true
    /// Whether users can select rows in editing mode.
    open var allowsSelectionDuringEditing: Bool = false
    /// Whether several rows can be selected at once outside editing mode.
    open var allowsMultipleSelection: Bool = false
    /// Whether several rows can be selected at once in editing mode.
    ///
    /// Turning it on also turns on ``allowsSelectionDuringEditing``, as UIKit does: apps (and
    /// Apple's TableMultiSelect sample) set only this property to get Mail-style multiple
    /// selection while editing.
    open var allowsMultipleSelectionDuringEditing: Bool = false {
        didSet {
            if allowsMultipleSelectionDuringEditing { allowsSelectionDuringEditing = true }
        }
    }
    /// Whether drag interactions are enabled.
    open var dragInteractionEnabled: Bool = false
    /// Whether a drag that started in this table is in progress. Headless: always `false`, as
    /// no drag is simulated.
    @available(iOS 11.0, *)
    open var hasActiveDrag: Bool { false }
    /// Whether a drop into this table is in progress. Headless: always `false`, as no drop is
    /// simulated.
    @available(iOS 11.0, *)
    open var hasActiveDrop: Bool { false }
    /// The interaction the table shows its rows' context menus with; see
    /// `UITableView+ContextMenuInteraction.swift`.
    ///
    /// Headless: created when first asked for while the delegate gives context menus
    /// (implements `tableView(_:contextMenuConfigurationForRowAt:point:)`), else `nil` (when
    /// UIKit creates its own is not documented). Its `dismissMenu()` ends a menu opened with
    /// ``simulateContextMenu(at:)``, telling the delegate `willEndContextMenuInteraction`, and
    /// its `simulateLongPress(at:)` opens the menu of the row at that point.
    @available(iOS 14.0, *)
    open var contextMenuInteraction: UIContextMenuInteraction? {
        rowContextMenuInteraction(creatingIfNeeded: true)
    }
    /// The interaction behind ``contextMenuInteraction`` and the object that relays it to the
    /// delegate, once created.
    var rowContextMenus: RowContextMenuRelay?
    /// Whether the table remembers the last focused row.
    open var remembersLastFocusedIndexPath: Bool = false
    /// Whether rows can take keyboard focus outside editing mode; the delegate's
    /// `tableView(_:canFocusRowAt:)`, when implemented, decides instead (iOS 15).
    ///
    /// UIKit picks the default by platform; headless: `false`, as on an iPhone without a
    /// hardware keyboard.
    @available(iOS 15.0, *)
    open var allowsFocus: Bool = false
    /// Whether rows can take keyboard focus in editing mode; the delegate's
    /// `tableView(_:canFocusRowAt:)`, when implemented, decides instead (iOS 15). Headless:
    /// `false` by default, as ``allowsFocus``.
    @available(iOS 15.0, *)
    open var allowsFocusDuringEditing: Bool = false
    /// Whether focusing a row selects it.
    open var selectionFollowsFocus: Bool = false
    /// The number of rows from which the section index is shown.
    open var sectionIndexMinimumDisplayRowCount: Int = 0
    /// The color of the section index's titles; `nil` means the system color. Stored only:
    /// HeadlessUIKit draws no index bar.
    open var sectionIndexColor: UIColor?
    /// The color behind the section index while it is not touched; `nil` means the system
    /// color. Stored only.
    open var sectionIndexBackgroundColor: UIColor?
    /// The color behind the section index while a finger drags through it; `nil` means the
    /// system color. Stored only.
    open var sectionIndexTrackingBackgroundColor: UIColor?
    /// Whether cells' layout margins follow the table's readable content width (`false` by
    /// default since iOS 12). Stored only: headless cells keep their own margins.
    open var cellLayoutMarginsFollowReadableWidth: Bool = false

    /// Whether the table is in editing mode; setting it calls ``setEditing(_:animated:)``
    /// unanimated.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }

    /// Receives this table's consistency violations (HeadlessUIKit-only).
    ///
    /// Starts as ``headlessDefaultConsistencyViolationHandler``, which stops the program with UIKit's
    /// message. Tests replace it to collect violations:
    ///
    /// ```swift
    /// var violations: [UITableView.HeadlessConsistencyViolation] = []
    /// tableView.headlessConsistencyViolationHandler = { violations.append($0) }
    /// ```
    public var headlessConsistencyViolationHandler: HeadlessConsistencyViolationHandler = UITableView.headlessDefaultConsistencyViolationHandler

    // MARK: - Internal state

    /// Cached answers per method: `true` implemented, `false` not, `nil` unknown.
    var respondsCache = RespondsCache()
    /// Rows per section as the table last loaded them (its "before the update" state). Changing
    /// them makes the prefetch bookkeeping compare its whole range at the next scroll.
    var rowCounts: [Int] = [] {
        didSet { prefetchState.invalidate() }
    }
    /// Whether the data must be loaded from the data source before it is used.
    var needsReload = true
    /// Whether heights must be asked again before the geometry is used.
    var geometryIsStale = true
    /// Positions of headers, rows and footers.
    var geometry = TableGeometry()
    /// Header titles per section, asked with the geometry.
    var headerTitles: [String?] = []
    /// Footer titles per section, asked with the geometry.
    var footerTitles: [String?] = []
    /// Cells on screen by row.
    var visibleCellsByIndexPath: [IndexPath: UITableViewCell] = [:]
    /// Headers and footers of sections on screen; `.absent` when the table asked and got none.
    var visibleSectionEdges: [SectionEdgeKey: DisplayedEdge] = [:]
    /// Cells waiting for reuse, by reuse identifier.
    var cellReuseQueues = TableReuseQueues<UITableViewCell>()
    /// Header and footer views waiting for reuse, by reuse identifier.
    var headerFooterReuseQueues = TableReuseQueues<UITableViewHeaderFooterView>()
    /// How cells are created, by reuse identifier.
    var cellSources: [String: CellSource] = [:]
    /// How header and footer views are created, by reuse identifier.
    var headerFooterSources: [String: HeaderFooterSource] = [:]
    /// Selected rows, in selection order.
    var selectedIndexPaths: [IndexPath] = []
    /// The batch update being recorded, and how deeply updates are nested.
    var pendingUpdate: BatchUpdate?
    /// Nesting depth of `beginUpdates()`.
    var updateDepth = 0
    /// What the prefetch data source was asked, for the next scroll step.
    var prefetchState = TablePrefetchState()
    /// A cell that `dequeueReusableCell` returns again while the row is reconfigured.
    var cellBeingReconfigured: UITableViewCell?
    /// Cells of deleted and reloaded rows, still on screen until the next layout pass has
    /// requested the update's new cells, with their before-update index paths.
    var cellsLeavingWithUpdate: [(indexPath: IndexPath, cell: UITableViewCell)] = []
    /// What the next layout pass must do, and the heights learned by displaying content.
    var layoutState = TableLayoutState()
    /// The data source's section index titles, once asked; `nil` until asked again.
    var sectionIndexTitlesCache: [String]??
    private var editingState = false
    /// Whether the table is editing because the user swiped a row open (UIKit sets `isEditing`
    /// then, without editing controls on the other rows), so that closing the swipe ends it.
    var isEditingForSwipe: Bool {
        get { editingForSwipe }
        set {
            editingForSwipe = newValue
            editingState = newValue
        }
    }
    private var editingForSwipe = false

    // MARK: - Data

    /// Reloads everything from the data source and redisplays the visible rows.
    ///
    /// As in UIKit, the section and row counts are asked at once; the selection is cleared
    /// without delegate calls; the section index titles are asked again when next needed; at the
    /// next layout pass the visible cells, headers and footers end displaying (the delegate is
    /// told), go to the reuse queues, and what the bounds show is requested anew.
    open func reloadData() {
        needsReload = true
        sectionIndexTitlesCache = nil
        selectedIndexPaths.removeAll()
        loadCountsIfNeeded()
        setNeedsVisibleContentUpdate()
    }

    /// Asks the data source's `sectionIndexTitles(for:)` again when the index is next needed.
    open func reloadSectionIndexTitles() {
        sectionIndexTitlesCache = nil
    }

    /// Whether changes the user started (reordering, a drop in progress) are not applied yet.
    /// Headless: always `false`: simulated moves are applied at once, and drops are not driven by
    /// the table.
    open var hasUncommittedUpdates: Bool { false }

    /// The number of sections, as the table last loaded it.
    open var numberOfSections: Int {
        ensureDataLoaded()
        return rowCounts.count
    }

    /// The number of rows in a section, as the table last loaded it.
    ///
    /// - Parameter section: The section.
    /// - Returns: The row count; 0 (after a reported violation) for a section out of range.
    open func numberOfRows(inSection section: Int) -> Int {
        ensureDataLoaded()
        guard rowCounts.indices.contains(section) else {
            reportViolation(
                .sectionOutOfRange,
                "request for number of rows in section (\(section)) when there are only \(rowCounts.count) sections in the table"
            )
            return 0
        }
        return rowCounts[section]
    }

    // MARK: - Registering and dequeueing

    /// Registers a class the table creates cells of for a reuse identifier.
    ///
    /// Cells are created with `init(style: .default, reuseIdentifier:)`. Registering replaces any
    /// class, nib or prototype registered for the identifier; `nil` unregisters it. A class that is
    /// not a `UITableViewCell` is reported as a consistency violation.
    /// - Parameters:
    ///   - cellClass: A `UITableViewCell` subclass, or `nil` to unregister.
    ///   - identifier: The reuse identifier.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registerCellClass(cellClass, identifier)
    }

    /// Registers a nib the table loads cells from for a reuse identifier.
    ///
    /// The nib must contain exactly one top-level object, a `UITableViewCell`. Registering
    /// replaces any class, nib or prototype registered for the identifier; `nil` unregisters it.
    /// - Parameters:
    ///   - nib: The nib, or `nil` to unregister.
    ///   - identifier: The reuse identifier.
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        cellSources[identifier] = nib.map(CellSource.nib)
    }

    /// Registers a class the table creates header and footer views of for a reuse identifier.
    ///
    /// Views are created with `init(reuseIdentifier:)`; `nil` unregisters the identifier.
    /// - Parameters:
    ///   - aClass: A `UITableViewHeaderFooterView` subclass, or `nil`.
    ///   - identifier: The reuse identifier.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registerHeaderFooterClass(aClass, identifier)
    }

    /// Registers a nib the table loads header and footer views from for a reuse identifier.
    ///
    /// - Parameters:
    ///   - nib: The nib, or `nil` to unregister.
    ///   - identifier: The reuse identifier.
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterSources[identifier] = nib.map(HeaderFooterSource.nib)
    }

    /// Returns a reusable cell for an identifier, or `nil` when nothing is registered for it.
    ///
    /// Takes a cell from the reuse queue (calling `prepareForReuse()`) or creates one from the
    /// registered class, nib or prototype.
    /// - Parameter identifier: The reuse identifier.
    /// - Returns: A cell, or `nil`.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        dequeueCell(identifier)
    }

    /// Returns a reusable cell for an identifier, sized for the row.
    ///
    /// An identifier with nothing registered is a programming error: it is reported with UIKit's
    /// message ("unable to dequeue a cell with identifier …") and, if the handler returns, a plain
    /// default-style cell is returned.
    /// - Parameters:
    ///   - identifier: The reuse identifier.
    ///   - indexPath: The row the cell is for.
    /// - Returns: A cell.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        dequeueCell(identifier, for: indexPath)
    }

    /// Returns a reusable header or footer view, or `nil` when nothing is registered.
    ///
    /// - Parameter identifier: The reuse identifier.
    /// - Returns: A view from the reuse queue (after `prepareForReuse()`) or a new one.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        dequeueHeaderFooterView(identifier)
    }

    // MARK: - Geometry queries

    /// The frame of a row in content coordinates.
    ///
    /// - Parameter indexPath: The row.
    /// - Returns: Its frame; `.zero` (after a reported violation) for a row out of range.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        ensureDataLoaded()
        guard contains(indexPath) else {
            reportViolation(.rowOutOfRange, "request for rect at invalid index path (\(indexPath.headlessDescription))")
            return .zero
        }
        return geometry.rowRect(indexPath, width: bounds.width)
    }

    /// The frame of a whole section (header, rows and footer).
    ///
    /// - Parameter section: The section.
    /// - Returns: Its frame, `.zero` for a section out of range.
    open func rect(forSection section: Int) -> CGRect {
        ensureDataLoaded()
        return rowCounts.indices.contains(section) ? geometry.sectionRect(section, width: bounds.width) : .zero
    }

    /// The frame of a section's header.
    ///
    /// - Parameter section: The section.
    /// - Returns: Its frame, `.zero` for a section out of range.
    open func rectForHeader(inSection section: Int) -> CGRect {
        ensureDataLoaded()
        return rowCounts.indices.contains(section) ? geometry.headerRect(section, width: bounds.width) : .zero
    }

    /// The frame of a section's footer.
    ///
    /// - Parameter section: The section.
    /// - Returns: Its frame, `.zero` for a section out of range.
    open func rectForFooter(inSection section: Int) -> CGRect {
        ensureDataLoaded()
        return rowCounts.indices.contains(section) ? geometry.footerRect(section, width: bounds.width) : .zero
    }

    /// The row at a point in content coordinates.
    ///
    /// - Parameter point: The point.
    /// - Returns: The row, or `nil` when the point is not on a row.
    /// - Complexity: O(log sections + log rows).
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        indexPathsForRows(in: CGRect(x: point.x, y: point.y, width: 0, height: 0.5))?.first
    }

    /// The rows overlapping a rectangle in content coordinates.
    ///
    /// - Parameter rect: The rectangle.
    /// - Returns: The rows, in order.
    /// - Complexity: O(log sections + log rows + rows found).
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        ensureDataLoaded()
        return rows(overlapping: rect.minY, rect.maxY)
    }

    // MARK: - Visible content

    /// The cell displayed for a row, or `nil` when the row is not on screen.
    ///
    /// As in UIKit, a pending layout of the table's content runs first, so the row's cell exists
    /// when the row is on screen.
    /// - Parameter indexPath: The row.
    /// - Returns: The visible cell.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        updateVisibleContentIfNeeded()
        return visibleCellsByIndexPath[indexPath]
    }

    /// The row a visible cell displays.
    ///
    /// - Parameter cell: A cell.
    /// - Returns: Its row, or `nil` when the cell is not displayed.
    /// - Complexity: O(visible rows).
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        updateVisibleContentIfNeeded()
        return displayedIndexPath(of: cell)
    }

    /// The cells on screen, in row order. As in UIKit, a pending layout of the table's content
    /// runs first.
    open var visibleCells: [UITableViewCell] {
        updateVisibleContentIfNeeded()
        return visibleCellsByIndexPath.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The rows the bounds show, in order, from the current geometry. As in UIKit, this does not
    /// request cells: right after a data change it can name rows whose cells the next layout pass
    /// creates.
    open var indexPathsForVisibleRows: [IndexPath]? {
        ensureDataLoaded()
        return rows(overlapping: bounds.minY, bounds.height > 0 ? bounds.maxY : bounds.minY)
    }

    /// The header view displayed for a section, when it is a `UITableViewHeaderFooterView`.
    ///
    /// - Parameter section: The section.
    /// - Returns: The visible header view.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        updateVisibleContentIfNeeded()
        return displayedView(SectionEdgeKey(edge: .header, section: section)) as? UITableViewHeaderFooterView
    }

    /// The footer view displayed for a section, when it is a `UITableViewHeaderFooterView`.
    ///
    /// - Parameter section: The section.
    /// - Returns: The visible footer view.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        updateVisibleContentIfNeeded()
        return displayedView(SectionEdgeKey(edge: .footer, section: section)) as? UITableViewHeaderFooterView
    }

    // MARK: - Scrolling

    /// Scrolls so that the selected row nearest to a position of the visible area is at that
    /// position; does nothing when no row is selected.
    ///
    /// - Parameters:
    ///   - scrollPosition: Where the row ends up; `.none` scrolls as little as makes the nearest
    ///     selected row visible.
    ///   - animated: Whether UIKit would animate.
    open func scrollToNearestSelectedRow(at scrollPosition: UITableView.ScrollPosition, animated: Bool) {
        guard let nearest = nearestSelectedRow(to: scrollPosition) else { return }
        scrollToRow(at: nearest, at: scrollPosition, animated: animated)
    }

    /// Scrolls so a row is at a position of the visible area.
    ///
    /// - Parameters:
    ///   - indexPath: The row.
    ///   - scrollPosition: Where the row ends up; `.none` scrolls as little as needed.
    ///   - animated: Whether UIKit would animate.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {
        ensureDataLoaded()
        guard contains(indexPath) else {
            let rows = rowCounts.indices.contains(indexPath.section) ? rowCounts[indexPath.section] : 0
            reportViolation(
                .rowOutOfRange,
                "Attempted to scroll the table view to an out-of-bounds row (\(indexPath.row)) when there are only \(rows) rows in section \(indexPath.section)."
            )
            return
        }
        scrollRectToPosition(geometry.rowRect(indexPath, width: bounds.width), scrollPosition, animated: animated)
    }

    /// Lays out the table: loads data and geometry if needed, places the header and footer views,
    /// and displays what the bounds show.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        layOutContent()
    }

    override func tellScrollViewDelegate(_ method: HeadlessTableViewMethod, _ body: (UIScrollViewDelegate) -> Void) {
        tellScrollViewDelegateIfImplemented(method, body)
    }

    override func didScroll(animated: Bool) {
        tellScrollViewDelegate(.scrollViewDidScroll) { $0.scrollViewDidScroll(self) }
        layoutState.needsPrefetchUpdate = true
        setNeedsVisibleContentUpdate()
        if animated {
            tellScrollViewDelegate(.scrollViewDidEndScrollingAnimation) { $0.scrollViewDidEndScrollingAnimation(self) }
        }
    }

    override func traitsDidChangeForSystemAdjustments(from previous: UITraitCollection) {
        super.traitsDidChangeForSystemAdjustments(from: previous)
        adjustHeights(afterTraitChangeFrom: previous)
    }

    override func delegateDidChange() {
        tableDelegate = (self as UIScrollView).delegate as? UITableViewDelegate
        resetRespondsCache(for: .delegate, object: (self as UIScrollView).delegate)
        geometryIsStale = true
        layoutState.forgetHeights()
        setNeedsLayout()
    }

    // MARK: - Batch updates

    /// Applies the row and section changes recorded in `updates` as one batch.
    ///
    /// The table remembers its counts before the batch (loading them first if it never did),
    /// records the inserts, deletes, reloads and moves, then asks the data source for the new
    /// counts and checks UIKit's consistency rules; a broken rule is reported to
    /// ``headlessConsistencyViolationHandler`` with UIKit's message (then the table reloads). Rows
    /// that became visible are requested at the next layout pass. Headless: `completion` is
    /// called synchronously, with `true`.
    /// - Parameters:
    ///   - updates: Changes the data source's model and records the matching table changes.
    ///   - completion: Called after the update is applied.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }

    /// Starts recording changes to apply together at the matching ``endUpdates()``; calls nest.
    open func beginUpdates() {
        if updateDepth == 0 {
            ensureDataLoaded()
            pendingUpdate = BatchUpdate()
        }
        updateDepth += 1
    }

    /// Applies the changes recorded since the outermost ``beginUpdates()``.
    open func endUpdates() {
        guard updateDepth > 0 else { return }
        updateDepth -= 1
        guard updateDepth == 0, let update = pendingUpdate else { return }
        pendingUpdate = nil
        commit(update)
    }

    /// Inserts sections, in after-update indexes.
    ///
    /// - Parameters:
    ///   - sections: The new sections' indexes.
    ///   - animation: The animation.
    open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        record { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections, in before-update indexes.
    ///
    /// - Parameters:
    ///   - sections: The deleted sections' indexes.
    ///   - animation: The animation.
    open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        record { $0.deletedSections.formUnion(sections) }
    }

    /// Reloads sections (their rows, header and footer are displayed anew), in before-update
    /// indexes.
    ///
    /// - Parameters:
    ///   - sections: The sections' indexes.
    ///   - animation: The animation.
    open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        record { $0.reloadedSections.formUnion(sections) }
    }

    /// Moves a section, keeping its rows.
    ///
    /// - Parameters:
    ///   - section: Its before-update index.
    ///   - newSection: Its after-update index.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }

    /// Inserts rows, in after-update index paths.
    ///
    /// - Parameters:
    ///   - indexPaths: The new rows.
    ///   - animation: The animation.
    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        record { $0.insertedRows.formUnion(indexPaths) }
    }

    /// Deletes rows, in before-update index paths.
    ///
    /// - Parameters:
    ///   - indexPaths: The deleted rows.
    ///   - animation: The animation.
    open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        record { $0.deletedRows.formUnion(indexPaths) }
    }

    /// Reloads rows (their cells are requested anew), in before-update index paths.
    ///
    /// - Parameters:
    ///   - indexPaths: The rows.
    ///   - animation: The animation.
    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        record { $0.reloadedRows.formUnion(indexPaths) }
    }

    /// Moves a row.
    ///
    /// - Parameters:
    ///   - indexPath: Its before-update index path.
    ///   - newIndexPath: Its after-update index path.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    /// Updates visible rows' cells in place: the data source's `cellForRowAt` is called and
    /// `dequeueReusableCell` returns the row's existing cell, without `prepareForReuse()` or
    /// display events.
    ///
    /// - Parameter indexPaths: The rows, in before-update index paths.
    open func reconfigureRows(at indexPaths: [IndexPath]) {
        record { $0.reconfiguredRows.append(contentsOf: indexPaths) }
    }

    // MARK: - Selection

    /// The first selected row in row order, or `nil`.
    open var indexPathForSelectedRow: IndexPath? {
        selectedIndexPaths.min()
    }

    /// The selected rows in row order, or `nil` when none is selected.
    open var indexPathsForSelectedRows: [IndexPath]? {
        selectedIndexPaths.isEmpty ? nil : selectedIndexPaths.sorted()
    }

    /// Selects a row without telling the delegate, optionally scrolling to it.
    ///
    /// Without multiple selection the previous selection is replaced; `nil` deselects every row.
    /// - Parameters:
    ///   - indexPath: The row, or `nil`.
    ///   - animated: Whether UIKit would animate.
    ///   - scrollPosition: Where to scroll the row; `.none` does not scroll.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
        guard let indexPath else {
            for selected in selectedIndexPaths { deselectRow(at: selected, animated: animated) }
            return
        }
        ensureDataLoaded()
        guard contains(indexPath) else { return }
        if !allowsMultipleSelectionNow {
            for selected in selectedIndexPaths where selected != indexPath { deselectRow(at: selected, animated: animated) }
        }
        if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
        if let cell = visibleCellsByIndexPath[indexPath], !cell.isSelected { cell.setSelected(true, animated: animated) }
        if scrollPosition != .none {
            scrollRectToPosition(geometry.rowRect(indexPath, width: bounds.width), scrollPosition, animated: animated)
        }
    }

    /// Deselects a row without telling the delegate.
    ///
    /// - Parameters:
    ///   - indexPath: The row.
    ///   - animated: Whether UIKit would animate.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedIndexPaths.removeAll { $0 == indexPath }
        if let cell = visibleCellsByIndexPath[indexPath], cell.isSelected { cell.setSelected(false, animated: animated) }
    }

    // MARK: - Editing

    /// Enters or leaves editing mode, updating the visible cells.
    ///
    /// As in UIKit, entering or leaving editing mode clears the selection, without telling the
    /// delegate: a selection means something else while editing (the rows checked for a bulk
    /// action), so neither carries over.
    ///
    /// - Parameters:
    ///   - editing: Whether to edit.
    ///   - animated: Whether UIKit would animate.
    open func setEditing(_ editing: Bool, animated: Bool) {
        let wasEditingForSwipe = editingForSwipe
        editingForSwipe = false
        guard editing != editingState else { return }
        editingState = editing
        if !wasEditingForSwipe {
            for selected in selectedIndexPaths { deselectRow(at: selected, animated: animated) }
        }
        for (indexPath, cell) in visibleCellsByIndexPath {
            configureEditing(of: cell, at: indexPath, animated: animated)
        }
    }

    // MARK: - Private

    private func invalidateGeometry() {
        geometryIsStale = true
        layoutState.forgetHeights()
        setNeedsVisibleContentUpdate()
    }

    private func replaceAccessoryView(_ old: UIView?, with new: UIView?) {
        old?.removeFromSuperview()
        if let new { addSubview(new) }
        invalidateGeometry()
    }
}
