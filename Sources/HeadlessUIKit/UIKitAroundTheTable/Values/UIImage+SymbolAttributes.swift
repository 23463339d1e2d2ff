import Foundation

extension UIImage {
    /// The size of a symbol relative to the text next to it, with iOS's raw values.
    public enum SymbolScale: Int, Sendable {
        /// The system's default scale for the context.
        case `default` = -1
        /// No scale.
        case unspecified = 0
        /// Smaller than the text.
        case small = 1
        /// Matching the text.
        case medium = 2
        /// Larger than the text.
        case large = 3
    }

    /// The stroke weight of a symbol, with iOS's raw values.
    public enum SymbolWeight: Int, Sendable {
        /// No weight.
        case unspecified = 0
        /// Ultralight.
        case ultraLight = 1
        /// Thin.
        case thin = 2
        /// Light.
        case light = 3
        /// Regular.
        case regular = 4
        /// Medium.
        case medium = 5
        /// Semibold.
        case semibold = 6
        /// Bold.
        case bold = 7
        /// Heavy.
        case heavy = 8
        /// Black.
        case black = 9
    }
}

extension UIImage.SymbolWeight {
    private static let fontWeights: [UIFont.Weight] = [
        .regular, .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
    ]

    /// The font weight of the same name; `.regular` for `.unspecified`.
    ///
    /// - Returns: The font weight.
    public func fontWeight() -> UIFont.Weight {
        Self.fontWeights[rawValue]
    }
}

extension UIFont.Weight {
    /// The symbol weight of the same name; the nearest one for weights between UIKit's.
    ///
    /// - Returns: The symbol weight.
    public func symbolWeight() -> UIImage.SymbolWeight {
        let candidates: [UIImage.SymbolWeight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        return candidates.min { abs($0.fontWeight().rawValue - rawValue) < abs($1.fontWeight().rawValue - rawValue) } ?? .regular
    }
}
