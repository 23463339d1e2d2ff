import Foundation

// The system traits as trait definitions (iOS 17): each type names one property of
// `UITraitCollection`, for `registerForTraitChanges(_:handler:)`. Only the traits HeadlessUIKit's
// collections carry are declared.

/// A system trait HeadlessUIKit's collections store: where its value is in them.
protocol SystemTraitDefinition: UITraitDefinition where Value: Equatable {
    /// The trait's place in a collection's values.
    static var valueInCollection: WritableKeyPath<TraitValues, Value> { get }
}

extension SystemTraitDefinition {
    /// Whether the trait has different values in two collections' values.
    static func differs(between previous: TraitValues, and current: TraitValues) -> Bool {
        previous[keyPath: valueInCollection] != current[keyPath: valueInCollection]
    }

    /// Sets the trait in `target` to its value in `source`.
    static func copy(from source: TraitValues, into target: inout TraitValues) {
        target[keyPath: valueInCollection] = source[keyPath: valueInCollection]
    }
}

/// Every system trait HeadlessUIKit's collections store, in the order collections print them.
var systemTraitDefinitions: [any SystemTraitDefinition.Type] {
    [
        UITraitUserInterfaceIdiom.self, UITraitDisplayScale.self, UITraitHorizontalSizeClass.self,
        UITraitVerticalSizeClass.self, UITraitUserInterfaceStyle.self, UITraitLayoutDirection.self,
        UITraitPreferredContentSizeCategory.self, UITraitLegibilityWeight.self, UITraitAccessibilityContrast.self,
        UITraitUserInterfaceLevel.self, UITraitForceTouchCapability.self,
    ]
}

/// The light or dark appearance (`UITraitCollection.userInterfaceStyle`).
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitUserInterfaceStyle: UITraitDefinition, SystemTraitDefinition {
    /// `.unspecified`.
    public static let defaultValue: UIUserInterfaceStyle = .unspecified
    /// The trait's identifier (headless: its type name).
    public static let identifier = "UITraitUserInterfaceStyle"
    /// The trait's name.
    public static let name = "UserInterfaceStyle"
    /// `true`: dynamic colors resolve by the appearance.
    public static let affectsColorAppearance = true
    static var valueInCollection: WritableKeyPath<TraitValues, UIUserInterfaceStyle> { \.userInterfaceStyle }
}

/// The preferred text size (`UITraitCollection.preferredContentSizeCategory`).
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitPreferredContentSizeCategory: UITraitDefinition, SystemTraitDefinition {
    /// `.unspecified`.
    public static let defaultValue: UIContentSizeCategory = .unspecified
    /// The trait's identifier (headless: its type name).
    public static let identifier = "UITraitPreferredContentSizeCategory"
    /// The trait's name.
    public static let name = "PreferredContentSizeCategory"
    /// `false`.
    public static let affectsColorAppearance = false
    static var valueInCollection: WritableKeyPath<TraitValues, UIContentSizeCategory> { \.preferredContentSizeCategory }
}

/// The horizontal size class (`UITraitCollection.horizontalSizeClass`).
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitHorizontalSizeClass: UITraitDefinition, SystemTraitDefinition {
    /// `.unspecified`.
    public static let defaultValue: UIUserInterfaceSizeClass = .unspecified
    /// The trait's identifier (headless: its type name).
    public static let identifier = "UITraitHorizontalSizeClass"
    /// The trait's name.
    public static let name = "HorizontalSizeClass"
    /// `false`.
    public static let affectsColorAppearance = false
    static var valueInCollection: WritableKeyPath<TraitValues, UIUserInterfaceSizeClass> { \.horizontalSizeClass }
}

/// The vertical size class (`UITraitCollection.verticalSizeClass`).
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitVerticalSizeClass: UITraitDefinition, SystemTraitDefinition {
    /// `.unspecified`.
    public static let defaultValue: UIUserInterfaceSizeClass = .unspecified
    /// The trait's identifier (headless: its type name).
    public static let identifier = "UITraitVerticalSizeClass"
    /// The trait's name.
    public static let name = "VerticalSizeClass"
    /// `false`.
    public static let affectsColorAppearance = false
    static var valueInCollection: WritableKeyPath<TraitValues, UIUserInterfaceSizeClass> { \.verticalSizeClass }
}

