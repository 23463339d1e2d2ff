import Foundation

extension UIImage {
    /// How an image's stored pixels are turned to be shown upright.
    public enum Orientation: Int, Sendable {
        /// As stored.
        case up = 0
        /// Turned 180°.
        case down = 1
        /// Turned 90° counterclockwise.
        case left = 2
        /// Turned 90° clockwise.
        case right = 3
        /// Mirrored horizontally.
        case upMirrored = 4
        /// Mirrored vertically.
        case downMirrored = 5
        /// Mirrored horizontally, then turned 90° counterclockwise.
        case leftMirrored = 6
        /// Mirrored horizontally, then turned 90° clockwise.
        case rightMirrored = 7

        /// This orientation followed by a horizontal mirror of the upright image.
        var horizontallyFlipped: Orientation {
            switch self {
            case .up: .upMirrored
            case .upMirrored: .up
            case .down: .downMirrored
            case .downMirrored: .down
            case .left: .rightMirrored
            case .rightMirrored: .left
            case .right: .leftMirrored
            case .leftMirrored: .right
            }
        }
    }

    /// How a resizable image fills the area between its caps.
    public enum ResizingMode: Int, Sendable {
        /// Repeats the middle.
        case tile = 0
        /// Stretches the middle.
        case stretch = 1
    }

    /// How the image's pixels are turned to be shown upright: ``Orientation/up`` unless changed
    /// with ``withHorizontallyFlippedOrientation()`` (headless: Exif orientation is not read
    /// from data).
    public var imageOrientation: UIImage.Orientation { state.orientation }

    /// Pixels per point: 1, or the scale given to ``init(data:scale:)``.
    public var scale: CGFloat { state.scale }

    /// Whether the image is drawn mirrored in right-to-left layouts, as set by
    /// ``imageFlippedForRightToLeftLayoutDirection()``.
    public var flipsForRightToLeftLayoutDirection: Bool { state.flipsForRightToLeftLayoutDirection }


}
