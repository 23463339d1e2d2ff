import Foundation

/// A type whose instances take property values from an appearance proxy, set once for all
/// instances (`UITableView.appearance().separatorColor = .red`).
///
/// Headless: the proxy is an instance of the class, created with `init(coder:)` (a subclass whose
/// `init(coder:)` traps cannot have a proxy). The proxy's appearance properties (see
/// ``UIView``'s appearance extension for the list) that differ from a fresh instance's are applied
/// to each instance of the class as it moves into a window, unless the instance set that property
/// itself; proxies for containers or traits apply after the plain proxy, more specific last.
@preconcurrency @MainActor
public protocol UIAppearance: NSObjectProtocol {
    /// The appearance proxy for all instances of the class.
    static func appearance() -> Self
    /// The appearance proxy for instances inside the given containment hierarchy, innermost
    /// container first.
    static func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> Self
    /// The appearance proxy for instances whose trait collection contains `trait`.
    static func appearance(for trait: UITraitCollection) -> Self
    /// The appearance proxy for instances whose trait collection contains `trait`, inside the
    /// given containment hierarchy, innermost container first.
    static func appearance(for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> Self
}
