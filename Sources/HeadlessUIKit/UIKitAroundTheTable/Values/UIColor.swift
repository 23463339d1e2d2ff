#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

/// A color: red, green, blue and alpha components, a pair of them for UIKit's system colors'
/// light and dark appearances, or a provider closure that picks a color for the traits.
///
/// Headless: every color resolves to extended-sRGB components. System and semantic colors
/// (``systemRed``, ``label``, ``systemBackground``…) carry their name in ``headlessSystemName``
/// and the components UIKit resolves them to in the light and dark appearances (see
/// `REMAINING_UIKIT.md` for which are verified). Colors from ``init(dynamicProvider:)`` call
/// their provider. ``resolvedColor(with:)`` picks the components for a trait collection;
/// reading components (``getRed(_:green:blue:alpha:)``, ``cgColor``) resolves with
/// `UITraitCollection.current`, as in UIKit.
///
/// Two colors are equal when they have the same name (or both none) and the same components
/// (both appearances for a system color), so `UIColor.systemRed == .systemRed`,
/// `UIColor(white: 1, alpha: 1) == .white`, and a system color is never equal to a plain color
/// with the same components. A provider color equals only itself; asset colors
/// (`UIColor(named:)`) are equal when they have the same name, bundle and registered color.
// `@unchecked Sendable` as UIKit's `UIColor` (declared `Sendable`): every stored property is an
// immutable `let`; a provider closure is called only to resolve, as UIKit calls it.
open class UIColor: NSObject, @unchecked Sendable, _ExpressibleByColorLiteral {
    // MARK: - Stored state

    /// Red, green, blue and alpha components in extended sRGB.
    struct Components: Hashable, Sendable {
        var red: CGFloat
        var green: CGFloat
        var blue: CGFloat
        var alpha: CGFloat

        init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = min(max(alpha, 0), 1)
        }

        /// Components from 8-bit values, as design specifications list them.
        init(red255 red: Int, _ green: Int, _ blue: Int, alpha: CGFloat = 1) {
            self.init(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
        }
    }

    /// How the color gets its components.
    enum Appearance {
        /// The same components in every environment.
        case fixed(Components)
        /// A system color's components in the light (and unspecified) and dark appearances.
        case system(light: Components, dark: Components)
        /// A color the provider picks for the traits.
        case provider((UITraitCollection) -> UIColor)
        /// A color of an asset catalog, `UIColor(named:)`: the color registered for the name.
        case asset(HeadlessAssetName, UIColor)
        /// An image tiled as a color, `UIColor(patternImage:)`, with an opacity.
        case pattern(UIImage, alpha: CGFloat)
    }

    let appearance: Appearance

    /// The name of the UIKit system or semantic color this is, such as `"systemRed"` or
    /// `"secondaryLabel"`; `nil` for other colors (HeadlessUIKit-only).
    ///
    /// ``withAlphaComponent(_:)`` keeps the name; equality compares it. A color resolved with
    /// ``resolvedColor(with:)`` has none.
    public let headlessSystemName: String?

    init(appearance: Appearance, systemName: String?) {
        self.appearance = appearance
        headlessSystemName = systemName
        super.init()
    }

    /// The components for a trait collection.
    func components(resolvedWith traitCollection: UITraitCollection) -> Components {
        switch appearance {
        case .fixed(let components):
            return components
        case .system(let light, let dark):
            return traitCollection.userInterfaceStyle == .dark ? dark : light
        case .provider(let provider):
            return provider(traitCollection).components(resolvedWith: traitCollection)
        case .asset(_, let color):
            return color.components(resolvedWith: traitCollection)
        case .pattern(_, let alpha):
            return Components(red: 0, green: 0, blue: 0, alpha: alpha)
        }
    }

    /// The components for `UITraitCollection.current`.
    var currentComponents: Components { components(resolvedWith: .current) }

    // MARK: - Creating colors

