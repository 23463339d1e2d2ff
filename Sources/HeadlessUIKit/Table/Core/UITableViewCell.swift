import Foundation

/// A row of a table view, with UIKit's standard subviews, accessories, states and content
/// configurations.
///
/// Cells created by a table view for a registered class are made with
/// `init(style: .default, reuseIdentifier:)`, as UIKit does: a subclass that declares other
/// designated initializers without overriding that one is created by hand only, and the table
/// stops with "Use of unimplemented initializer" if it is registered, as on iOS.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    // MARK: - Nested types

    /// The standard layouts of a cell's labels and image.
    public enum CellStyle: Int, Sendable {
        /// A left-aligned label and an optional image.
        case `default` = 0
        /// A left label and a right-aligned, secondary detail label.
        case value1 = 1
        /// A right-aligned label and a left-aligned detail label; no image.
        case value2 = 2
        /// A label with a subtitle below it.
        case subtitle = 3
    }

    /// How a selected cell looks.
    public enum SelectionStyle: Int, Sendable {
        /// No visible selection.
        case none = 0
        /// A blue selection background.
        case blue = 1
        /// A gray selection background.
        case gray = 2
        /// The default selection background.
        case `default` = 3
    }

    /// The standard accessory a cell shows at its trailing edge.
    public enum AccessoryType: Int, Sendable {
        /// No accessory.
        case none = 0
        /// A chevron.
        case disclosureIndicator = 1
        /// An info button and a chevron.
        case detailDisclosureButton = 2
        /// A checkmark.
        case checkmark = 3
        /// An info button.
        case detailButton = 4
    }

    /// How the cell shows focus.
    public enum FocusStyle: Int, Sendable {
        /// The system's focus appearance.
        case `default` = 0
        /// The cell draws its own focus appearance.
        case custom = 1
    }

    /// The state of a cell taking part in drag and drop.
    public enum DragState: Int, Sendable {
        /// Not dragged.
        case none = 0
        /// Being lifted at the start of a drag.
        case lifting = 1
        /// Being dragged.
        case dragging = 2
    }

    /// The style of the separators between cells.
    public enum SeparatorStyle: Int, Sendable {
        /// No separator.
        case none = 0
        /// A single line.
        case singleLine = 1
        /// An etched line.
        @available(iOS, introduced: 2.0, deprecated: 11.0, message: "Use UITableViewCellSeparatorStyleSingleLine for a single line separator.")
        case singleLineEtched = 2
    }

    // MARK: - Lifecycle

    /// Creates a cell with a standard style.
    ///
    /// - Parameters:
    ///   - style: Which standard labels and image the cell has.
    ///   - reuseIdentifier: The identifier the table view reuses the cell under.
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        storedReuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        installContentView()
    }

    /// Creates a cell from an archive (a nib or storyboard). Headless: nothing is decoded; the
    /// cell has the default style.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        cellStyle = .default
        storedReuseIdentifier = nil
        super.init(coder: coder)
        installContentView()
    }

    /// Creates a default-style cell without a reuse identifier, with the given frame.
    ///
    /// - Parameter frame: The frame.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table view creates a registered class; not for use in code.
    ///
    /// Swift constructs a class held in a metatype only through a `required` initializer. This
    /// one is unavailable, so subclasses never have to provide it; the table reaches it through
    /// `ReuseIdentifierInitializable`, and it calls `init(style: .default, reuseIdentifier:)`,
    /// dispatching to a subclass's override as UIKit's Objective-C runtime does.
    /// - Parameter headlessReuseIdentifier: The reuse identifier.
    @available(*, unavailable, message: "the table view creates registered cells; call init(style:reuseIdentifier:)")
    public required convenience init(headlessReuseIdentifier: String?) {
        self.init(style: .default, reuseIdentifier: headlessReuseIdentifier)
    }

    // MARK: - Reuse

    /// The identifier the table view reuses the cell under.
    open var reuseIdentifier: String? { storedReuseIdentifier }
    /// The reuse identifier, set by the initializer and the table view.
    var storedReuseIdentifier: String?

    /// Called when the table view takes the cell from its reuse queue, before returning it from
    /// `dequeueReusableCell`. Overrides reset per-row state and call `super`.
    open func prepareForReuse() {}

    // MARK: - Content

    let cellStyle: CellStyle

    /// The view that holds the cell's content; add custom subviews here. Setting a
    /// `contentConfiguration` replaces it with the configuration's content view.
    open var contentView: UIView { storedContentView }

    /// The main label, present for every style; `nil` while a `contentConfiguration` is set.
    ///
    /// Created and added to ``contentView`` on first access, as UIKit does, so that cells that
    /// never use it cost nothing for it.
    open var textLabel: UILabel? {
        standardSubview(&createdTextLabel, UILabel.init)
    }

    /// The secondary label: present for `.value1`, `.value2` and `.subtitle`, `nil` for
    /// `.default` and while a `contentConfiguration` is set. Created and added to
    /// ``contentView`` on first access.
    open var detailTextLabel: UILabel? {
        cellStyle == .default ? nil : standardSubview(&createdDetailTextLabel, UILabel.init)
    }

    /// The image view: present for `.default`, `.value1` and `.subtitle`, `nil` for `.value2`
    /// and while a `contentConfiguration` is set. Created and added to ``contentView`` on first
    /// access.
    open var imageView: UIImageView? {
        cellStyle == .value2 ? nil : standardSubview(&createdImageView, UIImageView.init)
    }

    var storedContentView: UIView = UITableViewCellContentView()
    var storedContentConfiguration: (any UIContentConfiguration)?
    private(set) var createdTextLabel: UILabel?
    private(set) var createdDetailTextLabel: UILabel?
    private(set) var createdImageView: UIImageView?

    /// The view behind the content; `nil` while a `backgroundConfiguration` is set.
    open var backgroundView: UIView? {
        get { backgroundConfiguration == nil ? storedBackgroundViews.normal : nil }
        set { storedBackgroundViews.normal = newValue }
    }

    /// The view behind the content while selected; `nil` while a `backgroundConfiguration` is set.
    open var selectedBackgroundView: UIView? {
        get { backgroundConfiguration == nil ? storedBackgroundViews.selected : nil }
        set { storedBackgroundViews.selected = newValue }
    }

    /// The view behind the content while selected in multiple selection; `nil` while a
    /// `backgroundConfiguration` is set.
    open var multipleSelectionBackgroundView: UIView? {
        get { backgroundConfiguration == nil ? storedBackgroundViews.multipleSelection : nil }
        set { storedBackgroundViews.multipleSelection = newValue }
    }

    /// The background views, kept apart from their getters so a background configuration can
    /// hide and reset them.
    var storedBackgroundViews: (normal: UIView?, selected: UIView?, multipleSelection: UIView?)

    // MARK: - Configuration

    /// The background configuration, as applied; setting a non-`nil` one resets the background
    /// views (see `backgroundConfiguration`).
    var storedBackgroundConfiguration: UIBackgroundConfiguration?
    /// The handler run at the end of each configuration update.
    var storedConfigurationUpdateHandler: ConfigurationUpdateHandler?
    /// Whether an update was requested and has not run yet. A new cell starts with one, so it is
    /// updated before it is first displayed, as in UIKit.
    var needsConfigurationUpdate = true

    /// The cell's current state, which configurations are updated for. Overrides call `super`
    /// and add custom states.
    ///
    /// Headless: `isSelected`, `isHighlighted`, `isEditing`, `isSwiped` and `isFocused` follow
    /// the cell; the other flags stay `false`.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: .allUnspecified)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        state.isSwiped = showingDeleteConfirmation
        state.isFocused = isFocused
        return state
    }

    /// Whether the cell can take keyboard focus: as the table's delegate answers
    /// `tableView(_:canFocusRowAt:)`, else as the table's `allowsFocus` (`allowsFocusDuringEditing`
    /// in editing mode) says; `false` for a cell the table does not display.
    open override var canBecomeFocused: Bool {
        guard let table = superview as? UITableView, let indexPath = table.displayedIndexPath(of: self) else { return false }
        let allowed = table.isEditing ? table.allowsFocusDuringEditing : table.allowsFocus
        return table.askDelegate(.canFocusRowAt, default: allowed) { $0.tableView(table, canFocusRowAt: indexPath) }
    }

    /// Requests a configuration update for the current state.
    ///
    /// The cell calls this when its selection, highlight, editing or swiped state changes. As in
    /// UIKit, requests are coalesced: the update runs at the cell's next layout pass
    /// (`layoutIfNeeded()`), when the table view displays the cell, and at the end of a
    /// simulated interaction (`simulateTap(at:)`, `simulateSwipe(at:edge:)`, a swipe action's
    /// `tap()`), which stands for the run-loop turn after a touch.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the cell's configurations for a state; subclasses override it. Called by the
    /// update pass after the automatic configuration updates and before
    /// `configurationUpdateHandler`; do not call it directly.
    ///
    /// - Parameter state: The cell's state.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// Whether the update pass replaces `contentConfiguration` with its `updated(for:)` copy.
    open var automaticallyUpdatesContentConfiguration: Bool = true
    /// Whether the update pass replaces `backgroundConfiguration` with its `updated(for:)` copy.
    open var automaticallyUpdatesBackgroundConfiguration: Bool = true

    /// A closure that updates a cell's configurations for its state.
    public typealias ConfigurationUpdateHandler = (_ cell: UITableViewCell, _ state: UICellConfigurationState) -> Void

    /// The cell's content configuration; `nil` (the default) for the standard subviews.
    ///
    /// Setting a configuration applies it to the content view when that view supports it, and
    /// otherwise replaces ``contentView`` with the configuration's new content view. While a
    /// configuration is set, ``textLabel``, ``detailTextLabel`` and ``imageView`` are `nil`.
    /// Setting `nil` after a configuration replaces the content view with a new empty view.
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { storedContentConfiguration }
        set { installContentConfiguration(newValue) }
    }

    /// A new list content configuration for the cell's style, with no content.
    ///
    /// `.default` gives `UIListContentConfiguration.cell()`, `.subtitle` `subtitleCell()`, and
    /// `.value1` `valueCell()`. Headless: `.value2`, which has no list configuration of its own,
    /// also gives `valueCell()`.
    /// - Returns: The configuration.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }

    /// The cell's background configuration; `nil` (the default) for the background views.
    ///
    /// Setting a non-`nil` configuration resets `backgroundColor`, ``backgroundView``,
    /// ``selectedBackgroundView`` and ``multipleSelectionBackgroundView`` to `nil`, as in UIKit.
    /// Headless: the configuration is stored, not drawn.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { storedBackgroundConfiguration }
        set {
            storedBackgroundConfiguration = newValue
            if newValue != nil {
                storedBackgroundViews = (nil, nil, nil)
                backgroundColor = nil
            }
        }
    }

    /// A new background configuration for a list cell, with the system's default values.
    ///
    /// - Returns: `UIBackgroundConfiguration.listCell()`.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        .listCell()
    }

    /// A closure run at the end of every configuration update, after
    /// `updateConfiguration(using:)`: an alternative to overriding that method. Setting it
    /// requests an update.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { storedConfigurationUpdateHandler }
        set {
            storedConfigurationUpdateHandler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    // MARK: - Accessories

    /// The standard accessory shown outside editing mode.
    open var accessoryType: AccessoryType = .none
    /// A custom accessory shown outside editing mode; replaces ``accessoryType``. As in UIKit, it
    /// is a subview of the cell itself (beside `contentView`), so its controls can be tapped.
    open var accessoryView: UIView? {
        didSet { replaceAccessory(oldValue, with: accessoryView) }
    }
    /// The standard accessory shown in editing mode.
    open var editingAccessoryType: AccessoryType = .none
    /// A custom accessory shown in editing mode; a subview of the cell, as ``accessoryView``.
    open var editingAccessoryView: UIView? {
        didSet { replaceAccessory(oldValue, with: editingAccessoryView) }
    }

    private func replaceAccessory(_ old: UIView?, with new: UIView?) {
        guard old !== new else { return }
        if old?.superview === self { old?.removeFromSuperview() }
        if let new { addSubview(new) }
    }

    // MARK: - State

    /// How the cell looks when selected.
    open var selectionStyle: SelectionStyle = .default
    /// How the cell shows focus.
    open var focusStyle: FocusStyle = .default
    /// The insets of the separator below the cell.
    open var separatorInset: UIEdgeInsets = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
    /// Whether the cell shows a reorder control in editing mode.
    open var showsReorderControl: Bool = false
    /// Whether the content indents in editing mode.
    open var shouldIndentWhileEditing: Bool = true
    /// The indentation level of the content.
    open var indentationLevel: Int = 0
    /// The width of one indentation level.
    open var indentationWidth: CGFloat = 10
    /// Whether the user can interact with the cell while it is dragged.
    open var userInteractionEnabledWhileDragging: Bool = false

    /// The editing control the table view gives the row.
    open var editingStyle: UITableViewCell.EditingStyle { storedEditingStyle }
    /// Whether the cell shows its delete confirmation (while swiped open).
    open var showingDeleteConfirmation: Bool { deleteConfirmationShown }

    /// The editing style, set by the table view.
    var storedEditingStyle: UITableViewCell.EditingStyle = .none
    /// Whether the cell is swiped open, set by the table view; a change requests a
    /// configuration update.
    var deleteConfirmationShown = false {
        willSet {
            if newValue != deleteConfirmationShown { willTransition(to: transitionState(editing: editingState, deleteConfirmation: newValue)) }
        }
        didSet {
            guard deleteConfirmationShown != oldValue else { return }
            setNeedsUpdateConfiguration()
            didTransition(to: transitionState(editing: editingState, deleteConfirmation: deleteConfirmationShown))
        }
    }

    private var selectedState = false
    private var highlightedState = false
    private var editingState = false

    /// Whether the cell is selected; setting it calls ``setSelected(_:animated:)`` unanimated.
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }

    /// Whether the cell is highlighted; setting it calls ``setHighlighted(_:animated:)``
    /// unanimated.
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Whether the cell is in editing mode; setting it calls ``setEditing(_:animated:)``
    /// unanimated.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }

    /// Selects or deselects the cell; the table view calls this, overrides call `super`.
    ///
    /// - Parameters:
    ///   - selected: Whether the cell is selected.
    ///   - animated: Whether to animate.
    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != selectedState else { return }
        selectedState = selected
        setNeedsUpdateConfiguration()
    }

    /// Highlights or unhighlights the cell; the table view calls this, overrides call `super`.
    ///
    /// - Parameters:
    ///   - highlighted: Whether the cell is highlighted.
    ///   - animated: Whether to animate.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != highlightedState else { return }
        highlightedState = highlighted
        setNeedsUpdateConfiguration()
    }

    /// Enters or leaves editing mode; the table view calls this, overrides call `super`.
    ///
    /// - Parameters:
    ///   - editing: Whether the cell is editing.
    ///   - animated: Whether to animate.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingState else { return }
        let state = transitionState(editing: editing, deleteConfirmation: deleteConfirmationShown)
        willTransition(to: state)
        editingState = editing
        setNeedsUpdateConfiguration()
        // The accessory view of the new mode takes the trailing edge at the next layout pass.
        setNeedsLayout()
        didTransition(to: state)
    }

    /// Called before the cell changes state: editing mode begins or ends
    /// (``StateMask/showingEditControl``), or a swipe opens or closes its actions
    /// (``StateMask/showingDeleteConfirmation`` alone). The default does nothing; overrides call
    /// `super`.
    ///
    /// Headless: called from ``setEditing(_:animated:)`` before the state changes, and when the
    /// table view opens or closes a swipe (`simulateSwipe(at:edge:)`, a swipe action's tap).
    /// - Parameter state: The states the cell is going to.
    open func willTransition(to state: StateMask) {}

    /// Called after the cell changed state, where UIKit ends the transition's animation; see
    /// ``willTransition(to:)``. The default does nothing; overrides call `super`.
    ///
    /// - Parameter state: The states the cell is in.
    open func didTransition(to state: StateMask) {}

    private func transitionState(editing: Bool, deleteConfirmation: Bool) -> StateMask {
        var state: StateMask = []
        if editing { state.insert(.showingEditControl) }
        if deleteConfirmation { state.insert(.showingDeleteConfirmation) }
        return state
    }

    /// Called when the cell's drag state changes.
    ///
    /// - Parameter dragState: The new state.
    open func dragStateDidChange(_ dragState: DragState) {}

    // MARK: - Layout

    /// Runs a pending configuration update, places the accessory view at the trailing edge,
    /// sizes the content view to the rest of the cell and places the standard labels and image
    /// view (see `UITableViewCell+StandardLayout.swift`).
    /// The size that fits the cell at `size`'s width: with standard labels that wrap
    /// (`numberOfLines = 0`), the height they need, and with a list content configuration, the
    /// height its texts and image need (a subtitle, wrapped secondary text), so built-in styles
    /// and list cells size themselves under `UITableView.automaticDimension`, as in UIKit;
    /// otherwise the current size (UIView's).
    ///
    /// - Parameter size: The size to fit; its width is kept.
    /// - Returns: The fitting size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let listContent = contentView as? UIListContentView {
            return CGSize(width: size.width, height: listContent.headlessCellHeight(atWidth: max(size.width - accessoryViewReservedWidth, 0)))
        }
        guard let height = wrappingStandardLabelsHeight(atWidth: size.width) else { return super.sizeThatFits(size) }
        return CGSize(width: size.width, height: height)
    }

    /// Marks the intrinsic size as changed; in a table whose `selfSizingInvalidation` is enabled
    /// (the default), a displayed self-sizing cell is measured again at the next layout pass.
    open override func invalidateIntrinsicContentSize() {
        super.invalidateIntrinsicContentSize()
        contentSizeDidInvalidate(byConstraints: false)
    }

    /// Tells the table showing the cell that its size may have changed.
    ///
    /// - Parameter byConstraints: Whether an Auto Layout change in the content view, not an
    ///   explicit invalidation, changed it.
    func contentSizeDidInvalidate(byConstraints: Bool) {
        (superview as? UITableView)?.selfSizingCellDidInvalidate(self, byConstraints: byConstraints)
    }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        contentView.frame = layOutAccessoryView()
        layOutStandardSubviews()
    }

    // MARK: - Private

    private func installContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
}

extension UITableViewCell: ConfigurationUpdating {
    func runConfigurationUpdateHandler(with state: UICellConfigurationState) {
        storedConfigurationUpdateHandler?(self, state)
    }

    func discardStandardSubviews() {
        createdTextLabel = nil
        createdDetailTextLabel = nil
        createdImageView = nil
    }

    func makeEmptyContentView() -> UIView {
        UITableViewCellContentView()
    }
}