/// Pixels per point (`UITraitCollection.displayScale`).
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitDisplayScale: UITraitDefinition, SystemTraitDefinition {
    /// 0, unspecified.
    public static let defaultValue: CGFloat = 0
    /// The trait's identifier (headless: its type name).
    public static let identifier = "UITraitDisplayScale"
    /// The trait's name.
    public static let name = "DisplayScale"
    /// `false`.
    public static let affectsColorAppearance = false
    static var valueInCollection: WritableKeyPath<TraitValues, CGFloat> { \.displayScale }
}

/// The kind of device (`UITraitCollection.userInterfaceIdiom`).
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitUserInterfaceIdiom: UITraitDefinition, SystemTraitDefinition {
    /// `.unspecified`.
    public static let defaultValue: UIUserInterfaceIdiom = .unspecified
    /// The trait's identifier (headless: its type name).
    public static let identifier = "UITraitUserInterfaceIdiom"
    /// The trait's name.
    public static let name = "UserInterfaceIdiom"
    /// `false`.
    public static let affectsColorAppearance = false
    static var valueInCollection: WritableKeyPath<TraitValues, UIUserInterfaceIdiom> { \.userInterfaceIdiom }
}

/// The layout direction (`UITraitCollection.layoutDirection`).
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitLayoutDirection: UITraitDefinition, SystemTraitDefinition {
    /// `.unspecified`.
    public static let defaultValue: UITraitEnvironmentLayoutDirection = .unspecified
    /// The trait's identifier (headless: its type name).
    public static let identifier = "UITraitLayoutDirection"
    /// The trait's name.
    public static let name = "LayoutDirection"
    /// `false`.
    public static let affectsColorAppearance = false
    static var valueInCollection: WritableKeyPath<TraitValues, UITraitEnvironmentLayoutDirection> { \.layoutDirection }
}

/// Whether Bold Text is on (`UITraitCollection.legibilityWeight`).
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitLegibilityWeight: UITraitDefinition, SystemTraitDefinition {
    /// `.unspecified`.
    public static let defaultValue: UILegibilityWeight = .unspecified
    /// The trait's identifier (headless: its type name).
    public static let identifier = "UITraitLegibilityWeight"
    /// The trait's name.
    public static let name = "LegibilityWeight"
    /// `false`.
    public static let affectsColorAppearance = false
    static var valueInCollection: WritableKeyPath<TraitValues, UILegibilityWeight> { \.legibilityWeight }
}

/// Whether the device senses how hard a finger presses (`UITraitCollection.forceTouchCapability`).
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitForceTouchCapability: UITraitDefinition, SystemTraitDefinition {
    /// `.unknown`.
    public static let defaultValue: UIForceTouchCapability = .unknown
    /// The trait's identifier (headless: its type name).
    public static let identifier = "UITraitForceTouchCapability"
    /// The trait's name.
    public static let name = "ForceTouchCapability"
    /// `false`.
    public static let affectsColorAppearance = false
    static var valueInCollection: WritableKeyPath<TraitValues, UIForceTouchCapability> { \.forceTouchCapability }
}

/// Whether Increase Contrast is on (`UITraitCollection.accessibilityContrast`).
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitAccessibilityContrast: UITraitDefinition, SystemTraitDefinition {
    /// `.unspecified`.
    public static let defaultValue: UIAccessibilityContrast = .unspecified
    /// The trait's identifier (headless: its type name).
    public static let identifier = "UITraitAccessibilityContrast"
    /// The trait's name.
    public static let name = "AccessibilityContrast"
    /// `true`: dynamic colors have high-contrast variants.
    public static let affectsColorAppearance = true
    static var valueInCollection: WritableKeyPath<TraitValues, UIAccessibilityContrast> { \.accessibilityContrast }
}

/// The visual level of the content (`UITraitCollection.userInterfaceLevel`).
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitUserInterfaceLevel: UITraitDefinition, SystemTraitDefinition {
    /// `.unspecified`.
    public static let defaultValue: UIUserInterfaceLevel = .unspecified
    /// The trait's identifier (headless: its type name).
    public static let identifier = "UITraitUserInterfaceLevel"
    /// The trait's name.
    public static let name = "UserInterfaceLevel"
    /// `true`: dynamic colors have elevated variants.
    public static let affectsColorAppearance = true
    static var valueInCollection: WritableKeyPath<TraitValues, UIUserInterfaceLevel> { \.userInterfaceLevel }
}
