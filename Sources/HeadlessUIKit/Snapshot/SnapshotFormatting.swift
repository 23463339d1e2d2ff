import Foundation

/// Number, color and font formatting shared by the text snapshot and the SVG picture: fixed
/// decimals, no locale, so the output is the same on every machine.
enum SnapshotFormatting {
    // MARK: - Numbers

    /// `value` rounded to at most `decimals` places, without trailing zeros (`12`, `0.5`,
    /// `-3.25`).
    static func number(_ value: CGFloat, decimals: Int = 2) -> String {
        guard value.isFinite else { return value > 0 ? "inf" : (value < 0 ? "-inf" : "nan") }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        var scale = 1
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((Double(value) * Double(scale)).rounded())
        let negative = scaled < 0
        let magnitude = abs(scaled)
        var text = String(magnitude / scale)
        var fraction = magnitude % scale
        if fraction != 0 {
            var digits = String(fraction)
            digits = String(repeating: "0", count: decimals - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
            fraction = 0
        }
        return negative ? "-" + text : text
    }

    /// A rectangle rounded to points: `(x, y, width, height)`.
    static func rect(_ rect: CGRect) -> String {
        "(\(number(rect.minX, decimals: 0)), \(number(rect.minY, decimals: 0)), \(number(rect.width, decimals: 0)), \(number(rect.height, decimals: 0)))"
    }

    /// Insets as `(top, left, bottom, right)`.
    static func insets(_ insets: UIEdgeInsets) -> String {
        "(\(number(insets.top)), \(number(insets.left)), \(number(insets.bottom)), \(number(insets.right)))"
    }

    /// A string in double quotes, with quotes, backslashes and line breaks escaped.
    static func quoted(_ string: String) -> String {
        let needsEscaping = string.utf8.contains {
            $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\t")
        }
        guard needsEscaping else { return "\"" + string + "\"" }
        var escaped = ""
        for character in string {
            switch character {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            default: escaped.append(character)
            }
        }
        return "\"" + escaped + "\""
    }

    // MARK: - Colors

    /// The fixed colors UIKit names, by components, for colors made without a name.
    private static let namedFixedColors: [(name: String, color: UIColor)] = [
        ("clear", .clear), ("black", .black), ("white", .white), ("darkGray", .darkGray),
        ("lightGray", .lightGray), ("gray", .gray), ("red", .red), ("green", .green), ("blue", .blue),
        ("cyan", .cyan), ("yellow", .yellow), ("magenta", .magenta), ("orange", .orange),
        ("purple", .purple), ("brown", .brown),
    ]

    /// A color as UIKit names it (`.systemBlue`, `.label`, `.white`), with its opacity when
    /// `withAlphaComponent(_:)` changed it (`.systemBlue alpha 0.5`), else its components
    /// resolved with `traits` as `rgba(0, 122, 255, 0.5)` (8-bit channels).
    static func color(_ color: UIColor, traits: UITraitCollection) -> String {
        let resolved = color.components(resolvedWith: traits)
        if let name = color.headlessSystemName {
            let standardAlpha = UIColor.standardSystemAlpha(named: name, traits: traits)
            if let standardAlpha, abs(standardAlpha - resolved.alpha) > 0.001 {
                return ".\(name) alpha \(number(resolved.alpha))"
            }
            return "." + name
        }
        if case .asset(let asset, _) = color.appearance {
            return "named(\(quoted(asset.name)))"
        }
        if case .pattern(let image, _) = color.appearance {
            return "pattern(\(quoted(image.headlessName ?? "image")))"
        }
        for (name, fixed) in namedFixedColors where fixed.components(resolvedWith: traits) == resolved {
            return "." + name
        }
        return rgba(resolved)
    }

    /// Components as `rgba(r, g, b, alpha)` with 8-bit channels.
    static func rgba(_ components: UIColor.Components) -> String {
        "rgba(\(channel(components.red)), \(channel(components.green)), \(channel(components.blue)), \(number(components.alpha)))"
    }

    /// A component as an 8-bit channel, clamped to 0…255.
    static func channel(_ component: CGFloat) -> Int {
        Int((min(max(component, 0), 1) * 255).rounded())
    }

    /// A color as SVG paints it: `#rrggbb` and an opacity, or `nil` for a fully transparent one.
    static func svgPaint(_ color: UIColor?, traits: UITraitCollection, opacity: CGFloat = 1) -> (hex: String, opacity: CGFloat)? {
        guard let color else { return nil }
        let components = color.components(resolvedWith: traits)
        let alpha = components.alpha * opacity
        guard alpha > 0.001 else { return nil }
        let digits: [UInt8] = Array("0123456789abcdef".utf8)
        var hex: [UInt8] = [UInt8(ascii: "#")]
        for value in [components.red, components.green, components.blue] {
            let channel = channel(value)
            hex.append(digits[channel >> 4])
            hex.append(digits[channel & 15])
        }
        return (String(decoding: hex, as: UTF8.self), alpha)
    }

    // MARK: - Fonts

    /// A font as `17pt semibold`, with its text style when it has one (`17pt regular body`)
    /// and `italic`.
    static func font(_ font: UIFont) -> String {
        var parts = ["\(number(font.pointSize))pt", weightName(font.headlessWeight)]
        if font.headlessIsItalic { parts.append("italic") }
        if let style = font.headlessTextStyle { parts.append(textStyleName(style)) }
        return parts.joined(separator: " ")
    }

    /// The name of the nearest standard weight.
    static func weightName(_ weight: UIFont.Weight) -> String {
        nearestWeight(weight).name
    }

    /// The CSS weight (100…900) of the nearest standard weight.
    static func cssWeight(_ weight: UIFont.Weight) -> Int {
        nearestWeight(weight).css
    }

    private static let weights: [(weight: UIFont.Weight, name: String, css: Int)] = [
        (.ultraLight, "ultraLight", 100), (.thin, "thin", 200), (.light, "light", 300),
        (.regular, "regular", 400), (.medium, "medium", 500), (.semibold, "semibold", 600),
        (.bold, "bold", 700), (.heavy, "heavy", 800), (.black, "black", 900),
    ]

    private static func nearestWeight(_ weight: UIFont.Weight) -> (name: String, css: Int) {
        let nearest = weights.min { abs($0.weight.rawValue - weight.rawValue) < abs($1.weight.rawValue - weight.rawValue) }
        return (nearest?.name ?? "regular", nearest?.css ?? 400)
    }

    private static let textStyles: [(style: UIFont.TextStyle, name: String)] = [
        (.largeTitle, "largeTitle"), (.title1, "title1"), (.title2, "title2"), (.title3, "title3"),
        (.headline, "headline"), (.subheadline, "subheadline"), (.body, "body"), (.callout, "callout"),
        (.footnote, "footnote"), (.caption1, "caption1"), (.caption2, "caption2"),
    ]

    private static func textStyleName(_ style: UIFont.TextStyle) -> String {
        textStyles.first { $0.style == style }?.name ?? style.rawValue
    }
}

extension UIColor {
    /// The opacity a system color has before `withAlphaComponent(_:)`, for the traits.
    static func standardSystemAlpha(named name: String, traits: UITraitCollection) -> CGFloat? {
        let standard: UIColor? = switch name {
        case "secondaryLabel": .secondaryLabel
        case "tertiaryLabel": .tertiaryLabel
        case "quaternaryLabel": .quaternaryLabel
        case "placeholderText": .placeholderText
        case "separator": .separator
        case "systemFill": .systemFill
        case "secondarySystemFill": .secondarySystemFill
        case "tertiarySystemFill": .tertiarySystemFill
        case "quaternarySystemFill": .quaternarySystemFill
        default: nil
        }
        return standard?.components(resolvedWith: traits).alpha ?? 1
    }
}
