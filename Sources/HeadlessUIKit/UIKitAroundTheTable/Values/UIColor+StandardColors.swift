import Foundation

// Fixed colors, with the components UIKit's header documents for each.
extension UIColor {
    /// Opaque black (grayscale 0).
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// Opaque dark gray (grayscale 1/3).
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    /// Opaque light gray (grayscale 2/3).
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    /// Opaque white (grayscale 1).
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Opaque gray (grayscale 0.5).
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// Opaque red (1, 0, 0).
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Opaque green (0, 1, 0).
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Opaque blue (0, 0, 1).
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// Opaque cyan (0, 1, 1).
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// Opaque yellow (1, 1, 0).
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// Opaque magenta (1, 0, 1).
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// Opaque orange (1, 0.5, 0).
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// Opaque purple (0.5, 0, 0.5).
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// Opaque brown (0.6, 0.4, 0.2).
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// Fully transparent (grayscale 0, alpha 0).
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    /// White at 60% opacity, for text on dark backgrounds; not adaptive.
    public class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    /// Opaque black, for text on light backgrounds; not adaptive.
    public class var darkText: UIColor { UIColor(white: 0, alpha: 1) }
}

// System tint colors. Headless: the light-appearance components; `headlessSystemName` names them.
extension UIColor {
    /// The system red (255, 59, 48).
    public class var systemRed: UIColor { UIColor(systemName: "systemRed", red255: 255, green: 59, blue: 48) }
    /// The system orange (255, 149, 0).
    public class var systemOrange: UIColor { UIColor(systemName: "systemOrange", red255: 255, green: 149, blue: 0) }
    /// The system yellow (255, 204, 0).
    public class var systemYellow: UIColor { UIColor(systemName: "systemYellow", red255: 255, green: 204, blue: 0) }
    /// The system green (52, 199, 89).
    public class var systemGreen: UIColor { UIColor(systemName: "systemGreen", red255: 52, green: 199, blue: 89) }
    /// The system mint (0, 199, 190).
    public class var systemMint: UIColor { UIColor(systemName: "systemMint", red255: 0, green: 199, blue: 190) }
    /// The system teal (48, 176, 199).
    public class var systemTeal: UIColor { UIColor(systemName: "systemTeal", red255: 48, green: 176, blue: 199) }
    /// The system cyan (50, 173, 230).
    public class var systemCyan: UIColor { UIColor(systemName: "systemCyan", red255: 50, green: 173, blue: 230) }
    /// The system blue (0, 122, 255), the default tint.
    public class var systemBlue: UIColor { UIColor(systemName: "systemBlue", red255: 0, green: 122, blue: 255) }
    /// The system indigo (88, 86, 214).
    public class var systemIndigo: UIColor { UIColor(systemName: "systemIndigo", red255: 88, green: 86, blue: 214) }
    /// The system purple (175, 82, 222).
    public class var systemPurple: UIColor { UIColor(systemName: "systemPurple", red255: 175, green: 82, blue: 222) }
    /// The system pink (255, 45, 85).
    public class var systemPink: UIColor { UIColor(systemName: "systemPink", red255: 255, green: 45, blue: 85) }
    /// The system brown (162, 132, 94).
    public class var systemBrown: UIColor { UIColor(systemName: "systemBrown", red255: 162, green: 132, blue: 94) }
    /// The base system gray (142, 142, 147).
    public class var systemGray: UIColor { UIColor(systemName: "systemGray", red255: 142, green: 142, blue: 147) }
    /// The second-level system gray (174, 174, 178).
    public class var systemGray2: UIColor { UIColor(systemName: "systemGray2", red255: 174, green: 174, blue: 178) }
    /// The third-level system gray (199, 199, 204).
    public class var systemGray3: UIColor { UIColor(systemName: "systemGray3", red255: 199, green: 199, blue: 204) }
    /// The fourth-level system gray (209, 209, 214).
    public class var systemGray4: UIColor { UIColor(systemName: "systemGray4", red255: 209, green: 209, blue: 214) }
    /// The fifth-level system gray (229, 229, 234).
    public class var systemGray5: UIColor { UIColor(systemName: "systemGray5", red255: 229, green: 229, blue: 234) }
    /// The sixth-level system gray (242, 242, 247).
    public class var systemGray6: UIColor { UIColor(systemName: "systemGray6", red255: 242, green: 242, blue: 247) }
    /// The tint color of the view the color is used in. Headless: the default tint,
    /// ``systemBlue``'s components, named `"tintColor"`.
    public class var tintColor: UIColor { UIColor(systemName: "tintColor", red255: 0, green: 122, blue: 255) }
}

