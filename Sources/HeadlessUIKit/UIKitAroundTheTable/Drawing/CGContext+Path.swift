#if !canImport(CoreGraphics)
import Foundation

/// The current path: built in the context's coordinates, kept in its base coordinates (each
/// point transformed by the current transform as it is added, as Core Graphics does), and used
/// up by the next fill, stroke or clip.
extension CGContext {
    /// Adds elements given in the context's coordinates.
    private func append(_ elements: [PathElement]) {
        let transform = state.transform
        pathElements += transform.isIdentity ? elements : elements.map { $0.applying(transform) }
    }

    /// Whether the path has a current point; Core Graphics ignores (and logs) elements that need
    /// one when it has none.
    private var hasCurrentPoint: Bool { !pathElements.isEmpty }

    /// The path's current point in the context's coordinates.
    private var currentUserPoint: CGPoint {
        PathGeometry(elements: pathElements).currentPoint.applying(state.transform.inverted())
    }

    /// Empties the current path.
    public func beginPath() {
        pathElements = []
    }

    /// Starts a new subpath.
    ///
    /// - Parameter point: Where it starts.
    public func move(to point: CGPoint) {
        append([.move(point)])
    }

    /// Adds a straight line from the current point; ignored when there is none.
    ///
    /// - Parameter point: Where the line ends.
    public func addLine(to point: CGPoint) {
        guard hasCurrentPoint else { return }
        append([.line(point)])
    }

    /// Adds a cubic Bézier curve from the current point; ignored when there is none.
    ///
    /// - Parameters:
    ///   - end: Where the curve ends.
    ///   - control1: The first control point.
    ///   - control2: The second control point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard hasCurrentPoint else { return }
        append([.curve(to: end, control1: control1, control2: control2)])
    }

    /// Adds a quadratic Bézier curve from the current point; ignored when there is none.
    ///
    /// - Parameters:
    ///   - end: Where the curve ends.
    ///   - control: The control point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard hasCurrentPoint else { return }
        append([.quadCurve(to: end, control: control)])
    }

    /// Closes the current subpath with a line back to its start.
    public func closePath() {
        guard hasCurrentPoint else { return }
        pathElements.append(.close)
    }

    /// Adds a rectangle as a closed subpath.
    ///
    /// - Parameter rect: The rectangle.
    public func addRect(_ rect: CGRect) {
        append(UIBezierPath(rect: rect).elements)
    }

    /// Adds rectangles, each a closed subpath.
    ///
    /// - Parameter rects: The rectangles.
    public func addRects(_ rects: [CGRect]) {
        rects.forEach(addRect)
    }

    /// Adds straight lines through points, as a new subpath.
    ///
    /// - Parameter points: The points, the first one where the subpath starts.
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        append([.move(first)] + points.dropFirst().map { .line($0) })
    }

    /// Adds an ellipse inscribed in a rectangle, as a closed subpath.
    ///
    /// - Parameter rect: The rectangle.
    public func addEllipse(in rect: CGRect) {
        append(UIBezierPath(ovalIn: rect).elements)
    }

    /// Adds an arc of a circle, joined to the current point by a line when there is one.
    ///
    /// - Parameters:
    ///   - center: The circle's center.
    ///   - radius: The circle's radius.
    ///   - startAngle: Where the arc starts, in radians from the positive x-axis.
    ///   - endAngle: Where the arc ends.
    ///   - clockwise: Whether the arc runs clockwise. Core Graphics' flag is for its own
    ///     coordinates, whose y-axis points up: in UIKit's flipped coordinates `true` draws a
    ///     counterclockwise arc on screen (the opposite of `UIBezierPath`'s flag), as here.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        append(PathElement.arc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
            clockwise: !clockwise, joining: hasCurrentPoint))
    }

    /// Adds an arc tangent to the line from the current point to `tangent1End` and to the line
    /// from there to `tangent2End`, joined to the current point by a line; ignored when there is
    /// no current point. When the three points are on one line, or `radius` is 0, adds a line to
    /// `tangent1End`.
    ///
    /// - Parameters:
    ///   - tangent1End: The corner the arc rounds.
    ///   - tangent2End: A point on the second line.
    ///   - radius: The arc's radius.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        guard hasCurrentPoint else { return }
        let start = currentUserPoint
        let toStart = unit(start.x - tangent1End.x, start.y - tangent1End.y)
        let toEnd = unit(tangent2End.x - tangent1End.x, tangent2End.y - tangent1End.y)
        let cross = toStart.dx * toEnd.dy - toStart.dy * toEnd.dx
        let angle = acos(max(-1, min(1, toStart.dx * toEnd.dx + toStart.dy * toEnd.dy)))
        guard radius > 0, abs(cross) > 1e-9, angle > 1e-9 else {
            append([.line(tangent1End)])
            return
        }
        let reach = radius / tan(angle / 2)
        let bisector = unit(toStart.dx + toEnd.dx, toStart.dy + toEnd.dy)
        let distance = radius / sin(angle / 2)
        let center = CGPoint(x: tangent1End.x + bisector.dx * distance, y: tangent1End.y + bisector.dy * distance)
        let first = CGPoint(x: tangent1End.x + toStart.dx * reach, y: tangent1End.y + toStart.dy * reach)
        let second = CGPoint(x: tangent1End.x + toEnd.dx * reach, y: tangent1End.y + toEnd.dy * reach)
        let startAngle = atan2(first.y - center.y, first.x - center.x)
        let endAngle = atan2(second.y - center.y, second.x - center.x)
        append(PathElement.arc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
            clockwise: cross < 0, joining: true))
    }

    /// A vector of length 1 in the direction of (`dx`, `dy`), or zero.
    private func unit(_ dx: CGFloat, _ dy: CGFloat) -> CGVector {
        let length = (dx * dx + dy * dy).squareRoot()
        return length == 0 ? CGVector(dx: 0, dy: 0) : CGVector(dx: dx / length, dy: dy / length)
    }

    /// Adds a path's subpaths.
    ///
    /// - Parameter path: The path, in the context's coordinates.
    public func addPath(_ path: CGPath) {
        append(path.elements)
    }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool { pathElements.isEmpty }

    /// The current point, in the context's coordinates.
    public var currentPointOfPath: CGPoint { currentUserPoint }

    /// The smallest rectangle containing the current path, in the context's coordinates;
    /// `.null` when it is empty.
    public var boundingBoxOfPath: CGRect {
        let inverse = state.transform.inverted()
        return PathGeometry(elements: pathElements.map { $0.applying(inverse) }).bounds
    }

    /// A copy of the current path, in the context's coordinates; `nil` when it is empty.
    public var path: CGPath? {
        guard !pathElements.isEmpty else { return nil }
        let inverse = state.transform.inverted()
        return CGPath(elements: pathElements.map { $0.applying(inverse) })
    }

    /// Whether drawing the current path with `mode` would paint a point.
    ///
    /// - Parameters:
    ///   - point: The point, in the context's coordinates.
    ///   - mode: How the path would be drawn; strokes count as the filled area (headless).
    /// - Returns: Whether the point would be painted.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        PathGeometry(elements: pathElements).contains(
            point.applying(state.transform), evenOdd: mode == .eoFill || mode == .eoFillStroke)
    }
}
#endif
