import Foundation

// The headless model of a list content view's layout (see `UIListContentView.layoutSubviews()`)
// and of the height its content needs in a self-sizing cell.
extension UIListContentView {
    /// The sizes of the shown content at a width, before it is placed.
    private struct Measure {
        /// The image's size, when an image is shown.
        var imageSize: CGSize?
        /// The width of the image's column, padding to the text included.
        var imageColumn: CGFloat = 0
        /// The sizes of the shown labels (text, then secondary text).
        var labelSizes: [CGSize] = []
        /// Whether the two texts sit side by side.
        var isSideBySide = false
        /// The padding between the stacked texts.
        var stackPadding: CGFloat = 0

        /// The height of the text block.
        var textHeight: CGFloat {
            isSideBySide ? labelSizes.map(\.height).max() ?? 0 : labelSizes.reduce(0) { $0 + $1.height } + stackPadding
        }
    }

    /// Places the image view, the labels and their guides for a configuration.
    func layOutContent(_ configuration: UIListContentConfiguration) {
        let area = bounds.inset(by: layoutMargins)
        let measure = measure(configuration, width: area.width)
        if let imageView = shownImageView, let size = measure.imageSize {
            let column = measure.imageColumn - configuration.imageToTextPadding
            imageView.frame = CGRect(x: area.minX + (column - size.width) / 2, y: area.midY - size.height / 2, width: size.width, height: size.height)
            imageGuide?.assignedFrame = imageView.frame
        }
        let textMinX = area.minX + measure.imageColumn
        let width = max(0, area.maxX - textMinX)
        let labels = [shownTextLabel, shownSecondaryTextLabel].compactMap { $0 }
        let sizes = measure.labelSizes
        if measure.isSideBySide {
            labels[0].frame = CGRect(x: textMinX, y: area.midY - sizes[0].height / 2, width: sizes[0].width, height: sizes[0].height)
            labels[1].frame = CGRect(x: area.maxX - sizes[1].width, y: area.midY - sizes[1].height / 2, width: sizes[1].width, height: sizes[1].height)
        } else {
            var y = area.midY - measure.textHeight / 2
            for (label, size) in zip(labels, sizes) {
                label.frame = CGRect(x: textMinX, y: y, width: width, height: size.height)
                y += size.height + measure.stackPadding
            }
        }
        textGuide?.assignedFrame = shownTextLabel?.frame ?? .zero
        secondaryTextGuide?.assignedFrame = shownSecondaryTextLabel?.frame ?? .zero
    }

    /// The height a self-sizing cell needs for this content at the content view's `width`.
    ///
    /// Headless model: the taller of the text block (as ``layOutContent(_:)`` places it, wrapped
    /// at the width left) and the image, plus the configuration's vertical margins; with no
    /// vertical margins, plus the padding that makes one line of the text's font the standard row
    /// height, as for the built-in cell styles. Never less than the standard row height.
    func headlessCellHeight(atWidth width: CGFloat) -> CGFloat {
        let configuration = configuration as? UIListContentConfiguration ?? .cell()
        let margins = configuration.directionalLayoutMargins
        let measure = measure(configuration, width: max(width - margins.leading - margins.trailing, 0))
        let content = max(measure.textHeight, measure.imageSize?.height ?? 0)
        let vertical = margins.top + margins.bottom
        let padding = vertical > 0 ? vertical : UITableView.headlessAutomaticRowHeight - configuration.textProperties.font.lineHeight
        return max(content + padding, UITableView.headlessAutomaticRowHeight)
    }

    /// Measures the shown content within `width`.
    private func measure(_ configuration: UIListContentConfiguration, width: CGFloat) -> Measure {
        var measure = Measure()
        if let imageView = shownImageView {
            let properties = configuration.imageProperties
            let size = Self.imageSize(imageView.image?.size ?? .zero, limitedTo: properties.maximumSize)
            let reserved = max(properties.reservedLayoutSize.width, 0)
            measure.imageSize = size
            measure.imageColumn = max(size.width, reserved) + configuration.imageToTextPadding
        }
        let textWidth = max(0, width - measure.imageColumn)
        let labels = [shownTextLabel, shownSecondaryTextLabel].compactMap { $0 }
        measure.labelSizes = labels.map { Self.textSize(of: $0, within: textWidth) }
        let sizes = measure.labelSizes
        measure.isSideBySide = configuration.prefersSideBySideTextAndSecondaryText && sizes.count == 2
            && sizes[0].width + configuration.textToSecondaryTextHorizontalPadding + sizes[1].width <= textWidth
        measure.stackPadding = sizes.count == 2 && !measure.isSideBySide ? configuration.textToSecondaryTextVerticalPadding : 0
        return measure
    }

    /// An image's size scaled down, keeping its aspect ratio, to fit a maximum size (zero in a
    /// dimension: no limit).
    private static func imageSize(_ size: CGSize, limitedTo maximum: CGSize) -> CGSize {
        var scale: CGFloat = 1
        if maximum.width > 0, size.width > maximum.width { scale = min(scale, maximum.width / size.width) }
        if maximum.height > 0, size.height > maximum.height { scale = min(scale, maximum.height / size.height) }
        return CGSize(width: size.width * scale, height: size.height * scale)
    }

    /// A label's text size wrapped at a width, no wider than it.
    private static func textSize(of label: UILabel, within width: CGFloat) -> CGSize {
        let fitted = label.sizeThatFits(CGSize(width: width, height: 0))
        return CGSize(width: min(fitted.width, width), height: fitted.height)
    }
}
