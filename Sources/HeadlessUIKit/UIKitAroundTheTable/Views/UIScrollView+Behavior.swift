import Foundation

extension UIScrollView {
    /// When a scroll view shows its table index (tvOS).
    public enum IndexDisplayMode: Int, Sendable {
        /// As the system decides.
        case automatic = 0
        /// Never.
        case alwaysHidden = 1
    }

    /// How dragging the content dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
        /// Dragging does not dismiss the keyboard.
        case none = 0
        /// The keyboard is dismissed when a drag begins.
        case onDrag = 1
        /// The keyboard follows the drag and can be pushed down.
        case interactive = 2
        /// As `onDrag`, including the input accessory view.
        case onDragWithAccessory = 3
        /// As `interactive`, including the input accessory view.
        case interactiveWithAccessory = 4
    }

    /// The style of the scroll indicators.
    public enum IndicatorStyle: Int, Sendable {
        /// Adapts to the appearance.
        case `default` = 0
        /// Dark, for light backgrounds.
        case black = 1
        /// Light, for dark backgrounds.
        case white = 2
    }

    /// How quickly scrolling decelerates: the fraction of velocity kept per millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction of velocity kept per millisecond.
        public let rawValue: CGFloat

        /// Creates a rate.
        ///
        /// - Parameter rawValue: The fraction of velocity kept per millisecond.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// The standard rate.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quick stop.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
