import Foundation

/// Draws what a view's kind shows inside its box: a label's lines, an image placeholder or the
/// drawing of a rendered image, a navigation bar's title and buttons, a standard control, a
/// cell's accessory, a table's separators and section index, and what a custom view's
/// `draw(_:)` draws.
@MainActor
struct SVGViewPainter {
    let view: UIView
    /// The view's frame in the picture.
    let frame: CGRect
    let traits: UITraitCollection

    private func paint(_ color: UIColor?, opacity: CGFloat = 1) -> SVGAttributes? {
        guard let paint = SnapshotFormatting.svgPaint(color, traits: traits, opacity: opacity) else { return nil }
        return [("fill", paint.hex)] + SVGSnapshotWriter.opacity("fill-opacity", paint.opacity)
    }

    private func stroke(_ color: UIColor?, width: CGFloat) -> SVGAttributes? {
        guard let paint = SnapshotFormatting.svgPaint(color, traits: traits) else { return nil }
        return [("fill", "none"), ("stroke", paint.hex), ("stroke-width", SVGDocument.number(width))]
            + SVGSnapshotWriter.opacity("stroke-opacity", paint.opacity)
    }

    private var tint: UIColor { view.tintColor ?? .systemBlue }

    // MARK: - Content

    mutating func drawContent(into svg: inout SVGDocument) {
        switch view {
        case let label as UILabel: drawLabel(label, into: &svg)
        case let imageView as UIImageView:
            if let image = imageView.image, !image.headlessDrawing.isEmpty {
                drawDrawnImage(image, contentMode: imageView.contentMode, into: &svg)
            } else {
                drawImagePlaceholder(imageView.image, in: frame, into: &svg)
            }
        case let toggle as UISwitch: drawSwitch(toggle, into: &svg)
        case let segmented as UISegmentedControl: drawSegments(segmented, into: &svg)
        case let slider as UISlider: drawSlider(slider, into: &svg)
        case let stepper as UIStepper: drawStepper(stepper, into: &svg)
        case let progress as UIProgressView: drawProgress(progress, into: &svg)
        case let field as UITextField: drawTextField(field, into: &svg)
        case let textView as UITextView: drawTextView(textView, into: &svg)
        case let bar as UINavigationBar: drawNavigationBar(bar, into: &svg)
        case let toolbar as UIToolbar: drawToolbar(toolbar, into: &svg)
        case let cell as UITableViewCell:
            drawOwnDrawing(into: &svg)
            drawAccessory(of: cell, into: &svg)
        default: drawOwnDrawing(into: &svg)
        }
    }

    // MARK: - Text

    private func drawLabel(_ label: UILabel, into svg: inout SVGDocument) {
        guard let text = label.text, !text.isEmpty else { return }
        let color: UIColor = label.isHighlighted ? (label.highlightedTextColor ?? label.textColor) : label.textColor
        drawText(
            text,
            font: label.font,
            color: color,
            alignment: label.textAlignment,
            numberOfLines: label.numberOfLines,
            lineBreakMode: label.lineBreakMode,
            in: frame,
            opacity: label.isEnabled ? 1 : 0.5,
            into: &svg
        )
    }

