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
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a color from hue, saturation and brightness (HSB) components.
    ///
    /// - Parameters:
    ///   - hue: The hue, 0…1 around the color wheel.
    ///   - saturation: The saturation, 0…1.
    ///   - brightness: The brightness, 0…1.
    ///   - alpha: The opacity, clamped to 0…1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let rgb = HSB(hue: hue, saturation: saturation, brightness: brightness).rgb
        self.init(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha)
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
}
