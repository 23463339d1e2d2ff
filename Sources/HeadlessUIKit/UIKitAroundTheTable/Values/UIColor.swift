import Foundation

/// A color: red, green, blue and alpha components, and a name for UIKit's system colors.
///
/// Headless: every color is stored as extended-sRGB components. System and semantic colors
/// (``systemRed``, ``label``, ``systemBackground``…) carry their name in ``headlessSystemName``
/// and the components UIKit resolves them to in the light appearance; HeadlessUIKit has no dark
/// appearance (see `REMAINING_UIKIT.md`). Read a color's components with
/// ``getRed(_:green:blue:alpha:)`` and its name with ``headlessSystemName``.
///
/// Two colors are equal when they have the same name (or both none) and the same components, so
/// `UIColor.systemRed == .systemRed`, `UIColor(white: 1, alpha: 1) == .white`, and a system color
/// is never equal to a plain color with the same components (as in UIKit, where system colors
/// are dynamic).
// `@unchecked Sendable` as UIKit's `UIColor` (declared `Sendable`): every stored property is an
// immutable `let`.
open class UIColor: NSObject, @unchecked Sendable, _ExpressibleByColorLiteral {
    // MARK: - Stored state

    let red: CGFloat
    let green: CGFloat
    let blue: CGFloat
    let alphaComponent: CGFloat

    /// The name of the UIKit system or semantic color this is, such as `"systemRed"` or
    /// `"secondaryLabel"`; `nil` for a color made from components (HeadlessUIKit-only).
    ///
    /// ``withAlphaComponent(_:)`` keeps the name; equality compares it.
    public let headlessSystemName: String?

    // MARK: - Creating colors

    /// Creates a color from red, green, blue and opacity components.
    ///
    /// - Parameters:
    ///   - red: The red component; values outside 0…1 are kept (extended sRGB), as in UIKit.
    ///   - green: The green component.
    ///   - blue: The blue component.
    ///   - alpha: The opacity, clamped to 0…1 as UIKit does.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        alphaComponent = min(max(alpha, 0), 1)
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

    /// Creates a named system color.
    init(systemName: String, red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        alphaComponent = min(max(alpha, 0), 1)
        headlessSystemName = systemName
        super.init()
    }

    /// Creates a named system color from 8-bit components, as design specifications list them.
    convenience init(systemName: String, red255 red: Int, green: Int, blue: Int, alpha: CGFloat = 1) {
        self.init(
            systemName: systemName,
            red: CGFloat(red) / 255,
            green: CGFloat(green) / 255,
            blue: CGFloat(blue) / 255,
            alpha: alpha
        )
    }

    // MARK: - Deriving colors

    /// Returns the same color with another opacity.
    ///
    /// - Parameter alpha: The new opacity, clamped to 0…1.
    /// - Returns: The color; a system color keeps its ``headlessSystemName``.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if let headlessSystemName {
            return UIColor(systemName: headlessSystemName, red: red, green: green, blue: blue, alpha: alpha)
        }
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    // MARK: - Reading components

    /// Reads the color's red, green, blue and alpha components.
    ///
    /// ```swift
    /// var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
    /// UIColor.systemRed.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    /// ```
    /// - Returns: `true`: every headless color is stored as RGB.
    @discardableResult
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?,
        green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = alphaComponent
        return true
    }

    /// Reads the color's grayscale and alpha components.
    ///
    /// - Returns: `true` when the color is a gray (equal red, green and blue), else `false` with
    ///   nothing written. UIKit converts other colors to gray; HeadlessUIKit does not.
    @discardableResult
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard red == green, green == blue else { return false }
        white?.pointee = red
        alpha?.pointee = alphaComponent
        return true
    }

    /// Reads the color's hue, saturation, brightness and alpha components.
    ///
    /// - Returns: `true`: every headless color converts to HSB.
    @discardableResult
    open func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?,
        saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let hsb = HSB(red: red, green: green, blue: blue)
        hue?.pointee = hsb.hue
        saturation?.pointee = hsb.saturation
        brightness?.pointee = hsb.brightness
        alpha?.pointee = alphaComponent
        return true
    }

    // MARK: - Equality

    /// Whether `object` is a color with the same name and components.
    ///
    /// - Parameter object: The object to compare with.
    /// - Returns: `true` when equal.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return headlessSystemName == other.headlessSystemName && red == other.red && green == other.green
            && blue == other.blue && alphaComponent == other.alphaComponent
    }

    /// A hash of the name and components, consistent with ``isEqual(_:)``.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(headlessSystemName)
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alphaComponent)
        return hasher.finalize()
    }

    /// The color as UIKit prints it: the system name, or the color space and components.
    open override var description: String {
        let components = "UIExtendedSRGBColorSpace \(red) \(green) \(blue) \(alphaComponent)"
        guard let headlessSystemName else { return components }
        return "\(headlessSystemName) (\(components))"
    }
}
