import Foundation

/// A path of straight and curved segments: a cell's shadow path, a mask with some rounded
/// corners, a custom shape.
///
/// Headless: the geometry is exact (``bounds``, ``currentPoint``, ``contains(_:)``, transforms,
/// ``cgPath``); drawing (``fill()``, ``stroke()``, ``addClip()``) is recorded in the current
/// graphics context as ``HeadlessDrawingStep``s. Arcs and ovals are stored as cubic curves, as
/// Core Graphics stores them.
open class UIBezierPath: NSObject, NSCopying {
    private(set) var elements: [PathElement] = []

    /// The width of stroked lines.
    open var lineWidth: CGFloat = 1
    /// How the ends of stroked lines look.
    open var lineCapStyle: CGLineCap = .butt
    /// How the joints of stroked lines look.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The limit of mitered joints.
    open var miterLimit: CGFloat = 10
    /// How accurately curves are drawn.
    open var flatness: CGFloat = 0.6
    /// Whether filling uses the even-odd rule (otherwise the nonzero rule).
    open var usesEvenOddFillRule: Bool = false
    /// The dash pattern of stroked lines: lengths of painted and unpainted segments,
    /// alternating, and how far into them lines start; no lengths for solid lines.
    private var lineDash: (lengths: [CGFloat], phase: CGFloat) = ([], 0)

    /// Creates an empty path.
    public override init() {
        super.init()
    }

