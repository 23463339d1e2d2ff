import Foundation

/// Traits that can be changed, as `UITraitCollection(mutations:)` and
/// `modifyingTraits(_:)` hand them to their closure (iOS 17).
///
/// Custom traits (an app's own `UITraitDefinition` types) are set and read with the subscript,
/// usually wrapped in a property of an extension, as for system traits.
public protocol UIMutableTraits {
    /// The light or dark appearance.
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    /// The user's preferred text size.
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    /// The horizontal size class.
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    /// The vertical size class.
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    /// Pixels per point; 0 when unspecified.
    var displayScale: CGFloat { get set }
    /// The kind of device.
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    /// The layout direction.
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    /// Whether Bold Text is on.
    var legibilityWeight: UILegibilityWeight { get set }
    /// Whether the device senses how hard a finger presses (3D Touch).
    var forceTouchCapability: UIForceTouchCapability { get set }
    /// Whether Increase Contrast is on.
    var accessibilityContrast: UIAccessibilityContrast { get set }
    /// The visual level of the content.
    var userInterfaceLevel: UIUserInterfaceLevel { get set }
    /// The value of any trait, system or custom: `traits[ThemeTrait.self] = .dark` (iOS 17).
    subscript<Trait: UITraitDefinition>(trait: Trait.Type) -> Trait.Value { get set }
}
