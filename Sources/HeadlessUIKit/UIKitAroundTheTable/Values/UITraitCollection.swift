import Foundation

/// The traits of an interface environment: appearance, text size, size classes, scale, idiom,
/// layout direction, Bold Text and contrast.
///
/// A trait collection is immutable. Each initializer that takes one trait creates a collection
/// with only that trait specified; ``init(traitsFrom:)`` merges collections and
/// ``init(mutations:)`` / ``modifyingTraits(_:)`` (iOS 17) change several at once. Two
/// collections are equal when every trait is equal.
///
/// Views, view controllers, windows and the screen expose theirs as `traitCollection`
/// (``UITraitEnvironment``). Headless: the screen is an iPhone in portrait (see
/// `UIScreen.traitCollection`); a test changes a window's traits with
/// `UIWindow.headlessTraitOverrides`. UIKit's custom traits, `userInterfaceLevel` aside the
/// traits below, `displayGamut`, `forceTouchCapability`, `activeAppearance` and the iOS 17+
/// traits are missing.
// `@unchecked Sendable` as UIKit's immutable `UITraitCollection` (declared `Sendable`): its only
// stored property is an immutable `let` of a `Sendable` value.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// The traits, unspecified where the collection has none.
    let values: TraitValues

    /// The collection with every trait unspecified, shared by the states views create.
    static let allUnspecified = UITraitCollection()

    init(values: TraitValues) {
        self.values = values
        super.init()
    }

    /// Creates a trait collection with every trait unspecified.
    public override convenience init() {
        self.init(values: TraitValues())
    }

    // MARK: - Creating collections with one trait

    /// Creates a collection that specifies only the appearance.
    ///
    /// - Parameter userInterfaceStyle: The light or dark appearance.
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        values = TraitValues().applying { $0.userInterfaceStyle = userInterfaceStyle }
        super.init()
    }

    /// Creates a collection that specifies only the preferred text size.
    ///
    /// - Parameter preferredContentSizeCategory: The text size.
    public init(preferredContentSizeCategory: UIContentSizeCategory) {
        values = TraitValues().applying { $0.preferredContentSizeCategory = preferredContentSizeCategory }
        super.init()
    }

    /// Creates a collection that specifies only the horizontal size class.
    ///
    /// - Parameter horizontalSizeClass: The size class.
    public init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        values = TraitValues().applying { $0.horizontalSizeClass = horizontalSizeClass }
        super.init()
    }

    /// Creates a collection that specifies only the vertical size class.
    ///
    /// - Parameter verticalSizeClass: The size class.
    public init(verticalSizeClass: UIUserInterfaceSizeClass) {
        values = TraitValues().applying { $0.verticalSizeClass = verticalSizeClass }
        super.init()
    }

    /// Creates a collection that specifies only the display scale.
    ///
    /// - Parameter scale: Pixels per point.
    public init(displayScale scale: CGFloat) {
        values = TraitValues().applying { $0.displayScale = scale }
        super.init()
    }

    /// Creates a collection that specifies only the interface idiom.
    ///
    /// - Parameter idiom: The kind of device.
    public init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        values = TraitValues().applying { $0.userInterfaceIdiom = idiom }
        super.init()
    }

    /// Creates a collection that specifies only the layout direction.
    ///
    /// - Parameter layoutDirection: The direction.
    public init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        values = TraitValues().applying { $0.layoutDirection = layoutDirection }
        super.init()
    }

    /// Creates a collection that specifies only whether the device senses how hard a finger
    /// presses (3D Touch).
    ///
    /// - Parameter capability: The capability.
    public init(forceTouchCapability capability: UIForceTouchCapability) {
        values = TraitValues().applying { $0.forceTouchCapability = capability }
        super.init()
    }

    /// Creates a collection that specifies only the legibility weight (Bold Text).
    ///
    /// - Parameter legibilityWeight: The weight.
    public init(legibilityWeight: UILegibilityWeight) {
        values = TraitValues().applying { $0.legibilityWeight = legibilityWeight }
        super.init()
    }

    /// Creates a collection that specifies only the accessibility contrast (Increase Contrast).
    ///
    /// - Parameter accessibilityContrast: The contrast.
    public init(accessibilityContrast: UIAccessibilityContrast) {
        values = TraitValues().applying { $0.accessibilityContrast = accessibilityContrast }
        super.init()
    }

    /// Creates a collection that specifies only the interface level.
    ///
    /// - Parameter userInterfaceLevel: The level.
    public init(userInterfaceLevel: UIUserInterfaceLevel) {
        values = TraitValues().applying { $0.userInterfaceLevel = userInterfaceLevel }
        super.init()
    }

    // MARK: - Combining collections

    /// Creates a collection from several: for each trait, the last collection in the array that
    /// specifies it gives its value.
    ///
    /// - Parameter traitCollections: The collections, lowest precedence first.
    public init(traitsFrom traitCollections: [UITraitCollection]) {
        values = traitCollections.reduce(TraitValues()) { $0.overridden(by: $1.values) }
        super.init()
    }

    /// The closure ``init(mutations:)`` and ``modifyingTraits(_:)`` call to change traits.
    public typealias TraitMutations = (inout any UIMutableTraits) -> Void

    /// Creates a collection from the traits a closure sets, every other trait unspecified
    /// (iOS 17).
    ///
    /// ```swift
    /// let traits = UITraitCollection { $0.userInterfaceStyle = .dark }
    /// ```
    /// - Parameter mutations: Sets the traits.
    public convenience init(mutations: TraitMutations) {
        self.init(values: TraitValues().applying(mutations))
    }

    /// A copy of this collection with the traits a closure sets changed (iOS 17).
    ///
    /// - Parameter mutations: Changes the traits.
    /// - Returns: The new collection.
    open func modifyingTraits(_ mutations: TraitMutations) -> UITraitCollection {
        UITraitCollection(values: values.applying(mutations))
    }

    /// Whether every trait `trait` specifies has the same value here.
    ///
    /// - Parameter trait: The collection to look for; `nil` gives `false`.
    /// - Returns: `true` when this collection contains its specified traits.
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return false }
        return values.overridden(by: trait.values) == values
    }

    // MARK: - Traits

    /// The light or dark appearance.
    open var userInterfaceStyle: UIUserInterfaceStyle { values.userInterfaceStyle }
    /// The user's preferred text size.
    open var preferredContentSizeCategory: UIContentSizeCategory { values.preferredContentSizeCategory }
    /// The horizontal size class.
    open var horizontalSizeClass: UIUserInterfaceSizeClass { values.horizontalSizeClass }
    /// The vertical size class.
    open var verticalSizeClass: UIUserInterfaceSizeClass { values.verticalSizeClass }
    /// Pixels per point; 0 when unspecified.
    open var displayScale: CGFloat { values.displayScale }
    /// The kind of device.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { values.userInterfaceIdiom }
    /// The layout direction.
    open var layoutDirection: UITraitEnvironmentLayoutDirection { values.layoutDirection }
    /// Whether Bold Text is on.
    open var legibilityWeight: UILegibilityWeight { values.legibilityWeight }
    /// Whether the device senses how hard a finger presses (3D Touch); `.unknown` when
    /// unspecified. The headless iPhone has no 3D Touch.
    open var forceTouchCapability: UIForceTouchCapability { values.forceTouchCapability }
    /// Whether Increase Contrast is on.
    open var accessibilityContrast: UIAccessibilityContrast { values.accessibilityContrast }
    /// The visual level of the content.
    open var userInterfaceLevel: UIUserInterfaceLevel { values.userInterfaceLevel }

    // MARK: - Any trait (iOS 17)

    /// The value of any trait, system or custom: `traitCollection[ThemeTrait.self]`; a custom
    /// trait the collection does not hold has its definition's `defaultValue`.
    @available(iOS 17.0, tvOS 17.0, *)
    public subscript<Trait: UITraitDefinition>(trait: Trait.Type) -> Trait.Value {
        values[trait]
    }

    /// Creates a collection that specifies one trait, system or custom.
    ///
    /// - Parameters:
    ///   - trait: The trait, such as `ThemeTrait.self`.
    ///   - value: Its value.
    @available(iOS 17.0, tvOS 17.0, *)
    public convenience init<Trait: UITraitDefinition>(_ trait: Trait.Type, value: Trait.Value) {
        var values = TraitValues()
        values[trait] = value
        self.init(values: values)
    }

    /// A copy of this collection with one trait's value replaced.
    ///
    /// - Parameters:
    ///   - trait: The trait, such as `ThemeTrait.self`.
    ///   - value: Its new value.
    /// - Returns: The new collection.
    @available(iOS 17.0, tvOS 17.0, *)
    public func replacing<Trait: UITraitDefinition>(_ trait: Trait.Type, value: Trait.Value) -> UITraitCollection {
        var values = values
        values[trait] = value
        return UITraitCollection(values: values)
    }

    /// The traits whose values differ between this collection and another, system traits first.
    ///
    /// - Parameter traitCollection: The other collection; `nil` compares with no traits.
    /// - Returns: The traits that changed.
    @available(iOS 17.0, tvOS 17.0, *)
    open func changedTraits(from traitCollection: UITraitCollection?) -> [UITrait] {
        let other = traitCollection?.values ?? TraitValues()
        let system: [UITrait] = systemTraitDefinitions.filter { $0.differs(between: other, and: values) }
        let custom = (values.custom.traits + other.custom.traits)
            .filter { values.custom.differs(in: $0, from: other.custom) }
            .sorted { $0.identifier < $1.identifier }
        var seen = Set<ObjectIdentifier>()
        return system + custom.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    // MARK: - Color appearance

    /// Whether colors can resolve differently in this collection and another: whether the
    /// appearance, the contrast, the interface level or a custom trait whose definition
    /// `affectsColorAppearance` differ.
    ///
    /// - Parameter traitCollection: The other collection; `nil` compares with no traits.
    /// - Returns: `true` when a dynamic color may change between the two.
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        let other = traitCollection?.values ?? TraitValues()
        return values.userInterfaceStyle != other.userInterfaceStyle
            || values.accessibilityContrast != other.accessibilityContrast
            || values.userInterfaceLevel != other.userInterfaceLevel
            || (values.custom.traits + other.custom.traits).contains {
                $0.affectsColorAppearance && values.custom.differs(in: $0, from: other.custom)
            }
    }

    // MARK: - Traits that affect drawing

    /// The system traits a dynamic color can resolve differently for: those
    /// ``hasDifferentColorAppearance(comparedTo:)`` compares. Register for changes of them to
    /// refresh colors a view converted to `CGColor`.
    @available(iOS 17.0, *)
    public static var systemTraitsAffectingColorAppearance: [UITrait] {
        [UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self, UITraitUserInterfaceLevel.self]
    }

    /// The system traits an image can look different for: those an asset catalog varies images
    /// by (appearance, contrast, scale, device, size classes, direction) and those symbol images
    /// follow (text size and bold text). UIKit does not document its list; this is HeadlessUIKit's.
    @available(iOS 17.0, *)
    public static var systemTraitsAffectingImageLookup: [UITrait] {
        [
            UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self, UITraitDisplayScale.self,
            UITraitUserInterfaceIdiom.self, UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self,
            UITraitLayoutDirection.self, UITraitPreferredContentSizeCategory.self, UITraitLegibilityWeight.self,
        ]
    }

    // MARK: - The current collection

    private static let currentKey = "HeadlessUIKit.UITraitCollection.current"

    /// The traits of the code running now: dynamic colors resolve with it (``UIColor/cgColor``,
    /// `getRed`), and `preferredFont(forTextStyle:)` and `UIFontMetrics` scale with it.
    ///
    /// Kept per thread, as in UIKit. HeadlessUIKit sets it around `traitCollectionDidChange(_:)`
    /// calls; elsewhere it is the headless screen's traits unless set or
    /// ``performAsCurrent(_:)`` runs (UIKit also sets it in `layoutSubviews`, `draw` and
    /// `viewWillLayoutSubviews`; HeadlessUIKit does not).
    open class var current: UITraitCollection {
        get {
            Thread.current.threadDictionary[currentKey] as? UITraitCollection ?? .headlessDevice
        }
        set {
            Thread.current.threadDictionary[currentKey] = newValue
        }
    }

    /// Runs `actions` with this collection as ``current``, then restores the previous one.
    ///
    /// - Parameter actions: The code to run.
    open func performAsCurrent(_ actions: () -> Void) {
        let saved = Thread.current.threadDictionary[UITraitCollection.currentKey]
        UITraitCollection.current = self
        defer { Thread.current.threadDictionary[UITraitCollection.currentKey] = saved }
        actions()
    }

    /// The headless device's traits: an iPhone in portrait with the default settings (compact
    /// width, regular height, light, Large text, scale 3, left to right, regular weight, normal
    /// contrast, base level, no 3D Touch).
    static let headlessDevice = UITraitCollection { traits in
        traits.userInterfaceIdiom = .phone
        traits.userInterfaceStyle = .light
        traits.preferredContentSizeCategory = .large
        traits.horizontalSizeClass = .compact
        traits.verticalSizeClass = .regular
        traits.displayScale = 3
        traits.layoutDirection = .leftToRight
        traits.legibilityWeight = .regular
        traits.accessibilityContrast = .normal
        traits.userInterfaceLevel = .base
        traits.forceTouchCapability = .unavailable
    }

    /// This collection with the appearance replaced by `style`, or this same collection when
    /// `style` is unspecified or already its appearance (no allocation on the common path).
    final func overridingStyle(_ style: UIUserInterfaceStyle) -> UITraitCollection {
        guard style != .unspecified, style != values.userInterfaceStyle else { return self }
        var changed = values
        changed.userInterfaceStyle = style
        return UITraitCollection(values: changed)
    }

    // MARK: - Equality

    /// Whether `object` is a trait collection with the same traits.
    ///
    /// - Parameter object: The object to compare with.
    /// - Returns: `true` when every trait is equal.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return other === self || other.values == values
    }

    /// A hash of the traits, consistent with ``isEqual(_:)``.
    open override var hash: Int { values.hashValue }

    /// The specified traits, for debugging.
    open override var description: String {
        "<UITraitCollection: \(values.description)>"
    }
}
