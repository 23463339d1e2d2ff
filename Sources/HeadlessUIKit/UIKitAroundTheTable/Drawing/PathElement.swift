import Foundation

/// One element of a path, as `UIBezierPath` and `CGPath` record them headlessly. Arcs are
/// stored as cubic curves (at most a quarter turn each), as Core Graphics stores them, so that
/// transforms apply exactly.
enum PathElement: Equatable {
    case move(CGPoint)
    case line(CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case close

    /// The element with its points transformed.
    func applying(_ transform: CGAffineTransform) -> PathElement {
        switch self {
        case .move(let point): return .move(point.applying(transform))
        case .line(let point): return .line(point.applying(transform))
        case let .quadCurve(to, control): return .quadCurve(to: to.applying(transform), control: control.applying(transform))
        case let .curve(to, control1, control2):
            return .curve(to: to.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
        case .close: return .close
        }
    }

    /// The elements of an arc of a circle: a move (when `joining` is false) or a line to its
    /// start, then one cubic curve per quarter turn or less. The sweep goes from `startAngle`
    /// towards `endAngle` with increasing angles when `clockwise` (clockwise on screen, where y
    /// grows downwards), and is at most one full turn.
    static func arc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool, joining: Bool
    ) -> [PathElement] {
        let turn = 2 * CGFloat.pi
        var sweep = clockwise ? endAngle - startAngle : startAngle - endAngle
        sweep = abs(sweep) >= turn ? turn : (sweep.truncatingRemainder(dividingBy: turn) + turn).truncatingRemainder(dividingBy: turn)
        if !clockwise { sweep = -sweep }
        func point(_ angle: CGFloat) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        let start = point(startAngle)
        var elements: [PathElement] = [joining ? .line(start) : .move(start)]
        let segments = max(1, Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(segments)
        let handle = 4 / 3 * tan(step / 4) * radius
        for index in 0..<segments where sweep != 0 {
            let from = startAngle + step * CGFloat(index), to = from + step
            let (p0, p3) = (point(from), point(to))
            elements.append(.curve(
                to: p3,
                control1: CGPoint(x: p0.x - handle * sin(from), y: p0.y + handle * cos(from)),
                control2: CGPoint(x: p3.x + handle * sin(to), y: p3.y - handle * cos(to))))
        }
        return elements
    }
}

/// The geometry of a list of path elements: its bounds, current point and a flattened outline
/// for hit-testing.
struct PathGeometry {
    let elements: [PathElement]

    /// The smallest rectangle containing the points and control points (Core Graphics'
    /// `boundingBox`): exact for lines, rectangles, ovals, rounded rectangles and arcs between
    /// multiples of a quarter turn; `.null` for an empty path.
    var bounds: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let point), .line(let point): points.append(point)
            case let .quadCurve(to, control): points += [control, to]
            case let .curve(to, control1, control2): points += [control1, control2, to]
            case .close: break
            }
        }
        guard let first = points.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points {
            (minX, minY) = (min(minX, point.x), min(minY, point.y))
            (maxX, maxY) = (max(maxX, point.x), max(maxY, point.y))
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Where the next element starts: the last point, or the start of a closed subpath.
    var currentPoint: CGPoint {
        var point = CGPoint.zero
        var subpathStart = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let start):
                subpathStart = start
                point = start
            case .line(let end), .quadCurve(let end, _), .curve(let end, _, _):
                point = end
            case .close:
                point = subpathStart
            }
        }
        return point
    }

    /// The subpaths as polylines, curves sampled at 16 points each, and whether each was closed.
    var subpaths: [(points: [CGPoint], isClosed: Bool)] {
        var result: [(points: [CGPoint], isClosed: Bool)] = []
        var current: [CGPoint] = []
        for element in elements {
            let last = current.last ?? .zero
            switch element {
            case .move(let point):
                if !current.isEmpty { result.append((current, false)) }
                current = [point]
            case .line(let point):
                current.append(point)
            case let .quadCurve(to, control):
                current += (1...16).map { step in
                    let t = CGFloat(step) / 16, u = 1 - t
                    return CGPoint(x: u * u * last.x + 2 * u * t * control.x + t * t * to.x,
                                   y: u * u * last.y + 2 * u * t * control.y + t * t * to.y)
                }
            case let .curve(to, control1, control2):
                current += (1...16).map { step in
                    let t = CGFloat(step) / 16, u = 1 - t
                    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    return CGPoint(x: a * last.x + b * control1.x + c * control2.x + d * to.x,
                                   y: a * last.y + b * control1.y + c * control2.y + d * to.y)
                }
            case .close:
                if !current.isEmpty { result.append((current, true)) }
                current = []
            }
        }
        if !current.isEmpty { result.append((current, false)) }
        return result
    }

    /// The part of the outline between two fractions of its length (0…1), as polylines: what a
    /// shape layer strokes between its `strokeStart` and `strokeEnd`.
    func outline(from start: CGFloat, to end: CGFloat) -> [[CGPoint]] {
        let lines = subpaths.map { $0.isClosed && $0.points.count > 1 ? $0.points + [$0.points[0]] : $0.points }
        func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot() }
        let total = lines.reduce(0) { sum, line in zip(line, line.dropFirst()).reduce(sum) { $0 + distance($1.0, $1.1) } }
        let (from, to) = (max(0, min(start, end)) * total, min(1, max(start, end)) * total)
        guard total > 0, to > from else { return [] }
        var result: [[CGPoint]] = []
        var travelled: CGFloat = 0
        for line in lines {
            var piece: [CGPoint] = []
            for (a, b) in zip(line, line.dropFirst()) {
                let length = distance(a, b)
                defer { travelled += length }
                let (enter, leave) = (max(from, travelled), min(to, travelled + length))
                guard length > 0, leave > enter else { continue }
                func point(at position: CGFloat) -> CGPoint {
                    let t = (position - travelled) / length
                    return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                }
                if piece.isEmpty { piece.append(point(at: enter)) }
                piece.append(point(at: leave))
            }
            if piece.count > 1 { result.append(piece) }
        }
        return result
    }

    /// Whether `point` is inside the filled area, by the nonzero or the even-odd rule (open
    /// subpaths are closed implicitly, as filling does).
    func contains(_ point: CGPoint, evenOdd: Bool) -> Bool {
        var winding = 0
        for polygon in subpaths.map(\.points) where polygon.count > 2 {
            for (index, start) in polygon.enumerated() {
                let end = polygon[(index + 1) % polygon.count]
                guard (start.y <= point.y) != (end.y <= point.y) else { continue }
                let crossing = start.x + (point.y - start.y) / (end.y - start.y) * (end.x - start.x)
                if crossing > point.x { winding += end.y > start.y ? 1 : -1 }
            }
        }
        return evenOdd ? winding % 2 != 0 : winding != 0
    }
}
