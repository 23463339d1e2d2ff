import Foundation

/// The configuration state of a view: header and footer views update their configurations for
/// it.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    /// The traits of the view the state describes. Headless: every trait is unspecified.
    public var traitCollection: UITraitCollection
    /// Whether the view is disabled.
    public var isDisabled = false
    /// Whether the view is highlighted.
    public var isHighlighted = false
    /// Whether the view is selected.
    public var isSelected = false
    /// Whether the view is focused.
    public var isFocused = false
    /// Whether the view is pinned (a floating header or footer).
    public var isPinned = false
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
