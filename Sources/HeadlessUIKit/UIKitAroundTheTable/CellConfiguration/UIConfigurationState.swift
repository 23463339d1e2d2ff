import Foundation

/// The state of a view that configurations are updated for: selection, highlight and custom
/// states.
///
/// Headless: UIKit's `traitCollection` and `init(traitCollection:)` requirements are not
/// declared, because HeadlessUIKit has no `UITraitCollection`; see `REMAINING_UIKIT.md`.
public protocol UIConfigurationState {
    /// A custom state stored under a key; `nil` when unset.
    ///
    /// - Parameter key: The custom state's key.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The key of a custom state in a configuration state.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public var rawValue: String

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
