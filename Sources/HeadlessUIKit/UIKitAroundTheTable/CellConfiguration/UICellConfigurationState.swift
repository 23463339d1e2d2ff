import Foundation

/// The configuration state of a cell: what cells update their content and background
/// configurations for.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    /// How a cell takes part in a drag.
    public enum DragState: Hashable, Sendable {
        /// The cell is not dragged.
        case none
        /// The cell is lifting at the start of a drag.
        case lifting
        /// The cell is being dragged.
        case dragging
    }

    /// How a cell takes part in a drop.
    public enum DropState: Hashable, Sendable {
        /// No drop is in progress over the table.
        case none
        /// A drop is in progress, and this cell is not its target.
        case notTargeted
        /// The cell is the target of the drop in progress.
        case targeted
    }

    /// The traits of the view the state describes. Headless: every trait is unspecified.
    public var traitCollection: UITraitCollection
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell is highlighted.
    public var isHighlighted = false
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell is focused.
    public var isFocused = false
    /// Whether the cell is pinned.
    public var isPinned = false
    /// Whether the cell is in editing mode.
    public var isEditing = false
    /// Whether the cell is expanded (outline lists).
    public var isExpanded = false
    /// Whether the cell is swiped open to show its actions.
    public var isSwiped = false
    /// Whether the cell is being reordered.
    public var isReordering = false
    /// How the cell takes part in a drag.
    public var cellDragState: DragState = .none
    /// How the cell takes part in a drop.
    public var cellDropState: DropState = .none
    private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// Creates a state for a trait collection, with every flag off.
    ///
    /// - Parameter traitCollection: The traits of the view the state describes.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// A custom state stored under a key; `nil` when unset.
    ///
    /// - Parameter key: The custom state's key.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}
