import Foundation

/// The format of an image renderer's images: their scale, whether they are opaque, and their
/// color range.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// Pixels per point of the images. Headless: the main screen's, 3, until set.
    open var scale: CGFloat = UIScreen.headlessScale
    /// Whether the images are opaque (no alpha channel). `false` until set.
    open var opaque = false
    /// Whether the images may use extended color values.
    @available(iOS, introduced: 10.0, deprecated: 12.0, message: "Use the preferredRange property instead")
    open var prefersExtendedRange: Bool {
        get { preferredRange == .extended }
        set { preferredRange = newValue ? .extended : .standard }
    }
    /// The color range of the images. Headless: stored; `.automatic` until set.
    open var preferredRange: Range = .automatic

    /// Creates a format with the main screen's scale, transparent.
    public required init() {
        super.init()
    }

    /// A format for the display a trait collection describes: its display scale when it has
    /// one, the main screen's otherwise.
    ///
    /// - Parameter traitCollection: The traits.
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }

    override func copyAttributes(of format: UIGraphicsRendererFormat) {
        super.copyAttributes(of: format)
        guard let format = format as? UIGraphicsImageRendererFormat else { return }
        scale = format.scale
        opaque = format.opaque
        preferredRange = format.preferredRange
    }
}

extension UIGraphicsImageRendererFormat {
    /// The color range of an image renderer's images, with UIKit's raw values.
    public enum Range: Int, Sendable {
        /// No preference.
        case unspecified = -1
        /// The range the device's display supports.
        case automatic = 0
        /// Extended range (wide color).
        case extended = 1
        /// Standard range (sRGB).
        case standard = 2
    }
}
