import Foundation

/// A row of a table view, with UIKit's standard subviews, accessories and states.
///
/// Cells created by a table view for a registered class are made with
/// `init(style: .default, reuseIdentifier:)`, as UIKit does.
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
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        installStandardSubviews()
    }

    /// Creates a cell from an archive (a nib or storyboard). Headless: nothing is decoded; the
    /// cell has the default style.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        cellStyle = .default
        reuseIdentifier = nil
        super.init(coder: coder)
        installStandardSubviews()
    }

    /// Creates a default-style cell without a reuse identifier, with the given frame.
    ///
    /// - Parameter frame: The frame.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates a cell the way a table view does for a registered class (HeadlessUIKit-only).
    ///
    /// Calls `init(style: .default, reuseIdentifier:)`, dispatching to a subclass's override as
    /// UIKit's Objective-C runtime does. Swift can only construct a class held in an `AnyClass`
    /// through a `required` initializer; this one is a convenience initializer, so subclasses that
    /// implement `init(style:reuseIdentifier:)` and `init?(coder:)` (or neither) inherit it.
    /// - Parameter headlessReuseIdentifier: The reuse identifier.
    public required convenience init(headlessReuseIdentifier: String?) {
        self.init(style: .default, reuseIdentifier: headlessReuseIdentifier)
    }

    // MARK: - Reuse

    /// The identifier the table view reuses the cell under.
    open internal(set) var reuseIdentifier: String?

    /// Called when the table view takes the cell from its reuse queue, before returning it from
    /// `dequeueReusableCell`. Overrides reset per-row state and call `super`.
    open func prepareForReuse() {}

    // MARK: - Content

    private let cellStyle: CellStyle

    /// The view that holds the cell's content; add custom subviews here.
    open private(set) var contentView = UIView()

    /// The main label, present for every style.
    ///
    /// Created and added to ``contentView`` on first access, as UIKit does, so that cells that
    /// never use it cost nothing for it. UIKit declares it `UILabel?`; HeadlessUIKit declares it
    /// implicitly unwrapped (it is never `nil` here), so both `cell.textLabel?.text` and
    /// `cell.textLabel.text` compile.
    open var textLabel: UILabel! {
        standardSubview(&createdTextLabel, UILabel())
    }

    /// The secondary label: present for `.value1`, `.value2` and `.subtitle`, `nil` for
    /// `.default`. Created and added to ``contentView`` on first access.
    open var detailTextLabel: UILabel? {
        cellStyle == .default ? nil : standardSubview(&createdDetailTextLabel, UILabel())
    }

    /// The image view: present for `.default`, `.value1` and `.subtitle`, `nil` for `.value2`.
    /// Created and added to ``contentView`` on first access.
    open var imageView: UIImageView? {
        cellStyle == .value2 ? nil : standardSubview(&createdImageView, UIImageView())
    }

    private var createdTextLabel: UILabel?
    private var createdDetailTextLabel: UILabel?
    private var createdImageView: UIImageView?

    /// The view behind the content.
    open var backgroundView: UIView?
    /// The view behind the content while selected.
    open var selectedBackgroundView: UIView?
    /// The view behind the content while selected in multiple selection.
    open var multipleSelectionBackgroundView: UIView?

    // MARK: - Accessories

    /// The standard accessory shown outside editing mode.
    open var accessoryType: AccessoryType = .none
    /// A custom accessory shown outside editing mode; replaces ``accessoryType``.
    open var accessoryView: UIView?
    /// The standard accessory shown in editing mode.
    open var editingAccessoryType: AccessoryType = .none
    /// A custom accessory shown in editing mode.
    open var editingAccessoryView: UIView?

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

    /// The editing control the table view gives the row (set by the table view).
    open internal(set) var editingStyle: UITableViewCell.EditingStyle = .none
    /// Whether the cell shows its delete confirmation (set while swiped open).
    open internal(set) var showingDeleteConfirmation: Bool = false

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
        selectedState = selected
    }

    /// Highlights or unhighlights the cell; the table view calls this, overrides call `super`.
    ///
    /// - Parameters:
    ///   - highlighted: Whether the cell is highlighted.
    ///   - animated: Whether to animate.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        highlightedState = highlighted
    }

    /// Enters or leaves editing mode; the table view calls this, overrides call `super`.
    ///
    /// - Parameters:
    ///   - editing: Whether the cell is editing.
    ///   - animated: Whether to animate.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingState = editing
    }

    /// Called when the cell's drag state changes.
    ///
    /// - Parameter dragState: The new state.
    open func dragStateDidChange(_ dragState: DragState) {}

    // MARK: - Layout

    /// Sizes the content view to the cell.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    // MARK: - Private

    private func installStandardSubviews() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// The standard subview kept in `created`, creating it and adding it to ``contentView`` the
    /// first time.
    private func standardSubview<View: UIView>(_ created: inout View?, _ make: @autoclosure () -> View) -> View {
        if let created { return created }
        let view = make()
        created = view
        contentView.addSubview(view)
        return view
    }
}
