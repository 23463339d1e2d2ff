import Foundation

/// The layers an app adds to a view's layer (`layer.addSublayer(_:)`): their backgrounds,
/// borders and corners, shape layers' paths (stroked between `strokeStart` and `strokeEnd`) and
/// gradient layers' axial gradients, back to front, with their sublayers.
///
/// Headless: layers are placed by their `frame` as set (nothing lays them out), and transforms,
/// masks, shadows and radial or conic gradients are not drawn.
extension SVGViewPainter {
    /// Whether the view's layer has sublayers to draw.
    var hasSublayers: Bool { !(view.layer.sublayers ?? []).isEmpty }

    /// Draws the sublayers of the view's layer over the view's content.
    func drawSublayers(into svg: inout SVGDocument) {
        let bounds = view.bounds
        drawSublayers(of: view.layer, origin: CGPoint(x: frame.minX - bounds.minX, y: frame.minY - bounds.minY), into: &svg)
    }

    /// Draws the sublayers of `layer`, whose coordinates start at `origin` in the picture.
    private func drawSublayers(of layer: CALayer, origin: CGPoint, into svg: inout SVGDocument) {
        for sublayer in layer.sublayers ?? [] where !sublayer.isHidden && sublayer.opacity > 0 {
            let box = sublayer.frame.offsetBy(dx: origin.x, dy: origin.y)
            let faded = sublayer.opacity < 1
            if faded { svg.openGroup([("opacity", SVGDocument.number(CGFloat(sublayer.opacity)))]) }
            drawBox(of: sublayer, in: box, into: &svg)
            let inner = CGPoint(x: box.minX - sublayer.bounds.minX, y: box.minY - sublayer.bounds.minY)
            if let shape = sublayer as? CAShapeLayer { drawShape(shape, origin: inner, into: &svg) }
            let clips = sublayer.masksToBounds && !(sublayer.sublayers ?? []).isEmpty
            if clips { svg.openGroup([("clip-path", svg.clipPath(box))]) }
            drawSublayers(of: sublayer, origin: inner, into: &svg)
            if clips { svg.closeGroup() }
            if faded { svg.closeGroup() }
        }
    }

    /// A layer's background (a gradient layer's gradient), rounded corners and border.
    private func drawBox(of layer: CALayer, in box: CGRect, into svg: inout SVGDocument) {
        guard box.width > 0, box.height > 0 else { return }
        let radius = min(layer.cornerRadius, min(box.width, box.height) / 2)
        var shape = SVGDocument.rectAttributes(box)
        if radius > 0 { shape += [("rx", SVGDocument.number(radius))] }
        if let gradient = layer as? CAGradientLayer, let stops = gradientStops(of: gradient) {
            let fill = svg.linearGradient(from: gradient.startPoint, to: gradient.endPoint, stops: stops)
            svg.element("rect", shape + [("fill", fill)])
        } else if let paint = SnapshotFormatting.svgPaint(layer.backgroundColor.map(UIColor.init(cgColor:)), traits: traits) {
            svg.element("rect", shape + [("fill", paint.hex)] + SVGSnapshotWriter.opacity("fill-opacity", paint.opacity))
        }
        if layer.borderWidth > 0, let paint = SnapshotFormatting.svgPaint(layer.borderColor.map(UIColor.init(cgColor:)), traits: traits) {
            let inset = layer.borderWidth / 2
            var border = SVGDocument.rectAttributes(box.insetBy(dx: inset, dy: inset))
            if radius > 0 { border += [("rx", SVGDocument.number(max(0, radius - inset)))] }
            border += [("fill", "none"), ("stroke", paint.hex), ("stroke-width", SVGDocument.number(layer.borderWidth))]
            svg.element("rect", border + SVGSnapshotWriter.opacity("stroke-opacity", paint.opacity))
        }
    }

    /// The stops of an axial gradient layer, spread evenly when it has no `locations`; `nil`
    /// for other gradient types or fewer than two colors.
    private func gradientStops(of gradient: CAGradientLayer) -> [(offset: CGFloat, hex: String, opacity: CGFloat)]? {
        let colors = (gradient.colors ?? []).compactMap { $0 as? CGColor }
        guard gradient.type == .axial, colors.count > 1 else { return nil }
        let locations = gradient.locations?.map { CGFloat($0.doubleValue) }
        return colors.enumerated().map { index, color in
            let offset = locations.flatMap { index < $0.count ? $0[index] : nil } ?? CGFloat(index) / CGFloat(colors.count - 1)
            let paint = SnapshotFormatting.svgPaint(UIColor(cgColor: color), traits: traits) ?? (hex: "#000000", opacity: 0)
            return (offset, paint.hex, paint.opacity)
        }
    }

    /// A shape layer's path, filled and stroked, in the layer's coordinates starting at `origin`.
    private func drawShape(_ shape: CAShapeLayer, origin: CGPoint, into svg: inout SVGDocument) {
        guard let path = shape.path, !path.isEmpty else { return }
        let placement = CGAffineTransform(translationX: origin.x, y: origin.y)
        let data = Self.pathData(path.elements, placement)
        if let paint = SnapshotFormatting.svgPaint(shape.fillColor.map(UIColor.init(cgColor:)), traits: traits) {
            var fill: SVGAttributes = [("d", data), ("fill", paint.hex)]
            fill += SVGSnapshotWriter.opacity("fill-opacity", paint.opacity)
            if shape.fillRule == .evenOdd { fill.append("fill-rule", "evenodd") }
            svg.element("path", fill)
        }
        guard shape.lineWidth > 0, let paint = SnapshotFormatting.svgPaint(shape.strokeColor.map(UIColor.init(cgColor:)), traits: traits) else { return }
        let whole = shape.strokeStart <= 0 && shape.strokeEnd >= 1
        let outline = whole ? data : PathGeometry(elements: path.elements).outline(from: shape.strokeStart, to: shape.strokeEnd)
            .map { line in line.map { SVGDocument.number($0.x + origin.x) + " " + SVGDocument.number($0.y + origin.y) } }
            .map { "M" + $0.joined(separator: "L") }
            .joined()
        guard !outline.isEmpty else { return }
        var stroke: SVGAttributes = [("d", outline), ("fill", "none"), ("stroke", paint.hex)]
        stroke.append("stroke-width", number: shape.lineWidth)
        stroke += SVGStrokeStyle(shape).attributes(scaledBy: 1)
        svg.element("path", stroke + SVGSnapshotWriter.opacity("stroke-opacity", paint.opacity))
    }
}