    /// Draws text as HeadlessUIKit lays it out: its lines (``HeadlessTextMetrics``), centered
    /// vertically in `box`, each line stretched to its measured width.
    func drawText(
        _ text: String,
        font: UIFont,
        color: UIColor,
        alignment: NSTextAlignment = .natural,
        numberOfLines: Int = 1,
        lineBreakMode: NSLineBreakMode = .byTruncatingTail,
        in box: CGRect,
        opacity: CGFloat = 1,
        into svg: inout SVGDocument
    ) {
        let metrics = HeadlessTextMetrics(font: font)
        let lines = metrics.lines(of: text, width: box.width, height: box.height, maximumLines: numberOfLines, lineBreakMode: lineBreakMode)
        guard !lines.isEmpty, let fill = paint(color, opacity: opacity) else { return }
        let top = box.minY + (box.height - CGFloat(lines.count) * metrics.lineHeight) / 2
        let rightToLeft = traits.layoutDirection == .rightToLeft
        for (index, line) in lines.enumerated() where !line.isEmpty {
            let width = CGFloat(line.count) * metrics.characterWidth
            let x: CGFloat = switch alignment {
            case .center: box.midX - width / 2
            case .right: box.maxX - width
            case .natural: rightToLeft ? box.maxX - width : box.minX
            case .left, .justified: box.minX
            }
            let baseline = top + CGFloat(index) * metrics.lineHeight + font.ascender
            var attributes = SVGAttributes()
            attributes.append("x", number: x)
            attributes.append("y", number: baseline)
            attributes.append("font-size", number: font.pointSize)
            attributes.append("font-weight", String(SnapshotFormatting.cssWeight(font.headlessWeight)))
            if font.headlessIsItalic { attributes.append("font-style", "italic") }
            attributes += fill
            attributes.append("textLength", number: width)
            attributes += [("lengthAdjust", "spacingAndGlyphs"), ("xml:space", "preserve")]
            svg.element("text", attributes, text: line)
        }
    }

    // MARK: - Images

    /// A placeholder for an image: a tinted box with a cross and the image's name.
    func drawImagePlaceholder(_ image: UIImage?, in box: CGRect, into svg: inout SVGDocument) {
        guard box.width > 0, box.height > 0 else { return }
        let symbol = image?.isSymbolImage ?? false
        let color: UIColor = symbol ? (image?.headlessTintColor ?? tint) : .systemGray
        var shape = SVGDocument.rectAttributes(box)
        shape += [("rx", SVGDocument.number(min(4, min(box.width, box.height) / 4)))]
        if let fill = paint(color, opacity: 0.15) { svg.element("rect", shape + fill) }
        if let outline = stroke(color, width: 1) {
            svg.element("path", [("d", "M\(n(box.minX)) \(n(box.minY))L\(n(box.maxX)) \(n(box.maxY))M\(n(box.maxX)) \(n(box.minY))L\(n(box.minX)) \(n(box.maxY))")]
                + outline + [("stroke-opacity", "0.3")])
        }
        guard let name = image?.headlessName else { return }
        let size = min(10, max(box.height / 3, 6))
        drawText(name, font: .systemFont(ofSize: size), color: color, alignment: .center, in: box, into: &svg)
    }

    // MARK: - Controls

    private func drawSwitch(_ toggle: UISwitch, into svg: inout SVGDocument) {
        let track = CGRect(x: frame.minX, y: frame.midY - 15.5, width: 51, height: 31)
        let trackColor: UIColor = toggle.isOn ? (toggle.onTintColor ?? .systemGreen) : .systemFill
        let opacity: CGFloat = toggle.isEnabled ? 1 : 0.5
        if let fill = paint(trackColor, opacity: opacity) {
            svg.element("rect", SVGDocument.rectAttributes(track) + [("rx", "15.5")] + fill)
        }
        let knobX = toggle.isOn ? track.maxX - 15.5 : track.minX + 15.5
        if let knob = paint(toggle.thumbTintColor ?? .white, opacity: opacity) {
            svg.element("circle", [("cx", n(knobX)), ("cy", n(track.midY)), ("r", "13.5")] + knob)
        }
    }

