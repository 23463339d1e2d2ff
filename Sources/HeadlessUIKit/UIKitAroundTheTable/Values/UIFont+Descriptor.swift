import Foundation

extension UIFont {
    /// The family name of the system font, as iOS reports it.
    static let systemFamilyName = ".AppleSystemUIFont"

    /// The face a descriptor describes at a size (see ``init(descriptor:size:)``).
    static func face(describedBy descriptor: UIFontDescriptor, size pointSize: CGFloat) -> Face {
        let size = pointSize > 0 ? pointSize : (descriptor.pointSize > 0 ? descriptor.pointSize : 12)
        let symbolic = descriptor.symbolicTraits
        let isItalic = symbolic.contains(.traitItalic)
        let givenWeight = UIFontDescriptor.number(descriptor.traits[.weight]).map(Weight.init(rawValue:))
        let baseWeight = givenWeight ?? descriptor.textStyle?.defaultMetrics.weight ?? .regular
        let weight = symbolic.contains(.traitBold) && baseWeight < .semibold ? .bold : baseWeight
        guard !descriptor.isSystemFont else {
            let (family, face) = Self.systemNames(design: descriptor.design)
            return Face(
                fontName: "\(face)-\(weight.headlessFaceName)\(isItalic ? "Italic" : "")",
                familyName: family,
                pointSize: size,
                weight: weight,
                isItalic: isItalic,
                textStyle: descriptor.textStyle
            )
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
        return Face(fontName: name, familyName: family, pointSize: size, weight: weight, isItalic: isItalic)
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
}
