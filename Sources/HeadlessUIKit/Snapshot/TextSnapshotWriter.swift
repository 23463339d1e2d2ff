import Foundation

/// Writes the text snapshot of a ``SnapshotNode`` tree: one line per view, indented by depth,
/// `role: Type key=value…`.
@MainActor
struct TextSnapshotWriter {
    let options: HeadlessSnapshotOptions

    /// The snapshot, ending with a newline.
    func text(of root: SnapshotNode, rootRole: String? = nil) -> String {
        var lines = TextSnapshotLines()
        write(root, role: rootRole, depth: 0, into: &lines)
        return lines.text
    }

    private func write(_ node: SnapshotNode, role: String?, depth: Int, into lines: inout TextSnapshotLines) {
        let view = node.view
        let typeName = node.typeName
        lines.startLine(depth: depth, (role ?? node.role).map { $0 + ": " + typeName } ?? typeName)
        // Frames in the superview's coordinates, as UIKit gives them, so that moving a view
        // changes its line only.
        if options.includesFrames { lines.append("frame") { SnapshotFormatting.appendRect(view.frame, to: &$0) } }
        if let unseen = node.unseen {
            lines.append("(\(unseen.rawValue))")
        } else {
            SnapshotAttributes(view: view, traits: node.traits, options: options).write(into: &lines)
        }
        lines.endLine()
        if let table = view as? UITableView, node.unseen == nil, let index = SnapshotAttributes.sectionIndexLine(of: table) {
            lines.startLine(depth: depth + 1, index)
            lines.endLine()
        }
        for child in node.children {
            write(child, role: nil, depth: depth + 1, into: &lines)
        }
    }
}

/// The `key=value` attributes the text snapshot gives a view: what a user sees of it.
@MainActor
struct SnapshotAttributes {
    let view: UIView
    /// The view's traits, which colors are resolved with.
    let traits: UITraitCollection
    let options: HeadlessSnapshotOptions

    private func color(_ color: UIColor) -> String {
        SnapshotFormatting.color(color, traits: traits)
    }

    /// Adds the view's attributes to its line.
    func write(into attributes: inout TextSnapshotLines) {
        appendAppearance(to: &attributes)
        appendContent(to: &attributes)
        if let control = view as? UIControl { appendState(of: control, to: &attributes) }
        if options.includesAccessibility { appendAccessibility(to: &attributes) }
    }

    // MARK: - Appearance

    private func appendAppearance(to attributes: inout TextSnapshotLines) {
        if options.includesColors, let background = view.backgroundColor,
            background.components(resolvedWith: traits).alpha > 0.001 {
            attributes.append("background=" + color(background))
        }
        if view.alpha < 1 { attributes.append("alpha=" + SnapshotFormatting.number(view.alpha)) }
        let layer = view.layer
        if layer.cornerRadius > 0 { attributes.append("cornerRadius=" + SnapshotFormatting.number(layer.cornerRadius)) }
        if layer.borderWidth > 0 {
            var border = "border=" + SnapshotFormatting.number(layer.borderWidth)
            if options.includesColors, let borderColor = layer.borderColor {
                border += "," + SnapshotFormatting.rgba(UIColor(cgColor: borderColor).components(resolvedWith: traits))
            }
            attributes.append(border)
        }
        if options.includesColors, let tint = view.explicitTintColor {
            attributes.append("tint=" + color(tint))
        }
    }

    // MARK: - Content

