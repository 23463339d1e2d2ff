import Foundation

extension UIListContentConfiguration {
    /// How a list content configuration shows its image.
    ///
    /// Headless: sizes start at zero and colors at `nil`; the system's values are not modelled.
    /// `preferredSymbolConfiguration`, the color transformers and `standardDimension` are not
    /// declared yet (see `REMAINING_UIKIT.md`).
    public struct ImageProperties: Hashable {
        /// The image's tint color; `nil` for the view's tint color.
        public var tintColor: UIColor?
        /// The corner radius of the image.
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is shown at; zero for no limit.
        public var maximumSize: CGSize = .zero
        /// The size reserved for the image, to align text across rows; zero for none.
        public var reservedLayoutSize: CGSize = .zero
        /// Whether the image ignores the Invert Colors accessibility setting.
        public var accessibilityIgnoresInvertColors = false
        /// The color of the stroke around the image; `nil` for none.
        public var strokeColor: UIColor?
        /// The width of the stroke around the image.
        public var strokeWidth: CGFloat = 0

        /// Properties with the headless defaults; only configurations create them, as in UIKit.
        init() {}

        /// The tint color the image is shown with.
        ///
        /// - Parameter tintColor: The view's tint color.
        /// - Returns: ``tintColor``, or `tintColor` when it is `nil`.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            self.tintColor ?? tintColor
        }

        /// The color the stroke is drawn with.
        ///
        /// - Parameter tintColor: The view's tint color.
        /// - Returns: ``strokeColor``, or `tintColor` when it is `nil`.
        public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
            strokeColor ?? tintColor
        }
    }
}
