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

// System tint colors, with their light and dark appearances (HIG values; see
// `REMAINING_UIKIT.md` for what is verified).
extension UIColor {
    /// The system red: (255, 59, 48), dark (255, 69, 58).
    public class var systemRed: UIColor { system("systemRed", (255, 59, 48), dark: (255, 69, 58)) }
    /// The system orange: (255, 149, 0), dark (255, 159, 10).
    public class var systemOrange: UIColor { system("systemOrange", (255, 149, 0), dark: (255, 159, 10)) }
    /// The system yellow: (255, 204, 0), dark (255, 214, 10).
    public class var systemYellow: UIColor { system("systemYellow", (255, 204, 0), dark: (255, 214, 10)) }
    /// The system green: (52, 199, 89), dark (48, 209, 88).
    public class var systemGreen: UIColor { system("systemGreen", (52, 199, 89), dark: (48, 209, 88)) }
    /// The system mint: (0, 199, 190), dark (99, 230, 226).
    public class var systemMint: UIColor { system("systemMint", (0, 199, 190), dark: (99, 230, 226)) }
    /// The system teal: (48, 176, 199), dark (64, 200, 224).
    public class var systemTeal: UIColor { system("systemTeal", (48, 176, 199), dark: (64, 200, 224)) }
    /// The system cyan: (50, 173, 230), dark (100, 210, 255).
    public class var systemCyan: UIColor { system("systemCyan", (50, 173, 230), dark: (100, 210, 255)) }
    /// The system blue, the default tint: (0, 122, 255), dark (10, 132, 255).
    public class var systemBlue: UIColor { system("systemBlue", (0, 122, 255), dark: (10, 132, 255)) }
    /// The system indigo: (88, 86, 214), dark (94, 92, 230).
    public class var systemIndigo: UIColor { system("systemIndigo", (88, 86, 214), dark: (94, 92, 230)) }
    /// The system purple: (175, 82, 222), dark (191, 90, 242).
    public class var systemPurple: UIColor { system("systemPurple", (175, 82, 222), dark: (191, 90, 242)) }
    /// The system pink: (255, 45, 85), dark (255, 55, 95).
    public class var systemPink: UIColor { system("systemPink", (255, 45, 85), dark: (255, 55, 95)) }
    /// The system brown: (162, 132, 94), dark (172, 142, 104).
    public class var systemBrown: UIColor { system("systemBrown", (162, 132, 94), dark: (172, 142, 104)) }
    /// The base system gray: (142, 142, 147) in both appearances.
    public class var systemGray: UIColor { system("systemGray", (142, 142, 147), dark: (142, 142, 147)) }
    /// The second-level system gray: (174, 174, 178), dark (99, 99, 102).
    public class var systemGray2: UIColor { system("systemGray2", (174, 174, 178), dark: (99, 99, 102)) }
    /// The third-level system gray: (199, 199, 204), dark (72, 72, 74).
    public class var systemGray3: UIColor { system("systemGray3", (199, 199, 204), dark: (72, 72, 74)) }
    /// The fourth-level system gray: (209, 209, 214), dark (58, 58, 60).
    public class var systemGray4: UIColor { system("systemGray4", (209, 209, 214), dark: (58, 58, 60)) }
    /// The fifth-level system gray: (229, 229, 234), dark (44, 44, 46).
    public class var systemGray5: UIColor { system("systemGray5", (229, 229, 234), dark: (44, 44, 46)) }
    /// The sixth-level system gray: (242, 242, 247), dark (28, 28, 30).
    public class var systemGray6: UIColor { system("systemGray6", (242, 242, 247), dark: (28, 28, 30)) }
    /// The tint color of the view the color is used in. Headless: the default tint,
    /// ``systemBlue``'s components, named `"tintColor"`.
    public class var tintColor: UIColor { system("tintColor", (0, 122, 255), dark: (10, 132, 255)) }
}

