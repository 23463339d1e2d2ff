#if !canImport(CoreGraphics)
import Foundation

/// Painting: each fill, stroke or clear is recorded as a ``HeadlessDrawingStep`` with the
/// graphics state of the moment, and uses up the current path; clipping narrows the area later
/// steps are kept to.
extension CGContext {
    /// Records a step drawn with `elements` (base coordinates) and the current state; a stroke
    /// takes the line style, its lengths scaled as the current transform scales them.
    func record(_ kind: HeadlessDrawingStep.Kind, elements: [PathElement], color: CGColor?, alpha: CGFloat = 1, blendMode: CGBlendMode? = nil) {
        let transform = state.transform
        let scale = abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
        let isStroke = kind == .stroke
        appendStep(HeadlessDrawingStep(
            kind: kind,
            path: CGPath(elements: elements),
            color: color,
            lineWidth: isStroke ? state.lineWidth * scale : 0,
            lineCap: isStroke ? state.lineCap : .butt,
            lineJoin: isStroke ? state.lineJoin : .miter,
            miterLimit: isStroke ? state.miterLimit : 10,
            lineDash: isStroke ? state.lineDash.lengths.map { $0 * scale } : [],
            lineDashPhase: isStroke ? state.lineDash.phase * scale : 0,
            alpha: state.alpha * alpha,
            blendMode: blendMode ?? state.blendMode,
            clip: state.clip))
    }

    /// Records an image or a string drawn in `rect` (the context's coordinates).
    func recordDrawing(_ kind: HeadlessDrawingStep.Kind, in rect: CGRect, color: CGColor? = nil, alpha: CGFloat = 1, blendMode: CGBlendMode? = nil) {
        record(kind, elements: baseElements(of: rect), color: color, alpha: alpha, blendMode: blendMode)
    }

    /// A rectangle given in the context's coordinates, as path elements in base coordinates.
    private func baseElements(of rect: CGRect) -> [PathElement] {
        let transform = state.transform
        return UIBezierPath(rect: rect).elements.map { $0.applying(transform) }
    }

    /// Paints the current path and empties it.
    private func paintPath(fill rule: CGPathFillRule?, stroke: Bool) {
        defer { pathElements = [] }
        guard !pathElements.isEmpty else { return }
        if let rule { record(.fill(rule), elements: pathElements, color: state.fillColor) }
        if stroke { record(.stroke, elements: pathElements, color: state.strokeColor) }
    }

    /// Fills the current path, then empties it.
    ///
    /// - Parameter rule: How the inside is decided.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        paintPath(fill: rule, stroke: false)
    }

    /// Strokes the current path with the line style, then empties it.
    public func strokePath() {
        paintPath(fill: nil, stroke: true)
    }

    /// Fills, strokes or both the current path, then empties it.
    ///
    /// - Parameter mode: What to paint.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: paintPath(fill: .winding, stroke: false)
        case .eoFill: paintPath(fill: .evenOdd, stroke: false)
        case .stroke: paintPath(fill: nil, stroke: true)
        case .fillStroke: paintPath(fill: .winding, stroke: true)
        case .eoFillStroke: paintPath(fill: .evenOdd, stroke: true)
        }
    }

    /// Fills a rectangle with the fill color; the current path is left as it was.
    ///
    /// - Parameter rect: The rectangle.
    public func fill(_ rect: CGRect) {
        fill([rect])
    }

    /// Fills rectangles with the fill color; the current path is left as it was.
    ///
    /// - Parameter rects: The rectangles.
    public func fill(_ rects: [CGRect]) {
        for rect in rects {
            record(.fill(.winding), elements: baseElements(of: rect), color: state.fillColor)
        }
    }

    /// Strokes a rectangle with the stroke color and line style; the current path is left as it
    /// was.
    ///
    /// - Parameter rect: The rectangle.
    public func stroke(_ rect: CGRect) {
        record(.stroke, elements: baseElements(of: rect), color: state.strokeColor)
    }

    /// Strokes a rectangle with a line width of its own.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - width: The line width.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }

    /// Fills an ellipse inscribed in a rectangle.
    ///
    /// - Parameter rect: The rectangle.
    public func fillEllipse(in rect: CGRect) {
        paintSeparately { addEllipse(in: rect) } paint: { fillPath() }
    }

    /// Strokes an ellipse inscribed in a rectangle.
    ///
    /// - Parameter rect: The rectangle.
    public func strokeEllipse(in rect: CGRect) {
        paintSeparately { addEllipse(in: rect) } paint: { strokePath() }
    }

    /// Strokes separate lines, one between each pair of points.
    ///
    /// - Parameter points: The points, in pairs.
    public func strokeLineSegments(between points: [CGPoint]) {
        paintSeparately {
            for index in stride(from: 0, to: points.count - 1, by: 2) {
                move(to: points[index])
                addLine(to: points[index + 1])
            }
        } paint: {
            strokePath()
        }
    }

    /// Builds a path of its own and paints it, leaving the current path as it was (the
    /// `fillEllipse(in:)` family, and UIKit's paths drawn in the context).
    func paintSeparately(_ build: () -> Void, paint: () -> Void) {
        let kept = pathElements
        beginPath()
        build()
        paint()
        pathElements = kept
    }

    /// Runs `body` with a blend mode, the graphics state saved around it.
    func drawing(with blendMode: CGBlendMode, _ body: () -> Void) {
        saveGState()
        setBlendMode(blendMode)
        body()
        restoreGState()
    }

    /// Strokes a one-point frame just inside a rectangle, as `UIRectFrame(_:)` and a renderer
    /// context's `stroke(_:)` do.
    func strokeFrame(inside rect: CGRect) {
        stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1)
    }

    /// Makes a rectangle transparent.
    ///
    /// - Parameter rect: The rectangle.
    public func clear(_ rect: CGRect) {
        record(.clear, elements: baseElements(of: rect), color: nil)
    }

    // MARK: - Clipping

    /// Keeps later drawing inside the current path, then empties it. Headless: inside the path's
    /// bounds.
    ///
    /// - Parameter rule: How the inside is decided.
    public func clip(using rule: CGPathFillRule = .winding) {
        narrowClip(to: PathGeometry(elements: pathElements).bounds)
        pathElements = []
    }

    /// Keeps later drawing inside a rectangle.
    ///
    /// - Parameter rect: The rectangle.
    public func clip(to rect: CGRect) {
        narrowClip(to: rect.applying(state.transform))
    }

    /// Keeps later drawing inside rectangles. Headless: inside their union's bounds.
    ///
    /// - Parameter rects: The rectangles.
    public func clip(to rects: [CGRect]) {
        let union = rects.reduce(CGRect.null) { $0.union($1.applying(state.transform)) }
        narrowClip(to: union)
    }

    /// Removes the clip: later drawing may cover the whole context.
    public func resetClip() {
        state.clip = nil
    }

    /// The bounds of the area drawing is kept to, in the context's coordinates.
    public var boundingBoxOfClipPath: CGRect {
        (state.clip ?? CGRect(origin: .zero, size: size)).applying(state.transform.inverted())
    }

    private func narrowClip(to rect: CGRect) {
        let narrowed = state.clip.map { $0.intersection(rect) } ?? rect
        state.clip = narrowed.isNull ? .zero : narrowed
    }
}
#endif
