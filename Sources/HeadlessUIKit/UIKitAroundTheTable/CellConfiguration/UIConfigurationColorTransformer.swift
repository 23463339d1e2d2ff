import Foundation

/// A function that turns a configuration's color into the color it is shown with, such as a
/// grayscale version for a disabled state.
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.textProperties.colorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
/// content.textProperties.resolvedColor()   // the text color at half opacity
/// ```
///
/// Headless: configurations compare transformers by identity: two configurations are equal when
/// they hold the same transformer value (a copy of it), not two transformers that happen to
/// compute the same colors.
public struct UIConfigurationColorTransformer: ConfigurationTransformer {
    /// The function that transforms a color.
    public let transform: (UIColor) -> UIColor
    /// What makes this transformer (and its copies) the same one for configurations' equality.
    let identity: TransformerIdentity

    /// Creates a transformer from a function.
    ///
    /// - Parameter transform: The function that transforms a color.
    public init(_ transform: @escaping (UIColor) -> UIColor) {
        self.transform = transform
        identity = TransformerIdentity()
    }

    /// Transforms a color.
    ///
    /// - Parameter input: The color to transform.
    /// - Returns: The transformed color.
    public func callAsFunction(_ input: UIColor) -> UIColor {
        transform(input)
    }

    /// A transformer that returns a grayscale version of the color.
    ///
    /// Headless: the gray has the color's Rec. 601 luma (0.299 red + 0.587 green + 0.114 blue)
    /// and its opacity; UIKit does not document its formula.
    // `nonisolated(unsafe)`: an immutable value whose function only reads its argument.
    nonisolated(unsafe) public static let grayscale = UIConfigurationColorTransformer { color in
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return UIColor(white: 0.299 * red + 0.587 * green + 0.114 * blue, alpha: alpha)
    }

    /// A transformer that returns the system accent color where the platform has one, and the
    /// color itself otherwise.
    ///
    /// iOS has no system accent color, so this returns the color unchanged, as it does headlessly.
    nonisolated(unsafe) public static let preferredTint = UIConfigurationColorTransformer { $0 }

    /// A transformer that returns the color with a monochrome tint, to deemphasize a tinted item
    /// whatever the system accent color.
    ///
    /// Headless: the same gray as ``grayscale``; UIKit does not document the tint it applies.
    nonisolated(unsafe) public static let monochromeTint = UIConfigurationColorTransformer(grayscale.transform)
}