    private func appendContent(to attributes: inout TextSnapshotLines) {
        switch view {
        case let label as UILabel: appendText(of: label, to: &attributes)
        case let imageView as UIImageView: attributes.append(imageDescription(imageView.image))
        case let button as UIButton: if let title = button.currentTitle { attributes.append("title=" + SnapshotFormatting.quoted(title)) }
        case let toggle as UISwitch: attributes.append("isOn=\(toggle.isOn)")
        case let segmented as UISegmentedControl: attributes.append(segments(of: segmented))
        case let slider as UISlider:
            attributes.append("value=\(SnapshotFormatting.number(CGFloat(slider.value))) range=\(SnapshotFormatting.number(CGFloat(slider.minimumValue)))...\(SnapshotFormatting.number(CGFloat(slider.maximumValue)))")
        case let stepper as UIStepper:
            attributes.append("value=\(SnapshotFormatting.number(stepper.value)) range=\(SnapshotFormatting.number(stepper.minimumValue))...\(SnapshotFormatting.number(stepper.maximumValue))")
        case let field as UITextField:
            attributes.append("text=" + SnapshotFormatting.quoted(field.text ?? ""))
            if let placeholder = field.placeholder { attributes.append("placeholder=" + SnapshotFormatting.quoted(placeholder)) }
        case let textView as UITextView:
            attributes.append("text=" + SnapshotFormatting.quoted(textView.text ?? ""))
            attributes.append("font") { SnapshotFormatting.appendQuoted(SnapshotFormatting.font(textView.shownFont), to: &$0) }
            if options.includesColors { attributes.append("color=" + color(textView.textColor ?? .label)) }
        case let progress as UIProgressView: attributes.append("progress=" + SnapshotFormatting.number(CGFloat(progress.progress)))
        case let pages as UIPageControl: attributes.append("page=\(pages.currentPage + 1)/\(pages.numberOfPages)")
        case let bar as UINavigationBar: appendNavigationBar(bar, to: &attributes)
        case let toolbar as UIToolbar:
            let items = (toolbar.items ?? []).filter { !$0.isHidden }.map(Self.barItemDescription)
            if !items.isEmpty { attributes.append("items=[" + items.joined(separator: ", ") + "]") }
        case let cell as UITableViewCell: appendCell(cell, to: &attributes)
        case let table as UITableView: appendTable(table, to: &attributes)
        default: break
        }
    }

    private func appendText(of label: UILabel, to attributes: inout TextSnapshotLines) {
        guard let text = label.text else {
            attributes.append("text=nil")
            return
        }
        attributes.append("text") { SnapshotFormatting.appendQuoted(text, to: &$0) }
        let font: UIFont = label.font
        let shown = HeadlessTextMetrics(font: font).lines(
            of: text,
            width: label.bounds.width,
            height: label.bounds.height,
            maximumLines: label.numberOfLines,
            lineBreakMode: label.lineBreakMode
        )
        if shown.count > 1 || (shown.first ?? "") != text {
            attributes.append("shown=" + SnapshotFormatting.quoted(shown.joined(separator: "\n")))
        }
        attributes.append("font") { SnapshotFormatting.appendQuoted(SnapshotFormatting.font(font), to: &$0) }
        if options.includesColors { attributes.append("color=" + color(label.textColor)) }
        if label.textAlignment != .natural { attributes.append("alignment=" + SnapshotNames.alignment(label.textAlignment)) }
        if label.numberOfLines != 1 { attributes.append("numberOfLines=\(label.numberOfLines)") }
        if !label.isEnabled { attributes.append("enabled=false") }
    }

    func imageDescription(_ image: UIImage?) -> String {
        guard let image else { return "image=nil" }
        if !image.headlessDrawing.isEmpty {
            // An image an image renderer drew: the strings it drew say what it shows.
            let texts = image.headlessDrawing.compactMap { step -> String? in
                if case let .text(text, _) = step.kind { text } else { nil }
            }
            return "image=drawn" + (texts.isEmpty ? "" : " drawnText=" + SnapshotFormatting.quoted(texts.joined(separator: " ")))
        }
        let name = SnapshotFormatting.quoted(image.headlessName ?? "unnamed")
        var description = image.isSymbolImage ? "symbol=" + name : "image=" + name
        if options.includesColors, let tint = image.headlessTintColor { description += " imageTint=" + color(tint) }
        return description
    }

    private func segments(of control: UISegmentedControl) -> String {
        let titles = (0..<control.numberOfSegments).map { index in
            let title = control.titleForSegment(at: index).map(SnapshotFormatting.quoted)
                ?? control.imageForSegment(at: index).map { "image " + SnapshotFormatting.quoted($0.headlessName ?? "unnamed") }
                ?? "\"\""
            return index == control.selectedSegmentIndex ? "*" + title : title
        }
        return "segments=[" + titles.joined(separator: ", ") + "]"
    }

    private func appendNavigationBar(_ bar: UINavigationBar, to attributes: inout TextSnapshotLines) {
        guard let item = bar.topItem else { return }
        if let title = item.title { attributes.append("title=" + SnapshotFormatting.quoted(title)) }
        if let back = bar.backItem, !item.hidesBackButton {
            attributes.append("back=" + SnapshotFormatting.quoted(item.backButtonTitle ?? back.backBarButtonItem?.title ?? back.title ?? "Back"))
        }
        let left = (item.leftBarButtonItems ?? []).map(Self.barItemDescription)
        let right = (item.rightBarButtonItems ?? []).map(Self.barItemDescription)
        if !left.isEmpty { attributes.append("left=[" + left.joined(separator: ", ") + "]") }
        if !right.isEmpty { attributes.append("right=[" + right.joined(separator: ", ") + "]") }
    }

