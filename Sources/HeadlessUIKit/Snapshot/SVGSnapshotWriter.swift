import Foundation

/// Draws a ``SnapshotNode`` tree as SVG: each view's box, then what its kind shows (text,
/// image placeholder, control, its own drawing), then the layers the app added to its layer,
/// then its subviews, clipped where the view clips.
@MainActor
struct SVGSnapshotWriter {
    let options: HeadlessSnapshotOptions

    /// The SVG document of the tree, its size the root's bounds.
    func document(of root: SnapshotNode) -> String {
        var svg = SVGDocument()
        let traits = root.traits
        if let screen = SnapshotFormatting.svgPaint(.systemBackground, traits: traits) {
            svg.comment("the screen behind the views: .systemBackground")
            svg.element("rect", SVGDocument.rectAttributes(root.frameInRoot) + [("fill", screen.hex)])
        }
        draw(root, into: &svg)
        if options.showsSafeArea { drawSafeArea(of: root, into: &svg) }
        return svg.text(width: root.frameInRoot.width, height: root.frameInRoot.height)
    }

    // MARK: - Views

    private func draw(_ node: SnapshotNode, into svg: inout SVGDocument) {
        let view = node.view
        svg.comment((node.role.map { $0 + ": " } ?? "") + node.typeName + (node.unseen.map { " (\($0.rawValue))" } ?? ""))
        if node.unseen != nil {
            var outline = SVGDocument.rectAttributes(node.frameInRoot)
            outline += [("fill", "none"), ("stroke", "#8e8e93"), ("stroke-width", "1"), ("stroke-dasharray", "3 3")]
            svg.element("rect", outline)
            return
        }
        let faded = view.alpha < 1
        if faded { svg.openGroup([("opacity", SVGDocument.number(view.alpha))]) }
        drawBox(of: node, into: &svg)
        var painter = SVGViewPainter(view: view, frame: node.frameInRoot, traits: node.traits)
        painter.drawContent(into: &svg)
        let clips = view.clipsToBounds && (!node.children.isEmpty || painter.hasSublayers)
        if clips { svg.openGroup([("clip-path", svg.clipPath(node.frameInRoot))]) }
        painter.drawSublayers(into: &svg)
        // A table's headers and footers float over its rows: draw them after the rows.
        let children = view is UITableView
            ? node.children.filter { $0.view is UITableViewCell } + node.children.filter { !($0.view is UITableViewCell) }
            : node.children
        for child in children {
            draw(child, into: &svg)
        }
        if clips { svg.closeGroup() }
        if let table = view as? UITableView { painter.drawTableOverlays(table, rows: node.children, into: &svg) }
        if faded { svg.closeGroup() }
    }

    /// The view's background, corner radius and border.
    private func drawBox(of node: SnapshotNode, into svg: inout SVGDocument) {
        let view = node.view
        let traits = node.traits
        let layer = view.layer
        let radius = min(layer.cornerRadius, min(node.frameInRoot.width, node.frameInRoot.height) / 2)
        var shape = SVGDocument.rectAttributes(node.frameInRoot)
        if radius > 0 { shape += [("rx", SVGDocument.number(radius))] }
        let background = SnapshotFormatting.svgPaint(view.backgroundColor, traits: traits)
            ?? layer.backgroundColor.flatMap { SnapshotFormatting.svgPaint(UIColor(cgColor: $0), traits: traits) }
            ?? Self.defaultHeaderFooterBackground(of: view, traits: traits)
        if let background {
            svg.element("rect", shape + [("fill", background.hex)] + Self.opacity("fill-opacity", background.opacity))
        }
        if layer.borderWidth > 0, let borderColor = layer.borderColor,
            let border = SnapshotFormatting.svgPaint(UIColor(cgColor: borderColor), traits: traits) {
            // The border is drawn inside the bounds, as Core Animation draws it.
            let inset = layer.borderWidth / 2
            var inner = SVGDocument.rectAttributes(node.frameInRoot.insetBy(dx: inset, dy: inset))
            if radius > 0 { inner += [("rx", SVGDocument.number(max(radius - inset, 0)))] }
            svg.element("rect", inner + [("fill", "none"), ("stroke", border.hex), ("stroke-width", SVGDocument.number(layer.borderWidth))]
                + Self.opacity("stroke-opacity", border.opacity))
        }
    }

    /// The root's safe area, outlined with a dashed line when it is not the whole root.
    private func drawSafeArea(of root: SnapshotNode, into svg: inout SVGDocument) {
        let insets = root.view.safeAreaInsets
        guard insets != .zero else { return }
        let frame = root.frameInRoot
        let safe = CGRect(
            x: frame.minX + insets.left,
            y: frame.minY + insets.top,
            width: frame.width - insets.left - insets.right,
            height: frame.height - insets.top - insets.bottom
        )
        svg.comment("safe area \(SnapshotFormatting.insets(insets))")
        svg.element("rect", SVGDocument.rectAttributes(safe) + [
            ("fill", "none"), ("stroke", "#ff2d55"), ("stroke-opacity", "0.6"), ("stroke-width", "1"), ("stroke-dasharray", "6 4"),
        ])
    }

    /// The background UIKit gives a plain table's header or footer view that has none of its
    /// own, so that rows scrolling under a floating header do not show through: the table's
    /// background, else `.systemBackground`.
    private static func defaultHeaderFooterBackground(of view: UIView, traits: UITraitCollection) -> (hex: String, opacity: CGFloat)? {
        guard let headerFooter = view as? UITableViewHeaderFooterView, headerFooter.backgroundView == nil,
            let table = headerFooter.superview as? UITableView, table.style == .plain else { return nil }
        return SnapshotFormatting.svgPaint(table.backgroundColor ?? .systemBackground, traits: traits)
    }

    /// An opacity attribute, left out when opaque.
    static func opacity(_ name: String, _ value: CGFloat) -> SVGAttributes {
        value >= 0.999 ? [] : [(name, SVGDocument.number(value))]
    }
}
