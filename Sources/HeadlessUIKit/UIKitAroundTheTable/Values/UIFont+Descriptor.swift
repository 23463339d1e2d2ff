import Foundation

extension UIFont {
    /// The family name of the system font, as iOS reports it.
    static let systemFamilyName = ".AppleSystemUIFont"

    /// Creates the font a descriptor describes.
    ///
    /// Headless: a descriptor of the system font (its family or name, or a text style) gives the
    /// system font with the descriptor's weight (bold when ``UIFontDescriptor/SymbolicTraits/traitBold``
    /// asks for it), slant, design and text style; fonts from descriptors do not follow later
    /// text size changes. Any other descriptor gives its PostScript name, or else its family's
    /// face for the traits, named `Family-Bold`, `Family-Italic` or `Family-BoldItalic` (spaces
    /// removed), which is how many but not all installed fonts are named.
    /// - Parameters:
    ///   - descriptor: The descriptor.
    ///   - pointSize: The size; 0 keeps the descriptor's size (12 when it has none).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let size = pointSize > 0 ? pointSize : (descriptor.pointSize > 0 ? descriptor.pointSize : 12)
        let symbolic = descriptor.symbolicTraits
        let isItalic = symbolic.contains(.traitItalic)
        let givenWeight = UIFontDescriptor.number(descriptor.traits[.weight]).map(Weight.init(rawValue:))
        let baseWeight = givenWeight ?? descriptor.textStyle?.defaultMetrics.weight ?? .regular
        let weight = symbolic.contains(.traitBold) && baseWeight < .semibold ? .bold : baseWeight
        guard !descriptor.isSystemFont else {
            let (family, face) = Self.systemNames(design: descriptor.design)
            self.init(
                fontName: "\(face)-\(weight.headlessFaceName)\(isItalic ? "Italic" : "")",
                familyName: family,
                pointSize: size,
                weight: weight,
                isItalic: isItalic,
                textStyle: descriptor.textStyle
            )
            return
        }
        let family = descriptor.family ?? descriptor.postscriptName.split(separator: "-").first.map(String.init) ?? ""
        let name: String
        if !descriptor.postscriptName.isEmpty {
            name = descriptor.postscriptName
        } else {
            let suffix = (weight >= .semibold ? "Bold" : "") + (isItalic ? "Italic" : "")
            let base = family.replacingOccurrences(of: " ", with: "")
            name = suffix.isEmpty ? base : "\(base)-\(suffix)"
        }
        self.init(fontName: name, familyName: family, pointSize: size, weight: weight, isItalic: isItalic, textStyle: nil)
    }

    /// The family and face prefix of the system font in a design: private names that may differ
    /// from a device's.
    private static func systemNames(design: UIFontDescriptor.SystemDesign) -> (family: String, face: String) {
        switch design {
        case .monospaced: ("\(systemFamilyName)Monospaced", ".SFMono")
        case .rounded: ("\(systemFamilyName)Rounded", ".SFUIRounded")
        case .serif: ("\(systemFamilyName)Serif", ".NewYork")
        default: (systemFamilyName, ".SFUI")
        }
    }

    /// The families of the installed fonts.
    ///
    /// Headless: empty, as no fonts are installed (``init(name:size:)`` accepts any name).
    public class var familyNames: [String] { [] }

    /// The face names of an installed family.
    ///
    /// Headless: empty, as no fonts are installed.
    /// - Parameter familyName: The family.
    /// - Returns: The face names.
    public class func fontNames(forFamilyName familyName: String) -> [String] {
        []
    }
}
