import Foundation

/// Everything a headless ``UIImage`` stands for: where it came from and how UIKit would draw it.
///
/// Images are immutable; a variant such as ``UIImage/withRenderingMode(_:)`` copies the state
/// with one thing changed.
struct HeadlessImageState: Equatable, @unchecked Sendable {
    // `@unchecked Sendable`: `Bundle`, `UIColor` and `UIImage.Configuration` are immutable here.
    /// The asset or symbol name.
    var name: String?
    /// The bundle a named image was looked up in.
    var bundle: Bundle?
    /// The bytes an image was created from with `init(data:)`.
    var data: Data?
    /// The format `data` was read as.
    var format: HeadlessImageFormat?
    /// The size in pixels as stored, before orientation.
    var pixelSize: CGSize = .zero
    /// Pixels per point.
    var scale: CGFloat = 1
    /// How the stored pixels are turned to be drawn upright.
    var orientation: UIImage.Orientation = .up
    /// Whether the image is an SF Symbol.
    var isSymbolImage = false
    /// The rendering mode.
    var renderingMode: UIImage.RenderingMode = .automatic
    /// The tint given with `withTintColor`.
    var tintColor: UIColor?
    /// The configuration.
    var configuration: UIImage.Configuration?
    /// The end caps of a resizable image.
    var capInsets: UIEdgeInsets = .zero
    /// How a resizable image fills its middle.
    var resizingMode: UIImage.ResizingMode = .tile
    /// The insets from the image's edges to its alignment rectangle.
    var alignmentRectInsets: UIEdgeInsets = .zero
    /// Whether the image is drawn mirrored in right-to-left layouts.
    var flipsForRightToLeftLayoutDirection = false
    /// What was drawn to make the image, for an image an image renderer or an image context made.
    var drawing: [HeadlessDrawingStep] = []
    /// The view hierarchy the image shows, for the image a view's snapshot drew.
    var viewPicture: HeadlessViewPicture?
    /// Whether the image has no alpha channel (an opaque image renderer's).
    var isOpaque = false
    /// The frames of an animated image, in order.
    var frames: [UIImage]?
    /// How long one cycle of an animated image's frames lasts, in seconds.
    var duration: TimeInterval = 0

    /// The state of an image with nothing set: the empty image.
    init() {}

    /// The state of an image standing for a named asset or SF Symbol.
    init(name: String, bundle: Bundle?, isSymbolImage: Bool, configuration: UIImage.Configuration? = nil) {
        self.name = name
        self.bundle = bundle
        self.isSymbolImage = isSymbolImage
        self.configuration = configuration
    }

    /// The state of an image read from the bytes of an image file, or `nil` when the bytes are
    /// not a format whose size HeadlessUIKit reads.
    init?(data: Data, scale: CGFloat) {
        guard let (format, pixelSize) = HeadlessImageFormat.pixelSize(of: data) else { return nil }
        self.data = data
        self.format = format
        self.pixelSize = pixelSize
        self.scale = scale
    }

    /// Whether two images with this state are equal by value: named and data images are; empty
    /// images are equal only to themselves.
    var hasIdentity: Bool { name != nil || data != nil }

    /// The size in points, as UIKit reports it: pixels over scale, width and height swapped for
    /// the quarter-turn orientations.
    var size: CGSize {
        let points = CGSize(width: pixelSize.width / scale, height: pixelSize.height / scale)
        switch orientation {
        case .left, .right, .leftMirrored, .rightMirrored:
            return CGSize(width: points.height, height: points.width)
        case .up, .down, .upMirrored, .downMirrored:
            return points
        }
    }
}
