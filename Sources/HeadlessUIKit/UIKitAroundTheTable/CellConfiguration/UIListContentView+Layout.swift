import Foundation

// The headless model of a list content view's layout (see `UIListContentView.layoutSubviews()`).
extension UIListContentView {
    /// Places the image view, the labels and their guides for a configuration.
    func layOutContent(_ configuration: UIListContentConfiguration) {
        let area = bounds.inset(by: layoutMargins)
        var textMinX = area.minX
        if let imageView = shownImageView {
            let properties = configuration.imageProperties
            let size = Self.imageSize(imageView.image?.size ?? .zero, limitedTo: properties.maximumSize)
            let reserved = properties.reservedLayoutSize.width > 0 ? properties.reservedLayoutSize.width : 0
            let column = max(size.width, reserved)
            imageView.frame = CGRect(x: area.minX + (column - size.width) / 2, y: area.midY - size.height / 2, width: size.width, height: size.height)
            imageGuide?.assignedFrame = imageView.frame
            textMinX += column + configuration.imageToTextPadding
        }
        let width = max(0, area.maxX - textMinX)
        let labels = [shownTextLabel, shownSecondaryTextLabel].compactMap { $0 }
        let sizes = labels.map { Self.textSize(of: $0, within: width) }
        if configuration.prefersSideBySideTextAndSecondaryText, sizes.count == 2,
           sizes[0].width + configuration.textToSecondaryTextHorizontalPadding + sizes[1].width <= width {
            labels[0].frame = CGRect(x: textMinX, y: area.midY - sizes[0].height / 2, width: sizes[0].width, height: sizes[0].height)
            labels[1].frame = CGRect(x: area.maxX - sizes[1].width, y: area.midY - sizes[1].height / 2, width: sizes[1].width, height: sizes[1].height)
        } else {
            let padding = labels.count == 2 ? configuration.textToSecondaryTextVerticalPadding : 0
            var y = area.midY - (sizes.reduce(0) { $0 + $1.height } + padding) / 2
            for (label, size) in zip(labels, sizes) {
                label.frame = CGRect(x: textMinX, y: y, width: width, height: size.height)
                y += size.height + padding
            }
        }
        textGuide?.assignedFrame = shownTextLabel?.frame ?? .zero
        secondaryTextGuide?.assignedFrame = shownSecondaryTextLabel?.frame ?? .zero
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