    private func drawSegments(_ control: UISegmentedControl, into svg: inout SVGDocument) {
        let count = control.numberOfSegments
        guard count > 0 else { return }
        if let fill = paint(.tertiarySystemFill) {
            svg.element("rect", SVGDocument.rectAttributes(frame) + [("rx", "8")] + fill)
        }
        let width = frame.width / CGFloat(count)
        for index in 0..<count {
            let segment = CGRect(x: frame.minX + CGFloat(index) * width, y: frame.minY, width: width, height: frame.height)
            if index == control.selectedSegmentIndex {
                let selected: UIColor = control.selectedSegmentTintColor ?? (traits.userInterfaceStyle == .dark ? .systemGray2 : .white)
                if let fill = paint(selected) {
                    svg.element("rect", SVGDocument.rectAttributes(segment.insetBy(dx: 2, dy: 2)) + [("rx", "7")] + fill)
                }
            } else if index > 0, index - 1 != control.selectedSegmentIndex, let line = stroke(.separator, width: 1) {
                svg.element("line", SVGDocument.lineAttributes(from: CGPoint(x: segment.minX, y: segment.minY + 6), to: CGPoint(x: segment.minX, y: segment.maxY - 6)) + line)
            }
            if let title = control.titleForSegment(at: index) {
                let weight: UIFont.Weight = index == control.selectedSegmentIndex ? .semibold : .regular
                drawText(title, font: .systemFont(ofSize: 13, weight: weight), color: .label, alignment: .center, in: segment.insetBy(dx: 4, dy: 0), into: &svg)
            } else if let image = control.imageForSegment(at: index) {
                drawImagePlaceholder(image, in: segment.insetBy(dx: width / 2 - 9, dy: frame.height / 2 - 9), into: &svg)
            }
        }
    }

    /// A slider's track and thumb where its ``UISlider/trackRect(forBounds:)`` and
    /// ``UISlider/thumbRect(forBounds:trackRect:value:)`` put them, overrides included.
    private func drawSlider(_ slider: UISlider, into svg: inout SVGDocument) {
        let bounds = slider.bounds
        let placement = CGAffineTransform(translationX: frame.minX - bounds.minX, y: frame.minY - bounds.minY)
        let track = slider.trackRect(forBounds: bounds)
        let thumb = slider.thumbRect(forBounds: bounds, trackRect: track, value: slider.value).applying(placement)
        let trackFrame = track.applying(placement)
        let radius = n(trackFrame.height / 2)
        if let background = paint(slider.maximumTrackTintColor ?? .systemFill) {
            svg.element("rect", SVGDocument.rectAttributes(trackFrame) + [("rx", radius)] + background)
        }
        if let filled = paint(slider.minimumTrackTintColor ?? tint) {
            let below = CGRect(x: trackFrame.minX, y: trackFrame.minY, width: max(thumb.midX - trackFrame.minX, 0), height: trackFrame.height)
            svg.element("rect", SVGDocument.rectAttributes(below) + [("rx", radius)] + filled)
        }
        if let thumbPaint = paint(slider.thumbTintColor ?? .white), let outline = stroke(.systemGray3, width: 0.5) {
            let circle: SVGAttributes = [("cx", n(thumb.midX)), ("cy", n(thumb.midY)), ("r", n(min(thumb.width, thumb.height) / 2))]
            svg.element("circle", circle + thumbPaint)
            svg.element("circle", circle + outline)
        }
    }

    private func drawStepper(_ stepper: UIStepper, into svg: inout SVGDocument) {
        if let fill = paint(.tertiarySystemFill) {
            svg.element("rect", SVGDocument.rectAttributes(frame) + [("rx", "8")] + fill)
        }
        if let line = stroke(.separator, width: 1) {
            svg.element("line", SVGDocument.lineAttributes(from: CGPoint(x: frame.midX, y: frame.minY + 8), to: CGPoint(x: frame.midX, y: frame.maxY - 8)) + line)
        }
        let half = frame.width / 2
        let minusEnabled = stepper.isEnabled && (stepper.wraps || stepper.value > stepper.minimumValue)
        let plusEnabled = stepper.isEnabled && (stepper.wraps || stepper.value < stepper.maximumValue)
        let font = UIFont.systemFont(ofSize: 20, weight: .medium)
        drawText("−", font: font, color: .label, alignment: .center, in: CGRect(x: frame.minX, y: frame.minY, width: half, height: frame.height), opacity: minusEnabled ? 1 : 0.3, into: &svg)
        drawText("+", font: font, color: .label, alignment: .center, in: CGRect(x: frame.midX, y: frame.minY, width: half, height: frame.height), opacity: plusEnabled ? 1 : 0.3, into: &svg)
    }

