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
}
