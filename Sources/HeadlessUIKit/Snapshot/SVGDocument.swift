import Foundation

/// An SVG document being written: elements with their attributes in the order given, numbers
/// in fixed notation, text escaped, and clip-path identifiers numbered in drawing order, so
/// that the same picture gives the same bytes.
///
/// The elements are written straight into one text, one per line, as they are drawn.
struct SVGDocument {
    /// The elements written so far, one per line, separated by line breaks.
    private var body = SnapshotOutput()
    /// The leading spaces of the next line: two for each open group, and two for the `<svg>`.
    private var indentation = "  "
    private var clipCount = 0
    private var gradientCount = 0

    /// A finished document `width` × `height` points.
    func text(width: CGFloat, height: CGFloat) -> String {
        let w = Self.number(width), h = Self.number(height)
        var document = SnapshotOutput()
        document.append("""
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(w)" height="\(h)" viewBox="0 0 \(w) \(h)" font-family="Helvetica, Arial, sans-serif">

            """)
        document.append(body)
        document.append("\n</svg>\n")
        return document.text
    }

    /// An empty element: `<name a="1" b="2"/>`.
    mutating func element(_ name: String, _ attributes: SVGAttributes) {
        startLine()
        body.append("<")
        body.append(name)
        body.append(attributes.output)
        body.append("/>")
    }

    /// An element with text content.
    mutating func element(_ name: String, _ attributes: SVGAttributes, text: String) {
        startLine()
        body.append("<")
        body.append(name)
        body.append(attributes.output)
        body.append(">")
        Self.appendEscaped(text, to: &body)
        body.append("</")
        body.append(name)
        body.append(">")
    }

    /// A comment naming what follows (`--` is not allowed in comments and is replaced).
    mutating func comment(_ text: String) {
        var previous: UInt8 = 0
        let hasDoubleHyphen = text.utf8.contains { byte in
            defer { previous = byte }
            return byte == UInt8(ascii: "-") && previous == UInt8(ascii: "-")
        }
        startLine()
        body.append("<!-- ")
        body.append(hasDoubleHyphen ? text.replacingOccurrences(of: "--", with: "- -") : text)
        body.append(" -->")
    }

    /// Opens a group; close it with ``closeGroup()``.
    mutating func openGroup(_ attributes: SVGAttributes) {
        openElement("g", attributes)
    }

    /// Closes the innermost group.
    mutating func closeGroup() {
        closeElement("g")
    }

    /// Opens an element whose children follow, indented; close it with ``closeElement(_:)``.
    private mutating func openElement(_ name: String, _ attributes: SVGAttributes) {
        startLine()
        body.append("<")
        body.append(name)
        body.append(attributes.output)
        body.append(">")
        indentation += "  "
    }

    /// Closes the innermost element ``openElement(_:_:)`` opened.
    private mutating func closeElement(_ name: String) {
        indentation.removeLast(2)
        startLine()
        body.append("</")
        body.append(name)
        body.append(">")
    }

    /// Defines a clip path of one rectangle and returns the value of a `clip-path` attribute
    /// that uses it.
    mutating func clipPath(_ rect: CGRect) -> String {
        clipCount += 1
        let id = "clip\(clipCount)"
        startLine()
        body.append("<clipPath id=\"\(id)\"><rect")
        body.append(Self.rectAttributes(rect).output)
        body.append("/></clipPath>")
        return "url(#\(id))"
    }

    /// Defines a linear gradient across the box of the element that uses it, from `start` to
    /// `end` (unit coordinates of that box), and returns the value of a `fill` attribute that
    /// uses it.
    ///
    /// - Parameter stops: Each stop's offset (0…1), color and opacity, in order.
    mutating func linearGradient(from start: CGPoint, to end: CGPoint, stops: [(offset: CGFloat, hex: String, opacity: CGFloat)]) -> String {
        gradientCount += 1
        let id = "gradient\(gradientCount)"
        var attributes: SVGAttributes = [("id", id)]
        attributes.append("x1", number: start.x)
        attributes.append("y1", number: start.y)
        attributes.append("x2", number: end.x)
        attributes.append("y2", number: end.y)
        openElement("linearGradient", attributes)
        for stop in stops {
            var stopAttributes = SVGAttributes()
            stopAttributes.append("offset", number: stop.offset)
            stopAttributes.append("stop-color", stop.hex)
            if stop.opacity < 1 { stopAttributes.append("stop-opacity", number: stop.opacity) }
            element("stop", stopAttributes)
        }
        closeElement("linearGradient")
        return "url(#\(id))"
    }

    /// Ends the line before, if any, and indents the next one.
    private mutating func startLine() {
        if !body.isEmpty { body.append("\n") }
        body.append(indentation)
    }

    // MARK: - Values

    /// A number with at most two decimals.
    static func number(_ value: CGFloat) -> String {
        SnapshotFormatting.number(value)
    }

    /// `x`, `y`, `width` and `height` attributes.
    static func rectAttributes(_ rect: CGRect) -> SVGAttributes {
        var attributes = SVGAttributes()
        attributes.append("x", number: rect.minX)
        attributes.append("y", number: rect.minY)
        attributes.append("width", number: rect.width)
        attributes.append("height", number: rect.height)
        return attributes
    }

    /// `x1`, `y1`, `x2` and `y2` attributes of a line from `start` to `end`.
    static func lineAttributes(from start: CGPoint, to end: CGPoint) -> SVGAttributes {
        var attributes = SVGAttributes()
        attributes.append("x1", number: start.x)
        attributes.append("y1", number: start.y)
        attributes.append("x2", number: end.x)
        attributes.append("y2", number: end.y)
        return attributes
    }

    /// Appends `text` to `output` with `&`, `<`, `>` and `"` escaped.
    static func appendEscaped(_ text: String, to output: inout SnapshotOutput) {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\"") }) else {
            output.append(text)
            return
        }
        for character in text {
            switch character {
            case "&": output.append("&amp;")
            case "<": output.append("&lt;")
            case ">": output.append("&gt;")
            case "\"": output.append("&quot;")
            default: output.append(String(character))
            }
        }
    }
}
