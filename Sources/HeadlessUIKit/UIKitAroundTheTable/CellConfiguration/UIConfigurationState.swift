import Foundation

/// The state of a view that configurations are updated for: its traits, selection, highlight
/// and custom states.
///
/// Headless: `UITraitCollection` has no traits yet, so every state's trait collection has every
/// trait unspecified; see `REMAINING_UIKIT.md`.
public protocol UIConfigurationState {
    /// Creates a state for a trait collection.
    ///
    /// - Parameter traitCollection: The traits of the view the state describes.
    init(traitCollection: UITraitCollection)

    /// The traits of the view the state describes.
    var traitCollection: UITraitCollection { get set }

    /// A custom state stored under a key; `nil` when unset.
    ///
    /// - Parameter key: The custom state's key.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The key of a custom state in a configuration state.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public let rawValue: String

    /// Creates a key from its name.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a key from its name.
    ///
    /// - Parameter rawValue: The name.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }
}
