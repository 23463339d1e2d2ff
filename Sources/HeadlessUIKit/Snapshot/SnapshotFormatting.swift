import Foundation

/// Number, color and font formatting shared by the text snapshot and the SVG picture: fixed
/// decimals, no locale, so the output is the same on every machine.
enum SnapshotFormatting {
    // MARK: - Numbers

    /// `value` rounded to at most `decimals` places, without trailing zeros (`12`, `0.5`,
    /// `-3.25`).
    static func number(_ value: CGFloat, decimals: Int = 2) -> String {
        var output = SnapshotOutput()
        appendNumber(value, decimals: decimals, to: &output)
        return output.text
    }

    /// Appends ``number(_:decimals:)`` to `output`.
    static func appendNumber(_ value: CGFloat, decimals: Int = 2, to output: inout SnapshotOutput) {
        guard value.isFinite else {
            output.append(value > 0 ? "inf" : (value < 0 ? "-inf" : "nan"))
            return
        }
        if value == value.rounded(), abs(value) < 1e15 {
            output.append(Int(value))
            return
        }
        var scale = 1
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((Double(value) * Double(scale)).rounded())
        if scaled < 0 { output.append("-") }
        let magnitude = abs(scaled)
        output.append(magnitude / scale)
        // The fraction's digits without trailing zeros, padded with leading zeros.
        var fraction = magnitude % scale
        guard fraction != 0 else { return }
        var digits = decimals
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        output.append(".")
        output.append(fraction, minimumDigits: digits)
    }

    /// A rectangle rounded to points: `(x, y, width, height)`.
    static func rect(_ rect: CGRect) -> String {
        var output = SnapshotOutput()
        appendRect(rect, to: &output)
        return output.text
    }

    /// Appends ``rect(_:)`` to `output`.
    static func appendRect(_ rect: CGRect, to output: inout SnapshotOutput) {
        appendList(rect.minX, rect.minY, rect.width, rect.height, decimals: 0, to: &output)
    }

    /// Insets as `(top, left, bottom, right)`.
    static func insets(_ insets: UIEdgeInsets) -> String {
        var output = SnapshotOutput()
        appendInsets(insets, to: &output)
        return output.text
    }

    /// Appends ``insets(_:)`` to `output`.
    static func appendInsets(_ insets: UIEdgeInsets, to output: inout SnapshotOutput) {
        appendList(insets.top, insets.left, insets.bottom, insets.right, decimals: 2, to: &output)
    }

    /// Appends four numbers in parentheses, separated by commas: `(0, 15, 0, 0)`.
    private static func appendList(_ first: CGFloat, _ second: CGFloat, _ third: CGFloat, _ fourth: CGFloat, decimals: Int, to output: inout SnapshotOutput) {
        output.append("(")
        appendNumber(first, decimals: decimals, to: &output)
        output.append(", ")
        appendNumber(second, decimals: decimals, to: &output)
        output.append(", ")
        appendNumber(third, decimals: decimals, to: &output)
        output.append(", ")
        appendNumber(fourth, decimals: decimals, to: &output)
        output.append(")")
    }

    /// A string in double quotes, with quotes, backslashes and line breaks escaped.
    static func quoted(_ string: String) -> String {
        var output = SnapshotOutput()
        appendQuoted(string, to: &output)
        return output.text
    }

    /// Appends ``quoted(_:)`` to `output`.
    static func appendQuoted(_ string: String, to output: inout SnapshotOutput) {
        let needsEscaping = string.utf8.contains {
            $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\t")
        }
        output.append("\"")
        if needsEscaping {
            for character in string {
                switch character {
                case "\"": output.append("\\\"")
                case "\\": output.append("\\\\")
                case "\n": output.append("\\n")
                case "\t": output.append("\\t")
                default: output.append(String(character))
                }
            }
        } else {
            output.append(string)
        }
        output.append("\"")
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
        let hex = String(unsafeUninitializedCapacity: 7) { bytes in
            bytes[0] = UInt8(ascii: "#")
            for (offset, component) in [components.red, components.green, components.blue].enumerated() {
                let channel = channel(component)
                bytes[1 + 2 * offset] = hexDigit(channel >> 4)
                bytes[2 + 2 * offset] = hexDigit(channel & 15)
            }
            return 7
        }
        return (hex, alpha)
    }

    /// The lowercase hexadecimal digit of `value` (0…15), as UTF-8.
    private static func hexDigit(_ value: Int) -> UInt8 {
        (value < 10 ? UInt8(ascii: "0") : UInt8(ascii: "a") - 10) + UInt8(value)
    }

    // MARK: - Fonts

    /// A font as `17pt semibold`, with its text style when it has one (`17pt regular body`)
    /// and `italic`.
    static func font(_ font: UIFont) -> String {
        var description = number(font.pointSize) + "pt " + weightName(font.headlessWeight)
        if font.headlessIsItalic { description += " italic" }
        if let style = font.headlessTextStyle { description += " " + textStyleName(style) }
        return description
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
