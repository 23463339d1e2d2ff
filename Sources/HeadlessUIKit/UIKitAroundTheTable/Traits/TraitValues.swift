import Foundation

/// The values of a `UITraitCollection`, unspecified where it has none; the mutable form
/// `init(mutations:)` hands to its closure.
struct TraitValues: Hashable, Sendable, UIMutableTraits, CustomStringConvertible {
    var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
    var displayScale: CGFloat = 0
    var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified
    var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
    var legibilityWeight: UILegibilityWeight = .unspecified
    var accessibilityContrast: UIAccessibilityContrast = .unspecified
    var userInterfaceLevel: UIUserInterfaceLevel = .unspecified
    var forceTouchCapability: UIForceTouchCapability = .unknown
    /// The values of an app's own traits.
    var custom = CustomTraitValues()

    /// The value of any trait: a system trait's property, or a custom trait's value (its
    /// default when none is held).
    subscript<Trait: UITraitDefinition>(trait: Trait.Type) -> Trait.Value {
        get {
            if let system = trait as? any SystemTraitDefinition.Type, let value = systemValue(system) as? Trait.Value {
                return value
            }
            return custom.value(of: trait) ?? Trait.defaultValue
        }
        set {
            if let system = trait as? any SystemTraitDefinition.Type {
                setSystemValue(system, to: newValue)
            } else {
                custom.set(newValue, for: trait)
            }
        }
    }

    /// Sets `trait` to its value in `source` (for a custom trait, nothing when `source` holds
    /// none).
    mutating func copy(_ trait: UITrait, from source: TraitValues) {
        if let system = trait as? any SystemTraitDefinition.Type {
            system.copy(from: source, into: &self)
        } else {
            custom.copy(trait, from: source.custom)
        }
    }

    /// Whether `trait` has different values here and in `other`.
    func differs(in trait: UITrait, from other: TraitValues) -> Bool {
        if let system = trait as? any SystemTraitDefinition.Type {
            return system.differs(between: self, and: other)
        }
        return custom.differs(in: trait, from: other.custom)
    }

    private func systemValue<System: SystemTraitDefinition>(_ trait: System.Type) -> Any {
        self[keyPath: System.valueInCollection]
    }

    private mutating func setSystemValue<System: SystemTraitDefinition>(_ trait: System.Type, to value: Any) {
        guard let value = value as? System.Value else { return }
        self[keyPath: System.valueInCollection] = value
    }

    /// These values with every trait `other` specifies taken from it.
    func overridden(by other: TraitValues) -> TraitValues {
        let unspecified = TraitValues()
        var merged = self
        if other.userInterfaceStyle != unspecified.userInterfaceStyle { merged.userInterfaceStyle = other.userInterfaceStyle }
        if other.preferredContentSizeCategory != unspecified.preferredContentSizeCategory {
            merged.preferredContentSizeCategory = other.preferredContentSizeCategory
        }
        if other.horizontalSizeClass != unspecified.horizontalSizeClass { merged.horizontalSizeClass = other.horizontalSizeClass }
        if other.verticalSizeClass != unspecified.verticalSizeClass { merged.verticalSizeClass = other.verticalSizeClass }
        if other.displayScale != unspecified.displayScale { merged.displayScale = other.displayScale }
        if other.userInterfaceIdiom != unspecified.userInterfaceIdiom { merged.userInterfaceIdiom = other.userInterfaceIdiom }
        if other.layoutDirection != unspecified.layoutDirection { merged.layoutDirection = other.layoutDirection }
        if other.legibilityWeight != unspecified.legibilityWeight { merged.legibilityWeight = other.legibilityWeight }
        if other.accessibilityContrast != unspecified.accessibilityContrast {
            merged.accessibilityContrast = other.accessibilityContrast
        }
        if other.userInterfaceLevel != unspecified.userInterfaceLevel { merged.userInterfaceLevel = other.userInterfaceLevel }
        if other.forceTouchCapability != unspecified.forceTouchCapability {
            merged.forceTouchCapability = other.forceTouchCapability
        }
        merged.custom = custom.merged(with: other.custom)
        return merged
    }

    /// These values after `mutations` changed them.
    func applying(_ mutations: UITraitCollection.TraitMutations) -> TraitValues {
        var mutable: any UIMutableTraits = self
        mutations(&mutable)
        // Only `TraitValues` is handed to the closure; another type assigned to it keeps its
        // traits through the protocol's properties.
        return mutable as? TraitValues ?? TraitValues(copying: mutable)
    }

    private init(copying traits: any UIMutableTraits) {
        userInterfaceStyle = traits.userInterfaceStyle
        preferredContentSizeCategory = traits.preferredContentSizeCategory
        horizontalSizeClass = traits.horizontalSizeClass
        verticalSizeClass = traits.verticalSizeClass
        displayScale = traits.displayScale
        userInterfaceIdiom = traits.userInterfaceIdiom
        layoutDirection = traits.layoutDirection
        legibilityWeight = traits.legibilityWeight
        accessibilityContrast = traits.accessibilityContrast
        userInterfaceLevel = traits.userInterfaceLevel
        forceTouchCapability = traits.forceTouchCapability
    }

    init() {}

    /// The specified traits, as `name = value` pairs.
    var description: String {
        let unspecified = TraitValues()
        var parts: [String] = []
        if userInterfaceIdiom != unspecified.userInterfaceIdiom { parts.append("UserInterfaceIdiom = \(userInterfaceIdiom)") }
        if displayScale != unspecified.displayScale { parts.append("DisplayScale = \(displayScale)") }
        if horizontalSizeClass != unspecified.horizontalSizeClass { parts.append("HorizontalSizeClass = \(horizontalSizeClass)") }
        if verticalSizeClass != unspecified.verticalSizeClass { parts.append("VerticalSizeClass = \(verticalSizeClass)") }
        if userInterfaceStyle != unspecified.userInterfaceStyle { parts.append("UserInterfaceStyle = \(userInterfaceStyle)") }
        if layoutDirection != unspecified.layoutDirection { parts.append("LayoutDirection = \(layoutDirection)") }
        if preferredContentSizeCategory != unspecified.preferredContentSizeCategory {
            parts.append("PreferredContentSizeCategory = \(preferredContentSizeCategory.rawValue)")
        }
        if legibilityWeight != unspecified.legibilityWeight { parts.append("LegibilityWeight = \(legibilityWeight)") }
        if accessibilityContrast != unspecified.accessibilityContrast {
            parts.append("AccessibilityContrast = \(accessibilityContrast)")
        }
        if userInterfaceLevel != unspecified.userInterfaceLevel { parts.append("UserInterfaceLevel = \(userInterfaceLevel)") }
        if forceTouchCapability != unspecified.forceTouchCapability {
            parts.append("ForceTouchCapability = \(forceTouchCapability)")
        }
        parts += custom.descriptionParts
        return parts.joined(separator: "; ")
    }
}
