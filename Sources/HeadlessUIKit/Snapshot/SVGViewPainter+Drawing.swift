import Foundation

/// Drawing recorded in a graphics context (``HeadlessDrawingStep``): a view's own `draw(_:)`,
/// and images an image renderer drew, painted as SVG paths, image placeholders and text.
extension SVGViewPainter {
    /// Runs the view's `draw(_:)` in a context of its bounds, as UIKit does to display it, and
    /// paints what it drew over its frame. Views that do not override `draw(_:)` draw nothing.
    func drawOwnDrawing(into svg: inout SVGDocument) {
        let bounds = view.bounds
        guard bounds.width > 0, bounds.height > 0 else { return }
        let context = CGContext(size: bounds.size)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        GraphicsContextStack.drawing(in: context) { view.draw(bounds) }
        drawSteps(context.steps, drawnIn: bounds.size, in: frame, into: &svg)
    }

    /// Paints an image an image renderer drew, placed in the image view's frame by its content
    /// mode (scaled to fit, centered at its size, or scaled to fill for the other modes).
    func drawDrawnImage(_ image: UIImage, contentMode: UIView.ContentMode, into svg: inout SVGDocument) {
        let size = image.size
        guard size.width > 0, size.height > 0 else { return }
        var box = frame
        switch contentMode {
        case .scaleAspectFit:
            let scale = min(frame.width / size.width, frame.height / size.height)
            box.size = CGSize(width: size.width * scale, height: size.height * scale)
            box.origin = CGPoint(x: frame.midX - box.width / 2, y: frame.midY - box.height / 2)
        case .center:
            box = CGRect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width, height: size.height)
        default:
            break
        }
        drawSteps(image.headlessDrawing, drawnIn: size, in: box, into: &svg)
    }

    /// Paints steps recorded in a context of `size`, scaled to `box`.
    private func drawSteps(_ steps: [HeadlessDrawingStep], drawnIn size: CGSize, in box: CGRect, into svg: inout SVGDocument) {
        guard !steps.isEmpty else { return }
        let placement = CGAffineTransform(translationX: box.minX, y: box.minY)
            .scaledBy(x: box.width / size.width, y: box.height / size.height)
        for step in steps {
            let color = step.color.map(UIColor.init(cgColor:))
            let area = step.bounds.applying(placement)
            var clip: SVGAttributes = []
            if let stepClip = step.clip { clip = [("clip-path", svg.clipPath(stepClip.applying(placement)))] }
            switch step.kind {
            case .fill(let rule):
                guard let paint = SnapshotFormatting.svgPaint(color, traits: traits, opacity: step.alpha) else { continue }
                var attributes: SVGAttributes = [("d", Self.pathData(step.path.elements, placement)), ("fill", paint.hex)]
                attributes += SVGSnapshotWriter.opacity("fill-opacity", paint.opacity)
                if rule == .evenOdd { attributes.append("fill-rule", "evenodd") }
                svg.element("path", attributes + clip)
            case .stroke:
                guard let paint = SnapshotFormatting.svgPaint(color, traits: traits, opacity: step.alpha) else { continue }
                let scale = abs(placement.a * placement.d).squareRoot()
                var attributes: SVGAttributes = [("d", Self.pathData(step.path.elements, placement)), ("fill", "none"), ("stroke", paint.hex)]
                attributes.append("stroke-width", number: step.lineWidth * scale)
                attributes += SVGStrokeStyle(step).attributes(scaledBy: scale)
                attributes += SVGSnapshotWriter.opacity("stroke-opacity", paint.opacity)
                svg.element("path", attributes + clip)
            case .clear:
                continue  // SVG cannot erase what is below; the cleared area is left as drawn
            case .image(let image):
                if let picture = image.state.viewPicture {
                    drawViewPicture(picture, in: area, into: &svg)
                } else if image.headlessDrawing.isEmpty {
                    drawImagePlaceholder(image, in: area, into: &svg)
                } else {
                    drawSteps(image.headlessDrawing, drawnIn: image.size, in: area, into: &svg)
                }
            case let .text(text, font):
                // Drawn from the top of its rectangle, as UIKit draws a string in a rectangle.
                let height = (text as NSString).boundingRect(
                    with: step.bounds.size, options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil).height
                let scaledFont = font.withSize(font.pointSize * placement.d)
                let box = CGRect(x: area.minX, y: area.minY, width: area.width, height: height * placement.d)
                drawText(text, font: scaledFont, color: color ?? .black, numberOfLines: 0, lineBreakMode: .byWordWrapping, in: box, opacity: step.alpha, into: &svg)
            }
        }
    }

    /// Paints the picture of a view (``HeadlessViewPicture``) stretched to `box`, as an image
    /// whose data is the picture's SVG document, so its ids stay apart from the outer
    /// document's.
    private func drawViewPicture(_ picture: HeadlessViewPicture, in box: CGRect, into svg: inout SVGDocument) {
        let uri = "data:image/svg+xml;base64," + Data(picture.svg.utf8).base64EncodedString()
        svg.element("image", SVGDocument.rectAttributes(box) + [("preserveAspectRatio", "none"), ("href", uri)])
    }

    /// The `d` attribute of a path's elements placed by `transform`.
    static func pathData(_ elements: [PathElement], _ transform: CGAffineTransform) -> String {
        func point(_ point: CGPoint) -> String {
            let placed = point.applying(transform)
            return SVGDocument.number(placed.x) + " " + SVGDocument.number(placed.y)
        }
        var data = ""
        for element in elements {
            switch element {
            case .move(let to): data += "M" + point(to)
            case .line(let to): data += "L" + point(to)
            case let .quadCurve(to, control): data += "Q" + point(control) + " " + point(to)
            case let .curve(to, control1, control2): data += "C" + point(control1) + " " + point(control2) + " " + point(to)
            case .close: data += "Z"
            }
        }
        return data
    }
}
