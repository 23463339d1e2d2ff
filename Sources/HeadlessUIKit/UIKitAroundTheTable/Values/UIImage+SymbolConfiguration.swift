import Foundation

extension UIImage {
    /// The attributes of an SF Symbol image: point size or text style, weight, scale and
    /// colors.
    ///
    /// UIKit exposes none of them as properties; HeadlessUIKit reads them back with
    /// ``headlessPointSize``, ``headlessWeight``, ``headlessScale``, ``headlessTextStyle``,
    /// ``headlessHierarchicalColor``, ``headlessPaletteColors`` and ``headlessPrefersMulticolor``.
    /// Configurations compare with `==`/``isEqual(to:)`` by every attribute.
    open class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
        /// The point size; 0 when unspecified (HeadlessUIKit-only).
        public let headlessPointSize: CGFloat
        /// The weight (HeadlessUIKit-only).
        public let headlessWeight: UIImage.SymbolWeight
        /// The scale (HeadlessUIKit-only).
        public let headlessScale: UIImage.SymbolScale
        /// The text style whose size the symbol follows, if any (HeadlessUIKit-only).
        public let headlessTextStyle: UIFont.TextStyle?
        /// The color of a hierarchical rendering, if any (HeadlessUIKit-only).
        public let headlessHierarchicalColor: UIColor?
        /// The colors of a palette rendering, if any (HeadlessUIKit-only).
        public let headlessPaletteColors: [UIColor]?
        /// Whether the symbol prefers its multicolor variant (HeadlessUIKit-only).
        public let headlessPrefersMulticolor: Bool

        /// The attributes, for copying and merging.
        struct Attributes: Hashable {
            var pointSize: CGFloat = 0
            var weight: UIImage.SymbolWeight = .unspecified
            var scale: UIImage.SymbolScale = .unspecified
            var textStyle: UIFont.TextStyle?
            var hierarchicalColor: UIColor?
            var paletteColors: [UIColor]?
            var prefersMulticolor = false

            /// These attributes with the ones `other` specifies taken from it.
            func overridden(by other: Attributes) -> Attributes {
                var merged = self
                if other.pointSize != 0 { merged.pointSize = other.pointSize }
                if other.weight != .unspecified { merged.weight = other.weight }
                if other.scale != .unspecified { merged.scale = other.scale }
                if other.textStyle != nil { merged.textStyle = other.textStyle }
                if other.hierarchicalColor != nil || other.paletteColors != nil || other.prefersMulticolor {
                    merged.hierarchicalColor = other.hierarchicalColor
                    merged.paletteColors = other.paletteColors
                    merged.prefersMulticolor = other.prefersMulticolor
                }
                return merged
            }
        }

        var attributes: Attributes {
            Attributes(
                pointSize: headlessPointSize,
                weight: headlessWeight,
                scale: headlessScale,
                textStyle: headlessTextStyle,
                hierarchicalColor: headlessHierarchicalColor,
                paletteColors: headlessPaletteColors,
                prefersMulticolor: headlessPrefersMulticolor
            )
        }

        init(attributes: Attributes, traitCollection: UITraitCollection?) {
            headlessPointSize = attributes.pointSize
            headlessWeight = attributes.weight
            headlessScale = attributes.scale
            headlessTextStyle = attributes.textStyle
            headlessHierarchicalColor = attributes.hierarchicalColor
            headlessPaletteColors = attributes.paletteColors
            headlessPrefersMulticolor = attributes.prefersMulticolor
            super.init(traitCollection: traitCollection)
        }

        private convenience init(_ configure: (inout Attributes) -> Void) {
            var attributes = Attributes()
            configure(&attributes)
            self.init(attributes: attributes, traitCollection: nil)
        }

        /// A configuration with no attribute specified.
        open class var unspecified: UIImage.SymbolConfiguration { SymbolConfiguration { _ in } }

        /// Creates a configuration with a scale.
        ///
        /// - Parameter scale: The scale.
        public convenience init(scale: UIImage.SymbolScale) {
            self.init { $0.scale = scale }
        }

        /// Creates a configuration with a point size.
        ///
        /// - Parameter pointSize: The size in points.
        public convenience init(pointSize: CGFloat) {
            self.init { $0.pointSize = pointSize }
        }

        /// Creates a configuration with a weight.
        ///
        /// - Parameter weight: The weight.
        public convenience init(weight: UIImage.SymbolWeight) {
            self.init { $0.weight = weight }
        }