// UI element (semantic) colors. Headless: the light-appearance components.
extension UIColor {
    /// Primary text: opaque black.
    public class var label: UIColor { UIColor(systemName: "label", red255: 0, green: 0, blue: 0) }
    /// Secondary text: (60, 60, 67) at 60%.
    public class var secondaryLabel: UIColor { uiElement("secondaryLabel", 60, 60, 67, alpha: 0.6) }
    /// Tertiary text: (60, 60, 67) at 30%.
    public class var tertiaryLabel: UIColor { uiElement("tertiaryLabel", 60, 60, 67, alpha: 0.3) }
    /// Quaternary text: (60, 60, 67) at 18%.
    public class var quaternaryLabel: UIColor { uiElement("quaternaryLabel", 60, 60, 67, alpha: 0.18) }
    /// Links: (0, 122, 255).
    public class var link: UIColor { uiElement("link", 0, 122, 255) }
    /// Placeholder text: (60, 60, 67) at 30%.
    public class var placeholderText: UIColor { uiElement("placeholderText", 60, 60, 67, alpha: 0.3) }
    /// Thin separators that let the content below show: (60, 60, 67) at 29%.
    public class var separator: UIColor { uiElement("separator", 60, 60, 67, alpha: 0.29) }
    /// Opaque separators: (198, 198, 200).
    public class var opaqueSeparator: UIColor { uiElement("opaqueSeparator", 198, 198, 200) }
    /// The main background: white.
    public class var systemBackground: UIColor { uiElement("systemBackground", 255, 255, 255) }
    /// Content layered on the main background: (242, 242, 247).
    public class var secondarySystemBackground: UIColor { uiElement("secondarySystemBackground", 242, 242, 247) }
    /// Content layered on secondary backgrounds: white.
    public class var tertiarySystemBackground: UIColor { uiElement("tertiarySystemBackground", 255, 255, 255) }
    /// The background of grouped content: (242, 242, 247).
    public class var systemGroupedBackground: UIColor { uiElement("systemGroupedBackground", 242, 242, 247) }
    /// Content layered on grouped backgrounds: white.
    public class var secondarySystemGroupedBackground: UIColor {
        uiElement("secondarySystemGroupedBackground", 255, 255, 255)
    }
    /// Content layered on secondary grouped backgrounds: (242, 242, 247).
    public class var tertiarySystemGroupedBackground: UIColor {
        uiElement("tertiarySystemGroupedBackground", 242, 242, 247)
    }
    /// Fill for thin and small shapes: (120, 120, 128) at 20%.
    public class var systemFill: UIColor { uiElement("systemFill", 120, 120, 128, alpha: 0.2) }
    /// Fill for medium-size shapes: (120, 120, 128) at 16%.
    public class var secondarySystemFill: UIColor { uiElement("secondarySystemFill", 120, 120, 128, alpha: 0.16) }
    /// Fill for large shapes: (118, 118, 128) at 12%.
    public class var tertiarySystemFill: UIColor { uiElement("tertiarySystemFill", 118, 118, 128, alpha: 0.12) }
    /// Fill for large areas with complex content: (116, 116, 128) at 8%.
    public class var quaternarySystemFill: UIColor { uiElement("quaternarySystemFill", 116, 116, 128, alpha: 0.08) }

    private static func uiElement(_ name: String, _ red: Int, _ green: Int, _ blue: Int, alpha: CGFloat = 1) -> UIColor {
        UIColor(systemName: name, red255: red, green: green, blue: blue, alpha: alpha)
    }
}
