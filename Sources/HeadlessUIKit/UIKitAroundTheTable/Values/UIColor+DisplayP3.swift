import Foundation

extension UIColor.Components {
    /// The extended sRGB components of a Display P3 color: both spaces share the sRGB transfer
    /// curve, so the components are linearized, mapped by the P3-to-sRGB matrix (both D65), and
    /// encoded again, keeping the sign of values outside 0…1.
    init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let (r, g, b) = (Self.linear(red), Self.linear(green), Self.linear(blue))
        self.init(
            red: Self.encoded(1.224_940_2 * r - 0.224_940_2 * g),
            green: Self.encoded(-0.042_056_9 * r + 1.042_056_9 * g),
            blue: Self.encoded(-0.019_637_6 * r - 0.078_636_0 * g + 1.098_273_6 * b),
            alpha: alpha
        )
    }

    /// The sRGB transfer curve undone, mirrored for negative values.
    private static func linear(_ value: CGFloat) -> CGFloat {
        let magnitude = abs(value)
        let result = magnitude <= 0.040_45 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -result : result
    }

    /// The sRGB transfer curve, mirrored for negative values.
    private static func encoded(_ value: CGFloat) -> CGFloat {
        let magnitude = abs(value)
        let result = magnitude <= 0.003_130_8 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -result : result
    }
}