        /// Creates a configuration with a point size and a weight.
        ///
        /// - Parameters:
        ///   - pointSize: The size in points.
        ///   - weight: The weight.
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
            self.init { $0.pointSize = pointSize; $0.weight = weight }
        }

        /// Creates a configuration with a point size, a weight and a scale.
        ///
        /// - Parameters:
        ///   - pointSize: The size in points.
        ///   - weight: The weight.
        ///   - scale: The scale.
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {
            self.init { $0.pointSize = pointSize; $0.weight = weight; $0.scale = scale }
        }

        /// Creates a configuration that sizes the symbol like a text style.
        ///
        /// - Parameter textStyle: The text style.
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init { $0.textStyle = textStyle }
        }

        /// Creates a configuration that sizes the symbol like a text style, at a scale.
        ///
        /// - Parameters:
        ///   - textStyle: The text style.
        ///   - scale: The scale.
        public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
            self.init { $0.textStyle = textStyle; $0.scale = scale }
        }

        /// Creates a configuration matching a font: its point size and weight.
        ///
        /// - Parameter font: The font.
        public convenience init(font: UIFont) {
            self.init { $0.pointSize = font.pointSize; $0.weight = font.headlessWeight.symbolWeight() }
        }

        /// Creates a configuration matching a font, at a scale.
        ///
        /// - Parameters:
        ///   - font: The font.
        ///   - scale: The scale.
        public convenience init(font: UIFont, scale: UIImage.SymbolScale) {
            self.init { $0.pointSize = font.pointSize; $0.weight = font.headlessWeight.symbolWeight(); $0.scale = scale }
        }

        /// Creates a configuration that renders the symbol's layers in shades of one color.
        ///
        /// - Parameter hierarchicalColor: The color.
        public convenience init(hierarchicalColor: UIColor) {
            self.init { $0.hierarchicalColor = hierarchicalColor }
        }

        /// Creates a configuration that renders the symbol's layers in the given colors.
        ///
        /// - Parameter paletteColors: The colors, one per layer.
        public convenience init(paletteColors: [UIColor]) {
            self.init { $0.paletteColors = paletteColors }
        }

        /// A configuration that prefers the symbol's multicolor variant.
        ///
        /// - Returns: The configuration.
        open class func preferringMulticolor() -> Self {
            SymbolConfiguration { $0.prefersMulticolor = true } as! Self
        }

        /// This configuration without its text style.
        ///
        /// - Returns: The copy.
        open func configurationWithoutTextStyle() -> Self { changing { $0.textStyle = nil } }
        /// This configuration without its scale.
        ///
        /// - Returns: The copy.
        open func configurationWithoutScale() -> Self { changing { $0.scale = .unspecified } }
        /// This configuration without its weight.
        ///
        /// - Returns: The copy.
        open func configurationWithoutWeight() -> Self { changing { $0.weight = .unspecified } }
        /// This configuration without its point size and weight.
        ///
        /// - Returns: The copy.
        open func configurationWithoutPointSizeAndWeight() -> Self {
            changing { $0.pointSize = 0; $0.weight = .unspecified }
        }

        /// Whether another configuration has the same traits and attributes.
        ///
        /// - Parameter otherConfiguration: The configuration; `nil` gives `false`.
        /// - Returns: `true` when equal.
        open func isEqual(to otherConfiguration: UIImage.SymbolConfiguration?) -> Bool {
            isEqual(otherConfiguration as Any?)
        }

        private func changing(_ change: (inout Attributes) -> Void) -> Self {
            var changed = attributes
            change(&changed)
            // `SymbolConfiguration` is the only type created here; apps do not subclass it.
            return SymbolConfiguration(attributes: changed, traitCollection: traitCollection) as! Self
        }

        override func copy(traitCollection: UITraitCollection?) -> UIImage.Configuration {
            SymbolConfiguration(attributes: attributes, traitCollection: traitCollection)
        }

        override func merged(with other: UIImage.Configuration?) -> UIImage.Configuration {
            let otherAttributes = (other as? SymbolConfiguration)?.attributes ?? Attributes()
            return SymbolConfiguration(
                attributes: attributes.overridden(by: otherAttributes),
                traitCollection: mergedTraitCollection(with: other)
            )
        }

        /// Whether `object` is a symbol configuration with the same traits and attributes.
        ///
        /// - Parameter object: The object to compare with.
        /// - Returns: `true` when equal.
        open override func isEqual(_ object: Any?) -> Bool {
            guard super.isEqual(object), let other = object as? SymbolConfiguration else { return false }
            return attributes == other.attributes
        }

        /// A hash consistent with ``isEqual(_:)``.
        open override var hash: Int {
            var hasher = Hasher()
            hasher.combine(super.hash)
            hasher.combine(attributes)
            return hasher.finalize()
        }
    }
}
