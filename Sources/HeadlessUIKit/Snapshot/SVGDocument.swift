import Foundation

/// An SVG document being written: elements with their attributes in the order given, numbers
/// in fixed notation, text escaped, and clip-path identifiers numbered in drawing order, so
/// that the same picture gives the same bytes.
struct SVGDocument {
    private(set) var body: [String] = []
    private var depth = 1
    private var clipCount = 0

    /// A finished document `width` × `height` points.
    func text(width: CGFloat, height: CGFloat) -> String {
        let w = Self.number(width), h = Self.number(height)
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(w)" height="\(h)" viewBox="0 0 \(w) \(h)" font-family="Helvetica, Arial, sans-serif">

            """ + body.joined(separator: "\n") + "\n</svg>\n"
    }

    /// An empty element: `<name a="1" b="2"/>`.
    mutating func element(_ name: String, _ attributes: [(String, String)]) {
        body.append(indentation + "<\(name)\(Self.attributeText(attributes))/>")
    }

    /// An element with text content.
    mutating func element(_ name: String, _ attributes: [(String, String)], text: String) {
        body.append(indentation + "<\(name)\(Self.attributeText(attributes))>\(Self.escaped(text))</\(name)>")
    }

    /// A comment naming what follows (`--` is not allowed in comments and is replaced).
    mutating func comment(_ text: String) {
        let hasDoubleHyphen = zip(text.utf8, text.utf8.dropFirst()).contains { $0 == UInt8(ascii: "-") && $1 == UInt8(ascii: "-") }
        let safe = hasDoubleHyphen ? text.replacingOccurrences(of: "--", with: "- -") : text
        body.append(indentation + "<!-- " + safe + " -->")
    }

    /// Opens a group; close it with ``closeGroup()``.
    mutating func openGroup(_ attributes: [(String, String)]) {
        body.append(indentation + "<g\(Self.attributeText(attributes))>")
        depth += 1
    }

    /// Closes the innermost group.
    mutating func closeGroup() {
        depth -= 1
        body.append(indentation + "</g>")
    }

    /// Defines a clip path of one rectangle and returns the value of a `clip-path` attribute
    /// that uses it.
    mutating func clipPath(_ rect: CGRect) -> String {
        clipCount += 1
        let id = "clip\(clipCount)"
        body.append(indentation + "<clipPath id=\"\(id)\"><rect\(Self.attributeText(Self.rectAttributes(rect)))/></clipPath>")
        return "url(#\(id))"
    }

    private var indentation: String { String(repeating: "  ", count: depth) }

    // MARK: - Values

    /// A number with at most two decimals.
    static func number(_ value: CGFloat) -> String {
        SnapshotFormatting.number(value)
    }

    /// `x`, `y`, `width` and `height` attributes.
    static func rectAttributes(_ rect: CGRect) -> [(String, String)] {
        [("x", number(rect.minX)), ("y", number(rect.minY)), ("width", number(rect.width)), ("height", number(rect.height))]
    }

    /// Text with `&`, `<`, `>` and `"` escaped.
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\"") }) else {
            return text
        }
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    private static func attributeText(_ attributes: [(String, String)]) -> String {
        var text = ""
        for (name, value) in attributes {
            text += " "
            text += name
            text += "=\""
            text += escaped(value)
            text += "\""
        }
        return text
    }
}
