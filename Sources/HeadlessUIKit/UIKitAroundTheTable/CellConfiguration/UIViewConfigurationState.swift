import Foundation

/// The configuration state of a view: header and footer views update their configurations for
/// it.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
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

    /// A state with every flag off. UIKit creates states with `init(traitCollection:)`, which
    /// HeadlessUIKit does not have; views create theirs with this.
    init() {}

    /// A custom state stored under a key; `nil` when unset.
    ///
    /// - Parameter key: The custom state's key.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}
