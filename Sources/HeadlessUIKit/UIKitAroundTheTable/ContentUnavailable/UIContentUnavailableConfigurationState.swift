import Foundation

/// The state a view controller updates its content-unavailable configuration for: its traits
/// and the text of its search controller.
public struct UIContentUnavailableConfigurationState: UIConfigurationState, Hashable {
    /// The traits of the view controller.
    public var traitCollection: UITraitCollection
    /// The text of the search field of the view controller's `navigationItem.searchController`,
    /// if any.
    public var searchText: String?
    private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// Creates a state for a trait collection, without search text.
    ///
    /// - Parameter traitCollection: The traits.
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