    private func drawProgress(_ progress: UIProgressView, into svg: inout SVGDocument) {
        let fraction = CGFloat(min(max(progress.progress, 0), 1))
        if let track = paint(progress.trackTintColor ?? .systemFill) {
            svg.element("rect", SVGDocument.rectAttributes(frame) + [("rx", n(frame.height / 2))] + track)
        }
        if let filled = paint(progress.progressTintColor ?? tint) {
            var bar = frame
            bar.size.width *= fraction
            svg.element("rect", SVGDocument.rectAttributes(bar) + [("rx", n(frame.height / 2))] + filled)
        }
    }

    private func drawTextField(_ field: UITextField, into svg: inout SVGDocument) {
        let box = frame.insetBy(dx: min(8, frame.width / 4), dy: 0)
        let font = field.font ?? .systemFont(ofSize: 17)
        if let text = field.text, !text.isEmpty {
            drawText(text, font: font, color: field.textColor ?? .label, alignment: field.textAlignment, in: box, into: &svg)
        } else if let placeholder = field.placeholder {
            drawText(placeholder, font: font, color: .placeholderText, alignment: field.textAlignment, in: box, into: &svg)
        }
    }

    /// A text view's text from the top of its text container, wrapped as its size is measured.
    private func drawTextView(_ textView: UITextView, into svg: inout SVGDocument) {
        guard let text = textView.text, !text.isEmpty else { return }
        let padding = textView.textContainer.lineFragmentPadding
        let area = frame.inset(by: textView.textContainerInset).insetBy(dx: padding, dy: 0)
        let font = textView.shownFont
        let metrics = HeadlessTextMetrics(font: font)
        let lines = metrics.lines(of: text, width: area.width, height: area.height, maximumLines: 0, lineBreakMode: .byWordWrapping)
        let box = CGRect(x: area.minX, y: area.minY, width: area.width, height: min(area.height, CGFloat(lines.count) * metrics.lineHeight))
        drawText(
            text, font: font, color: textView.textColor ?? .label, alignment: textView.textAlignment,
            numberOfLines: 0, lineBreakMode: .byWordWrapping, in: box, into: &svg)
    }

    // MARK: - Bars

    private func drawNavigationBar(_ bar: UINavigationBar, into svg: inout SVGDocument) {
        if bar.backgroundColor == nil, let fill = paint(bar.barTintColor ?? .systemBackground) {
            svg.element("rect", SVGDocument.rectAttributes(frame) + fill)
        }
        if let hairline = stroke(.separator, width: 0.5) {
            svg.element("line", SVGDocument.lineAttributes(from: CGPoint(x: frame.minX, y: frame.maxY - 0.25), to: CGPoint(x: frame.maxX, y: frame.maxY - 0.25)) + hairline)
        }
        guard let item = bar.topItem else { return }
        let row = CGRect(x: frame.minX + 16, y: frame.maxY - 44, width: frame.width - 32, height: 44)
        let buttonFont = UIFont.systemFont(ofSize: 17)
        var leading = row.minX
        if let back = bar.backItem, !item.hidesBackButton {
            let title = item.backButtonTitle ?? back.backBarButtonItem?.title ?? back.title ?? "Back"
            let chevron = CGRect(x: leading - 8, y: row.minY, width: 20, height: row.height)
            drawText("‹", font: .systemFont(ofSize: 28), color: tint, alignment: .center, in: chevron, into: &svg)
            leading += 14
            let width = CGFloat(title.count) * buttonFont.pointSize / 2
            drawText(title, font: buttonFont, color: tint, in: CGRect(x: leading, y: row.minY, width: width, height: row.height), into: &svg)
            leading += width + 16
        }
        for barItem in item.leftBarButtonItems ?? [] where !barItem.isHidden {
            leading += drawBarButton(barItem, atX: leading, trailing: false, in: row, into: &svg) + 16
        }
        var trailing = row.maxX
        for barItem in item.rightBarButtonItems ?? [] where !barItem.isHidden {
            trailing -= drawBarButton(barItem, atX: trailing, trailing: true, in: row, into: &svg) + 16
        }
        if let title = item.title {
            drawText(title, font: .systemFont(ofSize: 17, weight: .semibold), color: .label, alignment: .center, in: row, into: &svg)
        }
    }

