import Foundation

extension UIListContentConfiguration {
    /// How a list content configuration shows its image.
    ///
    /// Headless: sizes start at zero and colors at `nil`; the system's values are not modelled.
    public struct ImageProperties: Hashable {
        /// The value to give a dimension of ``reservedLayoutSize`` to reserve the system's
        /// standard size for a symbol image in it, even when the image is not a symbol.
        ///
        /// Headless: a sentinel (`-CGFloat.greatestFiniteMagnitude`) to compare with; UIKit does
        /// not document its value, and HeadlessUIKit has no standard symbol size, so a list
        /// content view reserves no space for it.
        public static let standardDimension: CGFloat = -.greatestFiniteMagnitude

        /// The image's tint color; `nil` for the view's tint color.
        public var tintColor: UIColor?
        private var storedTintColorTransformer = StoredColorTransformer()
        /// The symbol attributes symbol images are shown with, on top of the image's own; `nil`
        /// for none. Headless: stored; the list content view's image view does not receive it.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// The corner radius of the image.
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is shown at; zero for no limit.
        public var maximumSize: CGSize = .zero
        /// The size reserved for the image, to align text across rows; zero for none, or
        /// ``standardDimension`` for the system's standard size in a dimension.
        public var reservedLayoutSize: CGSize = .zero
        /// Whether the image ignores the Invert Colors accessibility setting.
        public var accessibilityIgnoresInvertColors = false
        /// The color of the stroke around the image; `nil` for the view's tint color.
        public var strokeColor: UIColor?
        private var storedStrokeColorTransformer = StoredColorTransformer()
        /// The width of the stroke around the image.
        public var strokeWidth: CGFloat = 0

        /// Properties with the headless defaults; only configurations create them, as in UIKit.
        init() {}

        /// A function applied to the tint color to get the color the image is tinted with; `nil`
        /// uses the tint color as it is.
        public var tintColorTransformer: UIConfigurationColorTransformer? {
            get { storedTintColorTransformer.transformer }
            set { storedTintColorTransformer = StoredColorTransformer(newValue) }
        }

        /// A function applied to the stroke color to get the color the stroke is drawn with;
        /// `nil` uses the stroke color as it is.
        public var strokeColorTransformer: UIConfigurationColorTransformer? {
            get { storedStrokeColorTransformer.transformer }
            set { storedStrokeColorTransformer = StoredColorTransformer(newValue) }
        }

        /// The tint color the image is shown with.
        ///
        /// - Parameter tintColor: The view's tint color.
        /// - Returns: ``tintColor`` (or `tintColor` when it is `nil`) through
        ///   ``tintColorTransformer``.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            storedTintColorTransformer.apply(to: self.tintColor ?? tintColor)
        }

        /// The color the stroke is drawn with.
        ///
        /// - Parameter tintColor: The view's tint color.
        /// - Returns: ``strokeColor`` (or `tintColor` when it is `nil`) through
        ///   ``strokeColorTransformer``.
        public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
            storedStrokeColorTransformer.apply(to: strokeColor ?? tintColor)
        }
    }
}
