import Foundation

/// The traits a view, a view controller or a window scene sets for itself and what it contains,
/// whatever its environment's are (iOS 17).
///
/// ```swift
/// viewController.traitOverrides.userInterfaceStyle = .dark
/// viewController.traitOverrides.preferredContentSizeCategory = .large
/// viewController.traitOverrides.remove(UITraitPreferredContentSizeCategory.self)
/// ```
///
/// Each trait set here replaces the environment's value in the owner's trait collection and in
/// the collections of the views it contains, which are told of the change as for any trait
/// change. Custom traits are set with the subscript: `traitOverrides[ThemeTrait.self] = .dark`.
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitOverrides: UIMutableTraits, CustomStringConvertible {
    private var values = TraitValues()
    /// The traits set, in the order they were first set.
    private var overridden: [UITrait] = []

    /// Creates empty overrides.
    init() {}

    /// The light or dark appearance.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { values.userInterfaceStyle }
        set { self[UITraitUserInterfaceStyle.self] = newValue }
    }

    /// The user's preferred text size.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { values.preferredContentSizeCategory }
        set { self[UITraitPreferredContentSizeCategory.self] = newValue }
    }

    /// The horizontal size class.
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { values.horizontalSizeClass }
        set { self[UITraitHorizontalSizeClass.self] = newValue }
    }

    /// The vertical size class.
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { values.verticalSizeClass }
        set { self[UITraitVerticalSizeClass.self] = newValue }
    }

    /// The display scale.
    public var displayScale: CGFloat {
        get { values.displayScale }
        set { self[UITraitDisplayScale.self] = newValue }
    }

    /// The interface idiom.
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { values.userInterfaceIdiom }
        set { self[UITraitUserInterfaceIdiom.self] = newValue }
    }

    /// The layout direction.
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { values.layoutDirection }
        set { self[UITraitLayoutDirection.self] = newValue }
    }

    /// The weight of text (Bold Text).
    public var legibilityWeight: UILegibilityWeight {
        get { values.legibilityWeight }
        set { self[UITraitLegibilityWeight.self] = newValue }
    }

    /// Whether the device senses how hard a finger presses (3D Touch).
    public var forceTouchCapability: UIForceTouchCapability {
        get { values.forceTouchCapability }
        set { self[UITraitForceTouchCapability.self] = newValue }
    }

    /// The contrast level (Increase Contrast).
    public var accessibilityContrast: UIAccessibilityContrast {
        get { values.accessibilityContrast }
        set { self[UITraitAccessibilityContrast.self] = newValue }
    }

    /// The visual level (base or elevated).
    public var userInterfaceLevel: UIUserInterfaceLevel {
        get { values.userInterfaceLevel }
        set { self[UITraitUserInterfaceLevel.self] = newValue }
    }

    /// The value of any trait, system or custom; setting it overrides the trait.
    public subscript<Trait: UITraitDefinition>(trait: Trait.Type) -> Trait.Value {
        get { values[trait] }
        set {
            values[trait] = newValue
            if !contains(trait) { overridden.append(trait) }
        }
    }

    /// Whether the trait is overridden.
    ///
    /// - Parameter trait: The trait, such as `UITraitUserInterfaceStyle.self`.
    /// - Returns: `true` when a value was set for it and not removed.
    public func contains(_ trait: UITrait) -> Bool {
        overridden.contains { ObjectIdentifier($0) == ObjectIdentifier(trait) }
    }

    /// Stops overriding the trait, so that the environment's value shows again.
    ///
    /// - Parameter trait: The trait, such as `UITraitUserInterfaceStyle.self`.
    public mutating func remove(_ trait: UITrait) {
        guard let index = overridden.firstIndex(where: { ObjectIdentifier($0) == ObjectIdentifier(trait) }) else { return }
        values.copy(overridden.remove(at: index), from: TraitValues())
    }

    /// The overridden traits, as `name = value` pairs.
    public var description: String {
        "<UITraitOverrides: \(applied(to: TraitValues()).description)>"
    }

    /// `traits` with the overridden traits replaced.
    func applied(to traits: TraitValues) -> TraitValues {
        var result = traits
        for trait in overridden {
            result.copy(trait, from: values)
        }
        return result
    }

    /// Whether no trait is overridden.
    var isEmpty: Bool { overridden.isEmpty }
}