    /// Creates a color from red, green, blue and opacity components.
    ///
    /// - Parameters:
    ///   - red: The red component; values outside 0…1 are kept (extended sRGB), as in UIKit.
    ///   - green: The green component.
    ///   - blue: The blue component.
    ///   - alpha: The opacity, clamped to 0…1 as UIKit does.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        appearance = .fixed(Components(red: red, green: green, blue: blue, alpha: alpha))
        headlessSystemName = nil
        super.init()
    }

    /// Creates a color without components, as `UIColor()` does in UIKit (the initializer it
    /// inherits from `NSObject`).
    ///
    /// Headless: transparent black (0, 0, 0, 0); UIKit does not document the value.
    public override convenience init() {
        self.init(red: 0, green: 0, blue: 0, alpha: 0)
    }

    /// Creates a color from Display P3 components, the wider gamut of recent iPhone screens.
    ///
    /// The components are converted to extended sRGB, as UIKit reports them from
    /// `getRed(_:green:blue:alpha:)`: colors outside sRGB get components below 0 or above 1.
    /// - Parameters:
    ///   - displayP3Red: The red component in Display P3, 0…1.
    ///   - green: The green component.
    ///   - blue: The blue component.
    ///   - alpha: The opacity, clamped to 0…1.
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        appearance = .fixed(Components(displayP3Red: displayP3Red, green: green, blue: blue, alpha: alpha))
        headlessSystemName = nil
        super.init()
    }

    /// Creates a gray color.
    ///
    /// - Parameters:
    ///   - white: The grayscale value, 0 (black) to 1 (white).
    ///   - alpha: The opacity, clamped to 0…1.
    public init(white: CGFloat, alpha: CGFloat) {
        appearance = .fixed(Components(red: white, green: white, blue: white, alpha: alpha))
        headlessSystemName = nil
        super.init()
    }

    /// Creates a color from hue, saturation and brightness (HSB) components.
    ///
    /// - Parameters:
    ///   - hue: The hue, 0…1 around the color wheel.
    ///   - saturation: The saturation, 0…1.
    ///   - brightness: The brightness, 0…1.
    ///   - alpha: The opacity, clamped to 0…1.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let rgb = HSB(hue: hue, saturation: saturation, brightness: brightness).rgb
        appearance = .fixed(Components(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha))
        headlessSystemName = nil
        super.init()
    }

    /// Creates a color from a Core Graphics color with gray (2) or RGB (4) components.
    ///
    /// - Parameter cgColor: The color; other component counts give opaque black.
    public init(cgColor: CGColor) {
        appearance = .fixed(UIColor.components(of: cgColor))
        headlessSystemName = nil
        super.init()
    }

    /// Creates a color that tiles an image, to fill a view's background with a texture.
    ///
    /// Headless: nothing is drawn. The image is kept in ``headlessPatternImage``; like UIKit's
    /// pattern colors, the color has no RGB components (``getRed(_:green:blue:alpha:)`` returns
    /// `false`), and its ``cgColor`` is opaque black with the color's opacity. Two pattern colors
    /// are equal when their images and opacities are.
    /// - Parameter image: The image to tile.
    public init(patternImage image: UIImage) {
        appearance = .pattern(image, alpha: 1)
        headlessSystemName = nil
        super.init()
    }

    /// Creates the color of an asset catalog's color set in the main bundle.
    ///
    /// Headless: there are no asset catalogs; the color is the one declared with
    /// ``registerHeadlessColor(named:in:_:)``, `nil` for an undeclared name (as UIKit answers
    /// for a missing color set). A dynamic declared color stays dynamic.
    /// - Parameter name: The color set's name.
    public init?(named name: String) {
        guard let appearance = UIColor.assetAppearance(named: name, in: nil, compatibleWith: nil) else { return nil }
        self.appearance = appearance
        headlessSystemName = nil
        super.init()
    }

    /// Creates the color of an asset catalog's color set in a bundle.
    ///
    /// Headless: the color declared with ``registerHeadlessColor(named:in:_:)``, `nil` for an
    /// undeclared name.
    /// - Parameters:
    ///   - name: The color set's name.
    ///   - bundle: The bundle; `nil` means the main bundle.
    ///   - traitCollection: The traits to pick the variant for: with one, the color resolved
    ///     for those traits; with `nil`, the dynamic color.
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let appearance = UIColor.assetAppearance(named: name, in: bundle, compatibleWith: traitCollection) else {
            return nil
        }
        self.appearance = appearance
        headlessSystemName = nil
        super.init()
    }

    /// Creates a color from a `#colorLiteral(red:green:blue:alpha:)`.
    ///
    /// - Parameters:
    ///   - red: The red component.
    ///   - green: The green component.
    ///   - blue: The blue component.
    ///   - alpha: The opacity.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// Creates a color whose components a closure picks for the traits it is resolved with.
    ///
    /// ```swift
    /// let accent = UIColor { traits in
    ///     traits.userInterfaceStyle == .dark ? .systemTeal : .systemBlue
    /// }
    /// ```
    /// - Parameter dynamicProvider: Returns the color for a trait collection; called each time
    ///   the color is resolved (``resolvedColor(with:)``, or with `UITraitCollection.current`
    ///   when components are read).
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        appearance = .provider(dynamicProvider)
        headlessSystemName = nil
        super.init()
    }

    /// Creates a named system color with its light and dark appearances.
    convenience init(systemName: String, light: Components, dark: Components) {
        self.init(appearance: .system(light: light, dark: dark), systemName: systemName)
    }

    // MARK: - Resolving

    /// The color for a trait collection: a system color's components for its appearance, the
    /// color a provider picks (itself resolved), or this color when it is the same everywhere.
    ///
    /// - Parameter traitCollection: The traits to resolve with.
    /// - Returns: A color with fixed components (and no ``headlessSystemName``).
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        switch appearance {
        case .fixed, .pattern:
            return self
        case .system:
            return UIColor(appearance: .fixed(components(resolvedWith: traitCollection)), systemName: nil)
        case .provider(let provider):
            return provider(traitCollection).resolvedColor(with: traitCollection)
        case .asset(_, let color):
            return color.resolvedColor(with: traitCollection)
        }
    }

    // MARK: - Deriving colors

    /// Returns the same color with another opacity.
    ///
    /// - Parameter alpha: The new opacity, clamped to 0…1.
    /// - Returns: The color; a system color keeps its ``headlessSystemName`` and both
    ///   appearances, a provider color stays dynamic.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        func faded(_ components: Components) -> Components {
            Components(red: components.red, green: components.green, blue: components.blue, alpha: alpha)
        }
        switch appearance {
        case .fixed(let components):
            return UIColor(appearance: .fixed(faded(components)), systemName: headlessSystemName)
        case .system(let light, let dark):
            return UIColor(appearance: .system(light: faded(light), dark: faded(dark)), systemName: headlessSystemName)
        case .provider(let provider):
            return UIColor { provider($0).withAlphaComponent(alpha) }
        case .asset(_, let color):
            return color.withAlphaComponent(alpha)
        case .pattern(let image, _):
            return UIColor(patternImage: image, alpha: alpha)
        }
    }

    // MARK: - Drawing

    /// Makes the color the current graphics context's fill and stroke color, as a view's
    /// `draw(_:)` does before filling a path; does nothing without a current context.
    open func set() {
        setFill()
        setStroke()
    }

    /// Makes the color the current graphics context's fill color; does nothing without one.
    open func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
    }

    /// Makes the color the current graphics context's stroke color; does nothing without one.
    open func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }

    // MARK: - Reading components

    /// Reads the color's red, green, blue and alpha components.
    ///
    /// ```swift
    /// var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
    /// UIColor.systemRed.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    /// ```
    /// A dynamic color is resolved with `UITraitCollection.current`.
    /// - Returns: `true`, except for a pattern color (``init(patternImage:)``), whose color space
    ///   is not RGB-compatible: `false`, with nothing written.
    @discardableResult
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?,
        green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        guard !isPattern else { return false }
        let components = currentComponents
        red?.pointee = components.red
        green?.pointee = components.green
        blue?.pointee = components.blue
        alpha?.pointee = components.alpha
        return true
    }

    /// Reads the color's grayscale and alpha components.
    ///
    /// - Returns: `true` when the color is a gray (equal red, green and blue), else `false` with
    ///   nothing written (also for a pattern color). UIKit converts other colors to gray;
    ///   HeadlessUIKit does not.
    @discardableResult
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard !isPattern else { return false }
        let components = currentComponents
        guard components.red == components.green, components.green == components.blue else { return false }
        white?.pointee = components.red
        alpha?.pointee = components.alpha
        return true
    }

    /// Reads the color's hue, saturation, brightness and alpha components.
    ///
    /// - Returns: `true`, except for a pattern color: `false`, with nothing written.
    @discardableResult
    open func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?,
        saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        guard !isPattern else { return false }
        let components = currentComponents
        let hsb = HSB(red: components.red, green: components.green, blue: components.blue)
        hue?.pointee = hsb.hue
        saturation?.pointee = hsb.saturation
        brightness?.pointee = hsb.brightness
        alpha?.pointee = components.alpha
        return true
    }

    /// The color as a Core Graphics color, for layer properties.
    ///
    /// A dynamic color (a system color or one from `init(dynamicProvider:)`) is resolved with
    /// `UITraitCollection.current`, as in UIKit: resolve it with a view's traits first, or set
    /// the layer's color in `traitCollectionDidChange(_:)`, where `current` is the view's.
    /// Headless: always RGB components.
    open var cgColor: CGColor {
        let components = currentComponents
        return CGColor(red: components.red, green: components.green, blue: components.blue, alpha: components.alpha)
    }

    // MARK: - Equality

    /// Whether `object` is a color with the same name and components (both appearances for a
    /// system color); a provider color is equal only to itself.
    ///
    /// - Parameter object: The object to compare with.
    /// - Returns: `true` when equal.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        guard other !== self else { return true }
        guard headlessSystemName == other.headlessSystemName else { return false }
        switch (appearance, other.appearance) {
        case (.fixed(let mine), .fixed(let theirs)):
            return mine == theirs
        case (.system(let myLight, let myDark), .system(let theirLight, let theirDark)):
            return myLight == theirLight && myDark == theirDark
        case (.asset(let mine, let myColor), .asset(let theirs, let theirColor)):
            return mine == theirs && myColor.isEqual(theirColor)
        case (.pattern(let myImage, let myAlpha), .pattern(let theirImage, let theirAlpha)):
            return myImage.isEqual(theirImage) && myAlpha == theirAlpha
        default:
            return false
        }
    }

    /// A hash of the name and components, consistent with ``isEqual(_:)``.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(headlessSystemName)
        switch appearance {
        case .fixed(let components), .system(let components, _):
            hasher.combine(components)
        case .provider:
            hasher.combine(ObjectIdentifier(self))
        case .asset(let asset, _):
            hasher.combine(asset)
        case .pattern(let image, let alpha):
            hasher.combine(image)
            hasher.combine(alpha)
        }
        return hasher.finalize()
    }

    /// The color as UIKit prints it: the system name, or the color space and components
    /// (resolved with `UITraitCollection.current`).
    open override var description: String {
        let resolved = currentComponents
        let components = "UIExtendedSRGBColorSpace \(resolved.red) \(resolved.green) \(resolved.blue) \(resolved.alpha)"
        switch appearance {
        case .provider: return "UIDynamicProviderColor (\(components))"
        case .asset(let asset, _): return "UIDynamicCatalogColor \(asset.name) (\(components))"
        case .pattern(let image, let alpha): return "pattern color of \(image), alpha \(alpha)"
        case .fixed, .system: break
        }
        guard let headlessSystemName else { return components }
        return "\(headlessSystemName) (\(components))"
    }

    // MARK: - Fixed colors
    // Fixed colors, with the components UIKit's header documents for each.

    /// Opaque black (grayscale 0).
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// Opaque dark gray (grayscale 1/3).
    open class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    /// Opaque light gray (grayscale 2/3).
    open class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    /// Opaque white (grayscale 1).
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Opaque gray (grayscale 0.5).
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// Opaque red (1, 0, 0).
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Opaque green (0, 1, 0).
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Opaque blue (0, 0, 1).
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// Opaque cyan (0, 1, 1).
    open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// Opaque yellow (1, 1, 0).
    open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// Opaque magenta (1, 0, 1).
    open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// Opaque orange (1, 0.5, 0).
    open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// Opaque purple (0.5, 0, 0.5).
    open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// Opaque brown (0.6, 0.4, 0.2).
    open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// Fully transparent (grayscale 0, alpha 0).
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    /// White at 60% opacity, for text on dark backgrounds; not adaptive.
    open class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    /// Opaque black, for text on light backgrounds; not adaptive.
    open class var darkText: UIColor { UIColor(white: 0, alpha: 1) }

    // MARK: - System tint colors
    // System tint colors, with their light and dark appearances (HIG values; see
    // `REMAINING_UIKIT.md` for what is verified).

    /// The system red: (255, 59, 48), dark (255, 69, 58).
    open class var systemRed: UIColor { system("systemRed", (255, 59, 48), dark: (255, 69, 58)) }
    /// The system orange: (255, 149, 0), dark (255, 159, 10).
    open class var systemOrange: UIColor { system("systemOrange", (255, 149, 0), dark: (255, 159, 10)) }
    /// The system yellow: (255, 204, 0), dark (255, 214, 10).
    open class var systemYellow: UIColor { system("systemYellow", (255, 204, 0), dark: (255, 214, 10)) }
    /// The system green: (52, 199, 89), dark (48, 209, 88).
    open class var systemGreen: UIColor { system("systemGreen", (52, 199, 89), dark: (48, 209, 88)) }
    /// The system mint: (0, 199, 190), dark (99, 230, 226).
    open class var systemMint: UIColor { system("systemMint", (0, 199, 190), dark: (99, 230, 226)) }
    /// The system teal: (48, 176, 199), dark (64, 200, 224).
    open class var systemTeal: UIColor { system("systemTeal", (48, 176, 199), dark: (64, 200, 224)) }
    /// The system cyan: (50, 173, 230), dark (100, 210, 255).
    open class var systemCyan: UIColor { system("systemCyan", (50, 173, 230), dark: (100, 210, 255)) }
    /// The system blue, the default tint: (0, 122, 255), dark (10, 132, 255).
    open class var systemBlue: UIColor { system("systemBlue", (0, 122, 255), dark: (10, 132, 255)) }
    /// The system indigo: (88, 86, 214), dark (94, 92, 230).
    open class var systemIndigo: UIColor { system("systemIndigo", (88, 86, 214), dark: (94, 92, 230)) }
    /// The system purple: (175, 82, 222), dark (191, 90, 242).
    open class var systemPurple: UIColor { system("systemPurple", (175, 82, 222), dark: (191, 90, 242)) }
    /// The system pink: (255, 45, 85), dark (255, 55, 95).
    open class var systemPink: UIColor { system("systemPink", (255, 45, 85), dark: (255, 55, 95)) }
    /// The system brown: (162, 132, 94), dark (172, 142, 104).
    open class var systemBrown: UIColor { system("systemBrown", (162, 132, 94), dark: (172, 142, 104)) }
    /// The base system gray: (142, 142, 147) in both appearances.
    open class var systemGray: UIColor { system("systemGray", (142, 142, 147), dark: (142, 142, 147)) }
    /// The second-level system gray: (174, 174, 178), dark (99, 99, 102).
    open class var systemGray2: UIColor { system("systemGray2", (174, 174, 178), dark: (99, 99, 102)) }
    /// The third-level system gray: (199, 199, 204), dark (72, 72, 74).
    open class var systemGray3: UIColor { system("systemGray3", (199, 199, 204), dark: (72, 72, 74)) }
    /// The fourth-level system gray: (209, 209, 214), dark (58, 58, 60).
    open class var systemGray4: UIColor { system("systemGray4", (209, 209, 214), dark: (58, 58, 60)) }
    /// The fifth-level system gray: (229, 229, 234), dark (44, 44, 46).
    open class var systemGray5: UIColor { system("systemGray5", (229, 229, 234), dark: (44, 44, 46)) }
    /// The sixth-level system gray: (242, 242, 247), dark (28, 28, 30).
    open class var systemGray6: UIColor { system("systemGray6", (242, 242, 247), dark: (28, 28, 30)) }
    /// The tint color of the view the color is used in. Headless: the default tint,
    /// ``systemBlue``'s components, named `"tintColor"`.
    open class var tintColor: UIColor { system("tintColor", (0, 122, 255), dark: (10, 132, 255)) }

    // MARK: - UI element colors
    // UI element (semantic) colors, with their light and dark appearances (the dark ones of the
    // base interface level).

    /// Primary text: black, dark white.
    open class var label: UIColor { system("label", (0, 0, 0), dark: (255, 255, 255)) }
    /// Secondary text: (60, 60, 67) at 60%, dark (235, 235, 245) at 60%.
    open class var secondaryLabel: UIColor {
        system("secondaryLabel", (60, 60, 67), alpha: 0.6, dark: (235, 235, 245), darkAlpha: 0.6)
    }
    /// Tertiary text: (60, 60, 67) at 30%, dark (235, 235, 245) at 30%.
    open class var tertiaryLabel: UIColor {
        system("tertiaryLabel", (60, 60, 67), alpha: 0.3, dark: (235, 235, 245), darkAlpha: 0.3)
    }
    /// Quaternary text: (60, 60, 67) at 18%, dark (235, 235, 245) at 18%.
    open class var quaternaryLabel: UIColor {
        system("quaternaryLabel", (60, 60, 67), alpha: 0.18, dark: (235, 235, 245), darkAlpha: 0.18)
    }
    /// Links: (0, 122, 255), dark (9, 132, 255).
    open class var link: UIColor { system("link", (0, 122, 255), dark: (9, 132, 255)) }
    /// Placeholder text: (60, 60, 67) at 30%, dark (235, 235, 245) at 30%.
    open class var placeholderText: UIColor {
        system("placeholderText", (60, 60, 67), alpha: 0.3, dark: (235, 235, 245), darkAlpha: 0.3)
    }
    /// Thin separators that let the content below show: (60, 60, 67) at 29%, dark (84, 84, 88)
    /// at 60%.
    open class var separator: UIColor {
        system("separator", (60, 60, 67), alpha: 0.29, dark: (84, 84, 88), darkAlpha: 0.6)
    }
    /// Opaque separators: (198, 198, 200), dark (56, 56, 58).
    open class var opaqueSeparator: UIColor { system("opaqueSeparator", (198, 198, 200), dark: (56, 56, 58)) }
    /// The main background: white, dark black.
    open class var systemBackground: UIColor { system("systemBackground", (255, 255, 255), dark: (0, 0, 0)) }
    /// Content layered on the main background: (242, 242, 247), dark (28, 28, 30).
    open class var secondarySystemBackground: UIColor {
        system("secondarySystemBackground", (242, 242, 247), dark: (28, 28, 30))
    }
    /// Content layered on secondary backgrounds: white, dark (44, 44, 46).
    open class var tertiarySystemBackground: UIColor {
        system("tertiarySystemBackground", (255, 255, 255), dark: (44, 44, 46))
    }
    /// The background of grouped content: (242, 242, 247), dark black.
    open class var systemGroupedBackground: UIColor {
        system("systemGroupedBackground", (242, 242, 247), dark: (0, 0, 0))
    }
    /// The background of grouped tables before iOS 13: ``systemGroupedBackground``.
    @available(iOS, introduced: 2.0, deprecated: 13.0)
    open class var groupTableViewBackground: UIColor { systemGroupedBackground }
    /// Content layered on grouped backgrounds: white, dark (28, 28, 30).
    open class var secondarySystemGroupedBackground: UIColor {
        system("secondarySystemGroupedBackground", (255, 255, 255), dark: (28, 28, 30))
    }
    /// Content layered on secondary grouped backgrounds: (242, 242, 247), dark (44, 44, 46).
    open class var tertiarySystemGroupedBackground: UIColor {
        system("tertiarySystemGroupedBackground", (242, 242, 247), dark: (44, 44, 46))
    }
    /// Fill for thin and small shapes: (120, 120, 128) at 20%, dark at 36%.
    open class var systemFill: UIColor {
        system("systemFill", (120, 120, 128), alpha: 0.2, dark: (120, 120, 128), darkAlpha: 0.36)
    }
    /// Fill for medium-size shapes: (120, 120, 128) at 16%, dark at 32%.
    open class var secondarySystemFill: UIColor {
        system("secondarySystemFill", (120, 120, 128), alpha: 0.16, dark: (120, 120, 128), darkAlpha: 0.32)
    }
    /// Fill for large shapes: (118, 118, 128) at 12%, dark at 24%.
    open class var tertiarySystemFill: UIColor {
        system("tertiarySystemFill", (118, 118, 128), alpha: 0.12, dark: (118, 118, 128), darkAlpha: 0.24)
    }
    /// Fill for large areas with complex content: (116, 116, 128) at 8%, dark (118, 118, 128) at
    /// 18%.
    open class var quaternarySystemFill: UIColor {
        system("quaternarySystemFill", (116, 116, 128), alpha: 0.08, dark: (118, 118, 128), darkAlpha: 0.18)
    }

    /// A system color from 8-bit light and dark components.
    private static func system(
        _ name: String,
        _ light: (Int, Int, Int),
        alpha: CGFloat = 1,
        dark: (Int, Int, Int),
        darkAlpha: CGFloat = 1
    ) -> UIColor {
        UIColor(
            systemName: name,
            light: Components(red255: light.0, light.1, light.2, alpha: alpha),
            dark: Components(red255: dark.0, dark.1, dark.2, alpha: darkAlpha)
        )
    }
}