    /// A toolbar's background and its items from the leading edge, flexible spaces sharing
    /// the room the other items leave.
    private func drawToolbar(_ toolbar: UIToolbar, into svg: inout SVGDocument) {
        if toolbar.backgroundColor == nil, let fill = paint(toolbar.barTintColor ?? .systemBackground) {
            svg.element("rect", SVGDocument.rectAttributes(frame) + fill)
        }
        if let hairline = stroke(.separator, width: 0.5) {
            svg.element("line", SVGDocument.lineAttributes(from: CGPoint(x: frame.minX, y: frame.minY + 0.25), to: CGPoint(x: frame.maxX, y: frame.minY + 0.25)) + hairline)
        }
        let items = (toolbar.items ?? []).filter { !$0.isHidden }
        let row = CGRect(x: frame.minX + 16, y: frame.minY, width: max(frame.width - 32, 0), height: min(frame.height, 44))
        let isFlexible = { (item: UIBarButtonItem) in item.headlessSystemItem == .flexibleSpace }
        let buttons = items.filter { !isFlexible($0) && $0.headlessSystemItem != .fixedSpace }
        let taken = items.reduce(CGFloat(0)) { sum, item in
            isFlexible(item) ? sum : sum + (item.headlessSystemItem == .fixedSpace ? item.width : barButtonWidth(item))
        } + CGFloat(max(buttons.count - 1, 0)) * 8
        let flexibleCount = items.filter(isFlexible).count
        let flexibleWidth = flexibleCount > 0 ? max(row.width - taken, 0) / CGFloat(flexibleCount) : 0
        var x = row.minX
        for item in items {
            if isFlexible(item) {
                x += flexibleWidth
            } else if item.headlessSystemItem == .fixedSpace {
                x += item.width
            } else {
                x += drawBarButton(item, atX: x, trailing: false, in: row, into: &svg) + 8
            }
        }
    }

    /// The width a bar button item takes: its title's, or 24 points for an image.
    private func barButtonWidth(_ item: UIBarButtonItem) -> CGFloat {
        if item.title == nil, item.headlessSystemItem == nil, item.image != nil { return 24 }
        return CGFloat(barButtonTitle(item).count) * 17 / 2
    }

    /// The title a bar button item shows: its own, its system item's, or a bullet.
    private func barButtonTitle(_ item: UIBarButtonItem) -> String {
        item.title ?? item.headlessSystemItem.map { Self.systemItemTitle($0) } ?? "•"
    }

    /// Draws a bar button item from `x` (its leading edge, or its trailing edge when
    /// `trailing`) and returns its width.
    private func drawBarButton(_ item: UIBarButtonItem, atX x: CGFloat, trailing: Bool, in row: CGRect, into svg: inout SVGDocument) -> CGFloat {
        let color = (item.tintColor ?? tint).withAlphaComponent(item.isEnabled ? 1 : 0.35)
        let width = barButtonWidth(item)
        if item.title == nil, item.headlessSystemItem == nil, let image = item.image {
            let box = CGRect(x: trailing ? x - width : x, y: row.midY - 12, width: width, height: 24)
            drawImagePlaceholder(image, in: box, into: &svg)
            return width
        }
        let font = UIFont.systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
        let box = CGRect(x: trailing ? x - width : x, y: row.minY, width: width, height: row.height)
        drawText(barButtonTitle(item), font: font, color: color, in: box, into: &svg)
        return width
    }