// UI element (semantic) colors, with their light and dark appearances (the dark ones of the
// base interface level).
extension UIColor {
    /// Primary text: black, dark white.
    public class var label: UIColor { system("label", (0, 0, 0), dark: (255, 255, 255)) }
    /// Secondary text: (60, 60, 67) at 60%, dark (235, 235, 245) at 60%.
    public class var secondaryLabel: UIColor {
        system("secondaryLabel", (60, 60, 67), alpha: 0.6, dark: (235, 235, 245), darkAlpha: 0.6)
    }
    /// Tertiary text: (60, 60, 67) at 30%, dark (235, 235, 245) at 30%.
    public class var tertiaryLabel: UIColor {
        system("tertiaryLabel", (60, 60, 67), alpha: 0.3, dark: (235, 235, 245), darkAlpha: 0.3)
    }
    /// Quaternary text: (60, 60, 67) at 18%, dark (235, 235, 245) at 18%.
    public class var quaternaryLabel: UIColor {
        system("quaternaryLabel", (60, 60, 67), alpha: 0.18, dark: (235, 235, 245), darkAlpha: 0.18)
    }
    /// Links: (0, 122, 255), dark (9, 132, 255).
    public class var link: UIColor { system("link", (0, 122, 255), dark: (9, 132, 255)) }
    /// Placeholder text: (60, 60, 67) at 30%, dark (235, 235, 245) at 30%.
    public class var placeholderText: UIColor {
        system("placeholderText", (60, 60, 67), alpha: 0.3, dark: (235, 235, 245), darkAlpha: 0.3)
    }
    /// Thin separators that let the content below show: (60, 60, 67) at 29%, dark (84, 84, 88)
    /// at 60%.
    public class var separator: UIColor {
        system("separator", (60, 60, 67), alpha: 0.29, dark: (84, 84, 88), darkAlpha: 0.6)
    }
    /// Opaque separators: (198, 198, 200), dark (56, 56, 58).
    public class var opaqueSeparator: UIColor { system("opaqueSeparator", (198, 198, 200), dark: (56, 56, 58)) }
    /// The main background: white, dark black.
    public class var systemBackground: UIColor { system("systemBackground", (255, 255, 255), dark: (0, 0, 0)) }
    /// Content layered on the main background: (242, 242, 247), dark (28, 28, 30).
    public class var secondarySystemBackground: UIColor {
        system("secondarySystemBackground", (242, 242, 247), dark: (28, 28, 30))
    }
    /// Content layered on secondary backgrounds: white, dark (44, 44, 46).
    public class var tertiarySystemBackground: UIColor {
        system("tertiarySystemBackground", (255, 255, 255), dark: (44, 44, 46))
    }
    /// The background of grouped content: (242, 242, 247), dark black.
    public class var systemGroupedBackground: UIColor {
        system("systemGroupedBackground", (242, 242, 247), dark: (0, 0, 0))
    }
    /// The background of grouped tables before iOS 13: ``systemGroupedBackground``.
    @available(iOS, introduced: 2.0, deprecated: 13.0)
    public class var groupTableViewBackground: UIColor { systemGroupedBackground }
    /// Content layered on grouped backgrounds: white, dark (28, 28, 30).
    public class var secondarySystemGroupedBackground: UIColor {
        system("secondarySystemGroupedBackground", (255, 255, 255), dark: (28, 28, 30))
    }
    /// Content layered on secondary grouped backgrounds: (242, 242, 247), dark (44, 44, 46).
    public class var tertiarySystemGroupedBackground: UIColor {
        system("tertiarySystemGroupedBackground", (242, 242, 247), dark: (44, 44, 46))
    }
    /// Fill for thin and small shapes: (120, 120, 128) at 20%, dark at 36%.
    public class var systemFill: UIColor {
        system("systemFill", (120, 120, 128), alpha: 0.2, dark: (120, 120, 128), darkAlpha: 0.36)
    }
    /// Fill for medium-size shapes: (120, 120, 128) at 16%, dark at 32%.
    public class var secondarySystemFill: UIColor {
        system("secondarySystemFill", (120, 120, 128), alpha: 0.16, dark: (120, 120, 128), darkAlpha: 0.32)
    }
    /// Fill for large shapes: (118, 118, 128) at 12%, dark at 24%.
    public class var tertiarySystemFill: UIColor {
        system("tertiarySystemFill", (118, 118, 128), alpha: 0.12, dark: (118, 118, 128), darkAlpha: 0.24)
    }
    /// Fill for large areas with complex content: (116, 116, 128) at 8%, dark (118, 118, 128) at
    /// 18%.
    public class var quaternarySystemFill: UIColor {
        system("quaternarySystemFill", (116, 116, 128), alpha: 0.08, dark: (118, 118, 128), darkAlpha: 0.18)
    }

    /// A system color from 8-bit light and dark components.
    private static func system(
        _ name: String,
        _ light: (Int, Int, Int),
        alpha: CGFloat = 1,
        dark: (Int, Int, Int),
        darkAlpha: CGFloat = 1
    ) -> UIColor {
        UIColor(
            systemName: name,
            light: Components(red255: light.0, light.1, light.2, alpha: alpha),
            dark: Components(red255: dark.0, dark.1, dark.2, alpha: darkAlpha)
        )
    }
}
