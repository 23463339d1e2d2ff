import Foundation

/// The attributes of one SVG element, kept as the text they are written as (` x="0" fill="#fff"`:
/// each after a space, values escaped), in the order given.
///
/// A picture has thousands of attributes; holding them as text from the start, rather than as
/// name–value pairs put together and written out later, spares building a list for each element.
///
/// ```swift
/// var shape = SVGDocument.rectAttributes(frame)
/// shape += [("rx", "8"), ("fill", "#ffffff")]
/// svg.element("rect", shape)
/// ```
struct SVGAttributes: ExpressibleByArrayLiteral {
    /// The attributes as written, each preceded by a space; empty when there are none.
    /// Room is made for a rectangle's attributes and a fill.
    private(set) var output = SnapshotOutput(capacity: 96)

    /// No attributes.
    init() {}

    /// The attributes given as `(name, value)` pairs, in order.
    init(arrayLiteral attributes: (String, String)...) {
        for (name, value) in attributes {
            append(name, value)
        }
    }

    /// Adds `name="value"`, with the value escaped (``SVGDocument/appendEscaped(_:to:)``).
    mutating func append(_ name: String, _ value: String) {
        output.append(" ")
        output.append(name)
        output.append("=\"")
        SVGDocument.appendEscaped(value, to: &output)
        output.append("\"")
    }

    /// Adds `name="value"` for a number with at most two decimals, written in place (a number
    /// needs no escaping).
    mutating func append(_ name: String, number value: CGFloat) {
        output.append(" ")
        output.append(name)
        output.append("=\"")
        SnapshotFormatting.appendNumber(value, to: &output)
        output.append("\"")
    }

    /// The attributes of `left`, then those of `right`.
    static func + (left: SVGAttributes, right: SVGAttributes) -> SVGAttributes {
        var attributes = left
        attributes += right
        return attributes
    }

    /// Adds the attributes of `right` after those of `left`.
    static func += (left: inout SVGAttributes, right: SVGAttributes) {
        left.output.append(right.output)
    }
}
