import Foundation

// The headless model of how UIKit places a cell's and a header or footer view's standard
// subviews (`textLabel`, `detailTextLabel`, `imageView`), so that they have frames a snapshot
// can show. Only subviews already created are placed: reading a standard subview creates it,
// and layout must not.
//
// The model: a cell's accessory view sits 15 points from the trailing edge, and the content view
// ends where it begins. The content is inset by the cell's `separatorInset.left` on both sides
// (UIKit aligns the separator with the text); the image sits at the leading edge at its size,
// centered vertically, and the text starts 15 points after it. `.default`: the text label fills
// the height. `.subtitle`: the two labels, one line each, are centered as a group. `.value1`:
// the detail label at the trailing edge at its text's width, the text label in the rest.
// `.value2`: the text label in the leading third, the detail label after it.
extension UITableViewCell {
    /// How far the accessory view sits from the cell's trailing edge in this model.
    static let accessoryTrailingInset: CGFloat = 15

    /// The width the accessory view takes from the content when a cell is sized: its width and
    /// its inset from the trailing edge, or nothing without one.
    var accessoryViewReservedWidth: CGFloat {
        accessoryView.map { $0.bounds.width + Self.accessoryTrailingInset } ?? 0
    }

    /// Places the accessory view of the current mode (``editingAccessoryView`` while editing,
    /// ``accessoryView`` otherwise) at its size, ``accessoryTrailingInset`` from the trailing
    /// edge, centered vertically. The inset does not follow ``separatorInset``: UIKit keeps
    /// accessories in the margin when an app moves its separators.
    ///
    /// - Returns: The frame left for the content view: the cell's bounds up to the accessory
    ///   view, or all of them without one. The standard accessory types (``accessoryType``)
    ///   take no room in this model.
    func layOutAccessoryView() -> CGRect {
        guard let accessory = isEditing ? editingAccessoryView : accessoryView, accessory.superview === self else {
            return bounds
        }
        let size = accessory.bounds.size
        let minX = max(bounds.maxX - Self.accessoryTrailingInset - size.width, bounds.minX)
        accessory.frame = CGRect(x: minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        return CGRect(x: bounds.minX, y: bounds.minY, width: minX - bounds.minX, height: bounds.height)
    }

    func layOutStandardSubviews() {
        guard storedContentConfiguration == nil else { return }
        let bounds = contentView.bounds
        let inset = max(separatorInset.left, 0)
        let area = CGRect(x: bounds.minX + inset, y: bounds.minY, width: max(bounds.width - 2 * inset, 0), height: bounds.height)
        var textMinX = area.minX
        if let imageView = createdImageView, let size = imageView.image?.size, size.width > 0, size.height > 0 {
            let height = min(size.height, area.height)
            let width = size.width * height / size.height
            imageView.frame = CGRect(x: area.minX, y: area.midY - height / 2, width: width, height: height)
            textMinX += width + 15
        }
        let width = max(area.maxX - textMinX, 0)
        let text = createdTextLabel
        let detail = createdDetailTextLabel
        switch cellStyle {
        case .default:
            text?.frame = CGRect(x: textMinX, y: area.minY, width: width, height: area.height)
        case .subtitle:
            let textHeight = text.map { Self.standardHeight(of: $0, atWidth: width) } ?? 0
            let detailHeight = detail.map { Self.standardHeight(of: $0, atWidth: width) } ?? 0
            let top = area.midY - (textHeight + detailHeight) / 2
            text?.frame = CGRect(x: textMinX, y: top, width: width, height: textHeight)
            detail?.frame = CGRect(x: textMinX, y: top + textHeight, width: width, height: detailHeight)
        case .value1:
            let detailSize = detail.map { $0.sizeThatFits(CGSize(width: width, height: 0)) } ?? .zero
            let detailWidth = min(detailSize.width, width)
            detail?.frame = CGRect(x: area.maxX - detailWidth, y: area.midY - detailSize.height / 2, width: detailWidth, height: detailSize.height)
            text?.frame = CGRect(x: textMinX, y: area.minY, width: max(width - detailWidth - 8, 0), height: area.height)
        case .value2:
            let column = (width / 3).rounded(.down)
            text?.frame = CGRect(x: textMinX, y: area.minY, width: column, height: area.height)
            detail?.frame = CGRect(x: textMinX + column + 6, y: area.minY, width: max(width - column - 6, 0), height: area.height)
        }
    }
}

extension UITableViewCell {
    /// The height of a standard label in this model: one line of its font, or, when it wraps
    /// (`numberOfLines` other than 1), its text's height at `width`.
    fileprivate static func standardHeight(of label: UILabel, atWidth width: CGFloat) -> CGFloat {
        label.numberOfLines == 1 ? label.font.lineHeight : label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    }

    /// Whether a standard label wraps; asked for every cell a table sizes, most of which have
    /// none, so it allocates nothing.
    private var hasWrappingStandardLabel: Bool {
        if let label = createdTextLabel, label.numberOfLines != 1 { return true }
        if let label = createdDetailTextLabel, label.numberOfLines != 1 { return true }
        return false
    }

    /// The height a cell of `width` needs for its standard labels when one of them wraps (the
    /// self-sizing recipe of built-in styles: `numberOfLines = 0` and `automaticDimension`): the
    /// labels' heights, stacked for `.subtitle`, else the tallest, plus the padding that makes
    /// one line of the text label's font the standard row height; never less than that height.
    /// `nil` when no standard label wraps or a content configuration shows the content.
    func wrappingStandardLabelsHeight(atWidth width: CGFloat) -> CGFloat? {
        guard storedContentConfiguration == nil, hasWrappingStandardLabel else { return nil }
        let labels = [createdTextLabel, createdDetailTextLabel].compactMap { $0 }
        var textWidth = max(width - accessoryViewReservedWidth - 2 * max(separatorInset.left, 0), 0)
        if let size = createdImageView?.image?.size, size.width > 0, size.height > 0 {
            textWidth = max(textWidth - size.width * min(size.height, UITableView.headlessAutomaticRowHeight) / size.height - 15, 0)
        }
        let heights = labels.map { Self.standardHeight(of: $0, atWidth: textWidth) }
        let content = cellStyle == .subtitle ? heights.reduce(0, +) : heights.max() ?? 0
        let padding = UITableView.headlessAutomaticRowHeight - (createdTextLabel ?? labels[0]).font.lineHeight
        return max(content + padding, UITableView.headlessAutomaticRowHeight)
    }
}

extension UITableViewHeaderFooterView {
    /// Places the standard labels: the text label at the leading edge, 15 points in, filling
    /// the height; the detail label, if created, at the trailing edge at its text's width.
    func layOutStandardSubviews() {
        guard storedContentConfiguration == nil else { return }
        let bounds = contentView.bounds
        let area = bounds.insetBy(dx: min(15, bounds.width / 2), dy: 0)
        let detailSize = createdDetailTextLabel.map { $0.sizeThatFits(CGSize(width: area.width, height: 0)) } ?? .zero
        let detailWidth = min(detailSize.width, area.width)
        createdDetailTextLabel?.frame = CGRect(x: area.maxX - detailWidth, y: area.midY - detailSize.height / 2, width: detailWidth, height: detailSize.height)
        let gap: CGFloat = detailWidth > 0 ? 8 : 0
        createdTextLabel?.frame = CGRect(x: area.minX, y: area.minY, width: max(area.width - detailWidth - gap, 0), height: area.height)
    }
}