    /// A bar button item as the bar shows it: its title, image or system item.
    static func barItemDescription(_ item: UIBarButtonItem) -> String {
        if let title = item.title { return SnapshotFormatting.quoted(title) }
        if let system = item.headlessSystemItem { return "." + SnapshotNames.systemItem(system) }
        if let image = item.image { return "image " + SnapshotFormatting.quoted(image.headlessName ?? "unnamed") }
        return "custom"
    }

    private func appendCell(_ cell: UITableViewCell, to attributes: inout TextSnapshotLines) {
        if cell.accessoryType != .none { attributes.append("accessory=" + SnapshotNames.accessory(cell.accessoryType)) }
        if cell.isSelected { attributes.append("selected") }
        if cell.isHighlighted { attributes.append("highlighted") }
        if cell.isEditing { attributes.append("editing") }
        if let table = cell.superview as? UITableView, table.separatorStyle != .none {
            attributes.append("separatorInset") { SnapshotFormatting.appendInsets(cell.separatorInset, to: &$0) }
        }
    }

    private func appendTable(_ table: UITableView, to attributes: inout TextSnapshotLines) {
        attributes.append("style=" + SnapshotNames.tableStyle(table.style))
        if table.contentOffset != .zero {
            attributes.append("contentOffset=(\(SnapshotFormatting.number(table.contentOffset.x)), \(SnapshotFormatting.number(table.contentOffset.y)))")
        }
        if table.separatorStyle == .none {
            attributes.append("separators=none")
        } else if options.includesColors {
            attributes.append("separatorColor=" + color(table.separatorColor ?? .separator))
        }
    }

    /// The line a table adds below its own, if it has a section index.
    static func sectionIndexLine(of table: UITableView) -> String? {
        guard let titles = table.headlessSectionIndexTitles, !titles.isEmpty else { return nil }
        return "section index: [" + titles.map(SnapshotFormatting.quoted).joined(separator: ", ") + "]"
    }

    // MARK: - State

    private func appendState(of control: UIControl, to attributes: inout TextSnapshotLines) {
        var flags: [String] = []
        if !control.isEnabled { flags.append("disabled") }
        if control.isSelected { flags.append("selected") }
        if control.isHighlighted { flags.append("highlighted") }
        if !flags.isEmpty { attributes.append("state=[" + flags.joined(separator: ", ") + "]") }
    }

    // MARK: - Accessibility

    private static let traitNames: [(UIAccessibilityTraits, String)] = [
        (.button, "button"), (.link, "link"), (.image, "image"), (.selected, "selected"),
        (.playsSound, "playsSound"), (.keyboardKey, "keyboardKey"), (.staticText, "staticText"),
        (.summaryElement, "summaryElement"), (.notEnabled, "notEnabled"),
        (.updatesFrequently, "updatesFrequently"), (.searchField, "searchField"),
        (.startsMediaSession, "startsMediaSession"), (.adjustable, "adjustable"),
        (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"),
        (.tabBar, "tabBar"), (.header, "header"),
    ]

    private func appendAccessibility(to attributes: inout TextSnapshotLines) {
        // A plain label with nothing set says nothing the line does not say (its label is its
        // text, its trait `.staticText`); reading the properties would build attributed strings.
        let set = view.accessibilityAttributes
        if type(of: view) == UILabel.self, set.isElement == nil, set.label == nil, set.value == nil, set.traits == nil {
            return
        }
        guard view.isAccessibilityElement else { return }
        let label = view.accessibilityLabel
        let shownText: String? = switch view {
        case let label as UILabel: label.text
        case let button as UIButton: button.currentTitle
        default: nil
        }
        if let label, label != shownText { attributes.append("a11yLabel=" + SnapshotFormatting.quoted(label)) }
        if let value = view.accessibilityValue, !value.isEmpty { attributes.append("a11yValue=" + SnapshotFormatting.quoted(value)) }
        let traits = view.accessibilityTraits
        // A label's standard trait says nothing the line does not already say.
        guard !(view is UILabel && traits == .staticText) else { return }
        let names = Self.traitNames.filter { traits.contains($0.0) }.map(\.1)
        if !names.isEmpty { attributes.append("a11yTraits=[" + names.joined(separator: ", ") + "]") }
    }
}