    /// What a system bar button item shows: its title in English, or a symbol-like glyph.
    static func systemItemTitle(_ item: UIBarButtonItem.SystemItem) -> String {
        switch item {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .add: "+"
        case .close: "×"
        case .undo: "Undo"
        case .redo: "Redo"
        default: SnapshotNames.systemItem(item)
        }
    }

    // MARK: - Tables

    private func drawAccessory(of cell: UITableViewCell, into svg: inout SVGDocument) {
        guard cell.accessoryView == nil else { return }
        let centerY = frame.midY
        let x = frame.maxX - 20
        switch cell.accessoryType {
        case .checkmark:
            if let line = stroke(tint, width: 2) {
                svg.element("path", [("d", "M\(n(x - 12)) \(n(centerY))L\(n(x - 7)) \(n(centerY + 5))L\(n(x + 2)) \(n(centerY - 6))")] + line)
            }
        case .disclosureIndicator, .detailDisclosureButton:
            if let line = stroke(.tertiaryLabel, width: 2) {
                svg.element("path", [("d", "M\(n(x - 4)) \(n(centerY - 6))L\(n(x + 2)) \(n(centerY))L\(n(x - 4)) \(n(centerY + 6))")] + line)
            }
        case .detailButton, .none:
            break
        }
        if cell.accessoryType == .detailButton || cell.accessoryType == .detailDisclosureButton,
            let ring = stroke(tint, width: 1.5) {
            let cx = cell.accessoryType == .detailButton ? x : x - 24
            svg.element("circle", [("cx", n(cx)), ("cy", n(centerY)), ("r", "10")] + ring)
            drawText("i", font: .systemFont(ofSize: 14, weight: .semibold), color: tint, alignment: .center, in: CGRect(x: cx - 10, y: centerY - 10, width: 20, height: 20), into: &svg)
        }
    }

    /// A table's separators under its rows (in each cell's `separatorInset`) and its section
    /// index, drawn over the rows.
    func drawTableOverlays(_ table: UITableView, rows: [SnapshotNode], into svg: inout SVGDocument) {
        if table.separatorStyle != .none, let line = stroke(table.separatorColor ?? .separator, width: 0.5) {
            let cells = rows.filter { $0.unseen == nil && $0.view is UITableViewCell }
            for node in cells {
                guard let cell = node.view as? UITableViewCell, let indexPath = table.indexPath(for: cell) else { continue }
                // As in UIKit's plain tables, no separator under a section's last row.
                guard indexPath.row < table.numberOfRows(inSection: indexPath.section) - 1 else { continue }
                let rowFrame = node.frameInRoot
                let start = rowFrame.minX + cell.separatorInset.left
                let end = rowFrame.maxX - cell.separatorInset.right
                guard end > start else { continue }
                let y = rowFrame.maxY - 0.25
                svg.element("line", SVGDocument.lineAttributes(from: CGPoint(x: start, y: y), to: CGPoint(x: end, y: y)) + line)
            }
        }
        guard let titles = table.headlessSectionIndexTitles, !titles.isEmpty else { return }
        let lineHeight: CGFloat = 14
        let top = frame.midY - CGFloat(titles.count) * lineHeight / 2
        let color = table.sectionIndexColor ?? tint
        let font = UIFont.systemFont(ofSize: 11, weight: .semibold)
        for (index, title) in titles.enumerated() {
            let box = CGRect(x: frame.maxX - 16, y: top + CGFloat(index) * lineHeight, width: 14, height: lineHeight)
            drawText(title, font: font, color: color, alignment: .center, in: box, into: &svg)
        }
    }

    private func n(_ value: CGFloat) -> String { SVGDocument.number(value) }
}
