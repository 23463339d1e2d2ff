import Foundation

/// Writes the text snapshot of a ``SnapshotNode`` tree: one line per view, indented by depth,
/// `role: Type key=value…`.
@MainActor
struct TextSnapshotWriter {
    let options: HeadlessSnapshotOptions

    /// The snapshot, ending with a newline.
    func text(of root: SnapshotNode, rootRole: String? = nil) -> String {
        var lines: [String] = []
        write(root, role: rootRole, depth: 0, into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    private func write(_ node: SnapshotNode, role: String?, depth: Int, into lines: inout [String]) {
        let view = node.view
        var line = String(repeating: "  ", count: depth)
        if let role = role ?? node.role { line += role + ": " }
        line += node.typeName
        var attributes: [String] = []
        // Frames in the superview's coordinates, as UIKit gives them, so that moving a view
        // changes its line only.
        if options.includesFrames { attributes.append("frame=" + SnapshotFormatting.rect(view.frame)) }
        if let unseen = node.unseen {
            attributes.append("(\(unseen.rawValue))")
        } else {
            attributes += SnapshotAttributes(view: view, traits: node.traits, options: options).all
        }
        if !attributes.isEmpty { line += " " + attributes.joined(separator: " ") }
        lines.append(line)
        if let table = view as? UITableView, node.unseen == nil {
            lines += SnapshotAttributes.tableLines(of: table).map { String(repeating: "  ", count: depth + 1) + $0 }
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

    var all: [String] {
        var attributes: [String] = []
        attributes += appearance
        attributes += content
        if let control = view as? UIControl { attributes += state(of: control) }
        if options.includesAccessibility { attributes += accessibility }
        return attributes
    }

    // MARK: - Appearance

    private var appearance: [String] {
        var attributes: [String] = []
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
        return attributes
    }

    // MARK: - Content

    private var content: [String] {
        switch view {
        case let label as UILabel: return text(of: label)
        case let imageView as UIImageView: return [imageDescription(imageView.image)]
        case let button as UIButton: return button.currentTitle.map { ["title=" + SnapshotFormatting.quoted($0)] } ?? []
        case let toggle as UISwitch: return ["isOn=\(toggle.isOn)"]
        case let segmented as UISegmentedControl: return segments(of: segmented)
        case let slider as UISlider:
            return ["value=\(SnapshotFormatting.number(CGFloat(slider.value))) range=\(SnapshotFormatting.number(CGFloat(slider.minimumValue)))...\(SnapshotFormatting.number(CGFloat(slider.maximumValue)))"]
        case let stepper as UIStepper:
            return ["value=\(SnapshotFormatting.number(stepper.value)) range=\(SnapshotFormatting.number(stepper.minimumValue))...\(SnapshotFormatting.number(stepper.maximumValue))"]
        case let field as UITextField:
            var attributes = ["text=" + SnapshotFormatting.quoted(field.text ?? "")]
            if let placeholder = field.placeholder { attributes.append("placeholder=" + SnapshotFormatting.quoted(placeholder)) }
            return attributes
        case let textView as UITextView: return ["text=" + SnapshotFormatting.quoted(textView.text ?? "")]
        case let progress as UIProgressView: return ["progress=" + SnapshotFormatting.number(CGFloat(progress.progress))]
        case let pages as UIPageControl: return ["page=\(pages.currentPage + 1)/\(pages.numberOfPages)"]
        case let bar as UINavigationBar: return navigationBar(bar)
        case let cell as UITableViewCell: return self.cell(cell)
        case let table as UITableView: return self.table(table)
        default: return []
        }
    }

    private func text(of label: UILabel) -> [String] {
        guard let text = label.text else { return ["text=nil"] }
        var attributes = ["text=" + SnapshotFormatting.quoted(text)]
        let font: UIFont = label.font
        let shown = HeadlessTextMetrics(font: font).lines(
            of: text,
            width: label.bounds.width,
            height: label.bounds.height,
            maximumLines: label.numberOfLines,
            lineBreakMode: label.lineBreakMode
        )
        if shown.count > 1 || shown.joined(separator: "\n") != text {
            attributes.append("shown=" + SnapshotFormatting.quoted(shown.joined(separator: "\n")))
        }
        attributes.append("font=" + SnapshotFormatting.quoted(SnapshotFormatting.font(font)))
        if options.includesColors { attributes.append("color=" + color(label.textColor)) }
        if label.textAlignment != .natural { attributes.append("alignment=" + SnapshotNames.alignment(label.textAlignment)) }
        if label.numberOfLines != 1 { attributes.append("numberOfLines=\(label.numberOfLines)") }
        if !label.isEnabled { attributes.append("enabled=false") }
        return attributes
    }

    func imageDescription(_ image: UIImage?) -> String {
        guard let image else { return "image=nil" }
        let name = SnapshotFormatting.quoted(image.headlessName ?? "unnamed")
        var description = image.isSymbolImage ? "symbol=" + name : "image=" + name
        if options.includesColors, let tint = image.headlessTintColor { description += " imageTint=" + color(tint) }
        return description
    }

    private func segments(of control: UISegmentedControl) -> [String] {
        let titles = (0..<control.numberOfSegments).map { index in
            let title = control.titleForSegment(at: index).map(SnapshotFormatting.quoted)
                ?? control.imageForSegment(at: index).map { "image " + SnapshotFormatting.quoted($0.headlessName ?? "unnamed") }
                ?? "\"\""
            return index == control.selectedSegmentIndex ? "*" + title : title
        }
        return ["segments=[" + titles.joined(separator: ", ") + "]"]
    }

    private func navigationBar(_ bar: UINavigationBar) -> [String] {
        guard let item = bar.topItem else { return [] }
        var attributes: [String] = []
        if let title = item.title { attributes.append("title=" + SnapshotFormatting.quoted(title)) }
        if let back = bar.backItem, !item.hidesBackButton {
            attributes.append("back=" + SnapshotFormatting.quoted(item.backButtonTitle ?? back.backBarButtonItem?.title ?? back.title ?? "Back"))
        }
        let left = (item.leftBarButtonItems ?? []).map(Self.barItemDescription)
        let right = (item.rightBarButtonItems ?? []).map(Self.barItemDescription)
        if !left.isEmpty { attributes.append("left=[" + left.joined(separator: ", ") + "]") }
        if !right.isEmpty { attributes.append("right=[" + right.joined(separator: ", ") + "]") }
        return attributes
    }

    /// A bar button item as the bar shows it: its title, image or system item.
    static func barItemDescription(_ item: UIBarButtonItem) -> String {
        if let title = item.title { return SnapshotFormatting.quoted(title) }
        if let system = item.headlessSystemItem { return "." + SnapshotNames.systemItem(system) }
        if let image = item.image { return "image " + SnapshotFormatting.quoted(image.headlessName ?? "unnamed") }
        return "custom"
    }

    private func cell(_ cell: UITableViewCell) -> [String] {
        var attributes: [String] = []
        if cell.accessoryType != .none { attributes.append("accessory=" + SnapshotNames.accessory(cell.accessoryType)) }
        if cell.isSelected { attributes.append("selected") }
        if cell.isHighlighted { attributes.append("highlighted") }
        if cell.isEditing { attributes.append("editing") }
        if let table = cell.superview as? UITableView, table.separatorStyle != .none {
            attributes.append("separatorInset=" + SnapshotFormatting.insets(cell.separatorInset))
        }
        return attributes
    }

    private func table(_ table: UITableView) -> [String] {
        var attributes = ["style=" + SnapshotNames.tableStyle(table.style)]
        if table.contentOffset != .zero {
            attributes.append("contentOffset=(\(SnapshotFormatting.number(table.contentOffset.x)), \(SnapshotFormatting.number(table.contentOffset.y)))")
        }
        if table.separatorStyle == .none {
            attributes.append("separators=none")
        } else if options.includesColors {
            attributes.append("separatorColor=" + color(table.separatorColor ?? .separator))
        }
        return attributes
    }

    /// The lines a table adds below its own: the section index.
    static func tableLines(of table: UITableView) -> [String] {
        guard let titles = table.headlessSectionIndexTitles, !titles.isEmpty else { return [] }
        return ["section index: [" + titles.map(SnapshotFormatting.quoted).joined(separator: ", ") + "]"]
    }

    // MARK: - State

    private func state(of control: UIControl) -> [String] {
        var flags: [String] = []
        if !control.isEnabled { flags.append("disabled") }
        if control.isSelected { flags.append("selected") }
        if control.isHighlighted { flags.append("highlighted") }
        return flags.isEmpty ? [] : ["state=[" + flags.joined(separator: ", ") + "]"]
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

    private var accessibility: [String] {
        // A plain label with nothing set says nothing the line does not say (its label is its
        // text, its trait `.staticText`); reading the properties would build attributed strings.
        let set = view.accessibilityAttributes
        if type(of: view) == UILabel.self, set.isElement == nil, set.label == nil, set.value == nil, set.traits == nil {
            return []
        }
        guard view.isAccessibilityElement else { return [] }
        var attributes: [String] = []
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
        guard !(view is UILabel && traits == .staticText) else { return attributes }
        let names = Self.traitNames.filter { traits.contains($0.0) }.map(\.1)
        if !names.isEmpty { attributes.append("a11yTraits=[" + names.joined(separator: ", ") + "]") }
        return attributes
    }
}
