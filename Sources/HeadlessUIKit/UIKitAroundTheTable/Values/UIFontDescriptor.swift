import Foundation

/// A description of a font by attributes (family, name, size, traits) from which fonts are made
/// with `UIFont(descriptor:size:)`.
///
/// Headless: the attributes are kept as given and read back as UIKit does; no font is matched
/// against installed fonts (there are none), so derivations never fail and
/// `matchingFontDescriptors(withMandatoryKeys:)` is not declared.
// `@unchecked Sendable` as UIKit's `UIFontDescriptor` (declared `Sendable`): its one stored
// property is an immutable `let`, and the values in it are never mutated.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// The attributes, as given or derived.
    open var fontAttributes: [UIFontDescriptor.AttributeName: Any] { storedFontAttributes }
    private let storedFontAttributes: [UIFontDescriptor.AttributeName: Any]

    /// Creates a descriptor from attributes.
    ///
    /// - Parameter attributes: The attributes, such as `[.family: "Avenir", .size: 14]`.
    public init(fontAttributes attributes: [UIFontDescriptor.AttributeName: Any] = [:]) {
        storedFontAttributes = attributes
        super.init()
    }

    /// Creates a descriptor for a font name and size.
    ///
    /// - Parameters:
    ///   - fontName: The PostScript name.
    ///   - size: The point size.
    public init(name fontName: String, size: CGFloat) {
        storedFontAttributes = [.name: fontName, .size: size]
        super.init()
    }

    /// Creates a descriptor for a font name and transform.
    ///
    /// - Parameters:
    ///   - fontName: The PostScript name.
    ///   - matrix: The transform.
    public init(name fontName: String, matrix: CGAffineTransform) {
        storedFontAttributes = [.name: fontName, .matrix: matrix]
        super.init()
    }

    /// The descriptor of the system font for a text style, at the current text size.
    ///
    /// - Parameter style: The text style.
    /// - Returns: `UIFont.preferredFont(forTextStyle: style).fontDescriptor`.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The descriptor of the system font for a text style, at a trait collection's text size.
    ///
    /// - Parameters:
    ///   - style: The text style.
    ///   - traitCollection: The traits giving the text size.
    /// - Returns: The descriptor.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }

    // MARK: - Reading attributes

    /// The PostScript name; empty when the descriptor names only a family.
    open var postscriptName: String { fontAttributes[.name] as? String ?? "" }

    /// The point size; 0 when not given.
    open var pointSize: CGFloat { Self.number(fontAttributes[.size]) ?? 0 }

    /// The transform; identity when not given.
    open var matrix: CGAffineTransform { fontAttributes[.matrix] as? CGAffineTransform ?? .identity }

    /// The symbolic traits, from the ``AttributeName/traits`` dictionary.
    open var symbolicTraits: UIFontDescriptor.SymbolicTraits {
        SymbolicTraits(rawValue: UInt32(Self.number(traits[.symbolic]) ?? 0))
    }

    /// The value of one attribute.
    ///
    /// - Parameter anAttribute: The key.
    /// - Returns: The value, or `nil`.
    open func object(forKey anAttribute: UIFontDescriptor.AttributeName) -> Any? {
        fontAttributes[anAttribute]
    }

    // MARK: - Deriving descriptors

    /// This descriptor with more attributes, replacing those with the same keys.
    ///
    /// - Parameter attributes: The attributes to add.
    /// - Returns: The descriptor.
    open func addingAttributes(_ attributes: [UIFontDescriptor.AttributeName: Any] = [:]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { $1 })
    }

    /// This descriptor at another size.
    ///
    /// - Parameter newPointSize: The point size.
    /// - Returns: The descriptor.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        addingAttributes([.size: newPointSize])
    }

    /// This descriptor with another transform.
    ///
    /// - Parameter matrix: The transform.
    /// - Returns: The descriptor.
    open func withMatrix(_ matrix: CGAffineTransform) -> UIFontDescriptor {
        addingAttributes([.matrix: matrix])
    }

    /// This descriptor with another face of its family; the PostScript name is dropped.
    ///
    /// - Parameter newFace: The face name, such as `"Bold"`.
    /// - Returns: The descriptor.
    open func withFace(_ newFace: String) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.filter { $0.key != .name }.merging([.face: newFace]) { $1 })
    }

    /// This descriptor with another family; the PostScript name and face are dropped.
    ///
    /// - Parameter newFamily: The family name.
    /// - Returns: The descriptor.
    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        let kept = fontAttributes.filter { $0.key != .name && $0.key != .face }
        return UIFontDescriptor(fontAttributes: kept.merging([.family: newFamily]) { $1 })
    }

    /// This descriptor with exactly these symbolic traits, such as `.traitBold`.
    ///
    /// The PostScript name is dropped so that the font is the family's face with the traits:
    /// `UIFont(descriptor:size:)` names it `Family-Bold`, `Family-Italic` or
    /// `Family-BoldItalic`, or makes the system font bold or italic.
    ///
    /// Headless: never `nil` (UIKit returns `nil` when the family has no such face).
    /// - Parameter symbolicTraits: The traits, replacing the descriptor's.
    /// - Returns: The descriptor.
    open func withSymbolicTraits(_ symbolicTraits: UIFontDescriptor.SymbolicTraits) -> UIFontDescriptor? {
        var traits = self.traits
        traits[.symbolic] = symbolicTraits.rawValue
        if !symbolicTraits.contains(.traitBold), let weight = Self.number(traits[.weight]), weight >= UIFont.Weight.semibold.rawValue {
            traits[.weight] = UIFont.Weight.regular.rawValue
        }
        var attributes = fontAttributes
        if attributes[.family] != nil { attributes[.name] = nil }
        attributes[.traits] = traits
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// This system font descriptor in another design, such as `.rounded`.
    ///
    /// - Parameter design: The design.
    /// - Returns: The descriptor, or `nil` when the descriptor is not of the system font, as in
    ///   UIKit.
    open func withDesign(_ design: UIFontDescriptor.SystemDesign) -> UIFontDescriptor? {
        guard isSystemFont else { return nil }
        var traits = self.traits
        traits[.design] = design.rawValue
        var attributes = fontAttributes
        attributes[.name] = nil
        attributes[.traits] = traits
        return UIFontDescriptor(fontAttributes: attributes)
    }

    // MARK: - Internal reading

    /// The ``AttributeName/traits`` dictionary; empty when not given.
    var traits: [TraitKey: Any] { fontAttributes[.traits] as? [TraitKey: Any] ?? [:] }

    /// The family name, if given.
    var family: String? { fontAttributes[.family] as? String }

    /// The design given with ``withDesign(_:)``, else the one the system family's name ends
    /// with (`.AppleSystemUIFontMonospaced`), else ``SystemDesign/default``.
    var design: SystemDesign {
        if let given = traits[.design] as? String { return SystemDesign(rawValue: given) }
        let designs: [(suffix: String, design: SystemDesign)] = [("Monospaced", .monospaced), ("Rounded", .rounded), ("Serif", .serif)]
        return designs.first { family?.hasSuffix($0.suffix) == true }?.design ?? .default
    }

    /// The text style, if the descriptor is a text style's.
    var textStyle: UIFont.TextStyle? { (fontAttributes[.textStyle] as? String).map(UIFont.TextStyle.init(rawValue:)) }

    /// Whether the descriptor stands for the system font: a system family or name, or a text
    /// style.
    var isSystemFont: Bool {
        textStyle != nil || family?.hasPrefix(UIFont.systemFamilyName) == true || postscriptName.hasPrefix(".SF")
    }

    /// A number attribute as a `CGFloat`, whichever numeric type it was given as (a
    /// `UIFont.Weight` too, as apps pass for ``TraitKey/weight``).
    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as UInt32: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        case let value as UIFont.Weight: value.rawValue
        default: nil
        }
    }

    // MARK: - Equality

    /// Whether `object` is a descriptor with the same attributes, compared by their
    /// descriptions (attribute values are of any type).
    ///
    /// - Parameter object: The object to compare with.
    /// - Returns: `true` when equal.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFontDescriptor else { return false }
        return normalized == other.normalized
    }

    /// A hash consistent with ``isEqual(_:)``.
    open override var hash: Int { normalized.hashValue }

    private var normalized: [String: String] {
        Dictionary(uniqueKeysWithValues: fontAttributes.map { key, value in
            if key == .traits {
                let traits = traits.map { "\($0.key.rawValue)=\(Self.number($0.value).map { "\($0)" } ?? "\($0.value)")" }
                return (key.rawValue, traits.sorted().joined(separator: ","))
            }
            return (key.rawValue, Self.number(value).map { "\($0)" } ?? "\(value)")
        })
    }
}