    /// Creates a closed rectangle path, clockwise from the top-left corner.
    ///
    /// - Parameter rect: The rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        close()
    }

    /// Creates a closed oval inscribed in `rect`.
    ///
    /// - Parameter rect: The rectangle.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        let unit = PathElement.arc(center: .zero, radius: 1, startAngle: 0, endAngle: 2 * .pi, clockwise: true, joining: false)
        let scale = CGAffineTransform(scaleX: rect.width / 2, y: rect.height / 2).concatenating(CGAffineTransform(translationX: rect.midX, y: rect.midY))
        elements = unit.map { $0.applying(scale) } + [.close]
    }

    /// Creates a closed rectangle with every corner rounded by `cornerRadius` (at most half the
    /// shorter side).
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - cornerRadius: The corners' radius.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// Creates a closed rectangle with some corners rounded.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - corners: The corners to round.
    ///   - cornerRadii: The corners' radius (headless: the width; UIKit also uses only one).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let radius = max(0, min(cornerRadii.width, rect.width / 2, rect.height / 2))
        func corner(_ which: UIRectCorner, _ center: CGPoint, _ start: CGFloat, _ sharp: CGPoint) {
            if corners.contains(which), radius > 0 {
                elements += PathElement.arc(
                    center: center, radius: radius, startAngle: start, endAngle: start + .pi / 2,
                    clockwise: true, joining: !elements.isEmpty)
            } else {
                elements.append(elements.isEmpty ? .move(sharp) : .line(sharp))
            }
        }
        corner(.topLeft, CGPoint(x: rect.minX + radius, y: rect.minY + radius), .pi, CGPoint(x: rect.minX, y: rect.minY))
        corner(.topRight, CGPoint(x: rect.maxX - radius, y: rect.minY + radius), -.pi / 2, CGPoint(x: rect.maxX, y: rect.minY))
        corner(.bottomRight, CGPoint(x: rect.maxX - radius, y: rect.maxY - radius), 0, CGPoint(x: rect.maxX, y: rect.maxY))
        corner(.bottomLeft, CGPoint(x: rect.minX + radius, y: rect.maxY - radius), .pi / 2, CGPoint(x: rect.minX, y: rect.maxY))
        close()
    }

    /// Creates an open arc of a circle.
    ///
    /// - Parameters:
    ///   - center: The circle's center.
    ///   - radius: The circle's radius.
    ///   - startAngle: Where the arc starts, in radians from the positive x-axis.
    ///   - endAngle: Where it ends.
    ///   - clockwise: Whether it turns clockwise on screen (increasing angles).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        elements = PathElement.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise, joining: false)
    }

    /// Creates a path with the elements of a Core Graphics path.
    ///
    /// - Parameter CGPath: The path.
    public convenience init(cgPath CGPath: CGPath) {
        self.init()
        elements = CGPath.elements
    }

    /// The path as a Core Graphics path, for `CALayer.shadowPath` and `CAShapeLayer.path`; a
    /// snapshot of the current elements.
    open var cgPath: CGPath {
        get { CGPath(elements: elements) }
        set { elements = newValue.elements }
    }

    /// Starts a new subpath at `point`.
    ///
    /// - Parameter point: The start.
    open func move(to point: CGPoint) {
        elements.append(.move(point))
    }

    /// Adds a straight line to `point`.
    ///
    /// - Parameter point: The end of the line.
    open func addLine(to point: CGPoint) {
        elements.append(.line(point))
    }

    /// Adds a cubic curve.
    ///
    /// - Parameters:
    ///   - endPoint: The end of the curve.
    ///   - controlPoint1: The first control point.
    ///   - controlPoint2: The second control point.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        elements.append(.curve(to: endPoint, control1: controlPoint1, control2: controlPoint2))
    }

    /// Adds a quadratic curve.
    ///
    /// - Parameters:
    ///   - endPoint: The end of the curve.
    ///   - controlPoint: The control point.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        elements.append(.quadCurve(to: endPoint, control: controlPoint))
    }

    /// Adds an arc, joined to the current point by a straight line.
    ///
    /// - Parameters:
    ///   - center: The circle's center.
    ///   - radius: The circle's radius.
    ///   - startAngle: Where the arc starts, in radians from the positive x-axis.
    ///   - endAngle: Where it ends.
    ///   - clockwise: Whether it turns clockwise on screen (increasing angles).
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        elements += PathElement.arc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
            clockwise: clockwise, joining: !elements.isEmpty)
    }

    /// Closes the current subpath with a straight line to its start.
    open func close() {
        elements.append(.close)
    }

    /// Removes every element.
    open func removeAllPoints() {
        elements.removeAll()
    }

    /// Adds the elements of another path.
    ///
    /// - Parameter bezierPath: The path to append.
    open func append(_ bezierPath: UIBezierPath) {
        elements += bezierPath.elements
    }

    /// Transforms every point of the path.
    ///
    /// - Parameter transform: The transform.
    open func apply(_ transform: CGAffineTransform) {
        elements = transformedElements(transform)
    }

    /// Whether the path has no elements.
    open var isEmpty: Bool { elements.isEmpty }
    /// The smallest rectangle containing the path's points and control points.
    open var bounds: CGRect { PathGeometry(elements: elements).bounds }
    /// Where the next element starts.
    open var currentPoint: CGPoint { PathGeometry(elements: elements).currentPoint }

    /// Whether `point` is inside the area the path encloses, by ``usesEvenOddFillRule``.
    ///
    /// - Parameter point: The point.
    /// - Returns: Whether filling the path would cover it (curves are sampled).
    open func contains(_ point: CGPoint) -> Bool {
        PathGeometry(elements: elements).contains(point, evenOdd: usesEvenOddFillRule)
    }

    /// Fills the path with the current graphics context's fill color, by the path's fill rule;
    /// does nothing without a current context.
    open func fill() {
        fill(with: .normal, alpha: 1)
    }

    /// Strokes the path with the current graphics context's stroke color and the path's line
    /// width, caps, joins, miter limit and dash pattern; does nothing without a current context.
    open func stroke() {
        stroke(with: .normal, alpha: 1)
    }

    /// Fills the path, blended with what is below.
    ///
    /// - Parameters:
    ///   - blendMode: How the fill combines with what is below.
    ///   - alpha: The opacity, from 0 to 1.
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        paint(blendMode: blendMode, alpha: alpha) { $0.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding) }
    }

    /// Strokes the path, blended with what is below.
    ///
    /// - Parameters:
    ///   - blendMode: How the stroke combines with what is below.
    ///   - alpha: The opacity, from 0 to 1.
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        paint(blendMode: blendMode, alpha: alpha) { context in
            context.setLineWidth(lineWidth)
            context.setLineCap(lineCapStyle)
            context.setLineJoin(lineJoinStyle)
            context.setMiterLimit(miterLimit)
            context.setLineDash(phase: lineDash.phase, lengths: lineDash.lengths)
            context.strokePath()
        }
    }

    /// Sets the dash pattern of stroked lines.
    ///
    /// - Parameters:
    ///   - pattern: `count` lengths of painted and unpainted segments, alternating, which the
    ///     path copies; `nil` for solid lines.
    ///   - count: The number of lengths in `pattern`.
    ///   - phase: How far into the pattern lines start.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        let lengths = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(count, 0))) } ?? []
        lineDash = (lengths, phase)
    }

    /// Reads the dash pattern of stroked lines.
    ///
    /// - Parameters:
    ///   - pattern: Where to write the pattern's lengths, room enough for all of them (ask for
    ///     `count` first with `nil` here); `nil` not to read them.
    ///   - count: Where to write the number of lengths; `nil` not to read it.
    ///   - phase: Where to write the pattern's phase; `nil` not to read it.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?, phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern {
            for (index, length) in lineDash.lengths.enumerated() { pattern[index] = length }
        }
        count?.pointee = lineDash.lengths.count
        phase?.pointee = lineDash.phase
    }

    /// Paints the path in the current context with its state saved around, leaving the
    /// context's own path as it was.
    private func paint(blendMode: CGBlendMode, alpha: CGFloat, _ draw: (CGContext) -> Void) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.drawing(with: blendMode) {
            context.setAlpha(context.state.alpha * alpha)
            context.paintSeparately { context.addPath(cgPath) } paint: { draw(context) }
        }
    }

    /// Keeps later drawing in the current graphics context inside the path (headless: inside
    /// its bounds), by the path's fill rule.
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.paintSeparately { context.addPath(cgPath) } paint: {
            context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
        }
    }

    /// Returns a path with the same elements and drawing properties.
    ///
    /// - Parameter zone: Ignored.
    /// - Returns: The copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBezierPath()
        copy.elements = elements
        copy.lineWidth = lineWidth
        copy.lineCapStyle = lineCapStyle
        copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit
        copy.flatness = flatness
        copy.usesEvenOddFillRule = usesEvenOddFillRule
        copy.lineDash = lineDash
        return copy
    }

    /// The elements with `transform` applied, or unchanged for `nil`.
    func transformedElements(_ transform: CGAffineTransform?) -> [PathElement] {
        guard let transform else { return elements }
        return elements.map { $0.applying(transform) }
    }
}
