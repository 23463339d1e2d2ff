import Foundation

/// The line style of a stroke in an SVG picture, from a drawn stroke or a shape layer: its
/// ends, joins, miter limit and dashes.
struct SVGStrokeStyle {
    /// The ends of open subpaths, by SVG's name: `butt`, `round` or `square`.
    let cap: String
    /// The joints, by SVG's name: `miter`, `round` or `bevel`.
    let join: String
    /// The ratio of a miter's length to the line width past which it is beveled.
    let miterLimit: CGFloat
    /// The lengths of painted and unpainted segments, alternating; empty for a solid line.
    let dash: [CGFloat]
    /// How far into ``dash`` the line starts.
    let dashPhase: CGFloat

    /// The style of a stroke drawn in a graphics context.
    init(_ step: HeadlessDrawingStep) {
        // Comparisons rather than switches: Core Graphics' enums are open where it is imported.
        cap = step.lineCap == .round ? "round" : step.lineCap == .square ? "square" : "butt"
        join = step.lineJoin == .round ? "round" : step.lineJoin == .bevel ? "bevel" : "miter"
        miterLimit = step.miterLimit
        dash = step.lineDash
        dashPhase = step.lineDashPhase
    }

    /// The style a shape layer strokes its path with (Core Animation's names are SVG's).
    init(_ shape: CAShapeLayer) {
        cap = shape.lineCap.rawValue
        join = shape.lineJoin.rawValue
        miterLimit = shape.miterLimit
        dash = (shape.lineDashPattern ?? []).map { CGFloat($0.doubleValue) }
        dashPhase = shape.lineDashPhase
    }

    /// The style's attributes, lengths multiplied by `scale`, each written only where it differs
    /// from SVG's default (Core Graphics' miter limit, 10, is not SVG's, 4). A pattern SVG would
    /// reject (a negative length, or none above zero) is left out: the line is drawn solid.
    func attributes(scaledBy scale: CGFloat) -> SVGAttributes {
        var attributes = SVGAttributes()
        if cap != "butt" { attributes.append("stroke-linecap", cap) }
        if join != "miter" {
            attributes.append("stroke-linejoin", join)
        } else if miterLimit != 4 {
            attributes.append("stroke-miterlimit", number: miterLimit)
        }
        if dash.contains(where: { $0 > 0 }), !dash.contains(where: { $0 < 0 }) {
            attributes.append("stroke-dasharray", dash.map { SVGDocument.number($0 * scale) }.joined(separator: " "))
            if dashPhase != 0 { attributes.append("stroke-dashoffset", number: dashPhase * scale) }
        }
        return attributes
    }
}
