import Foundation

/// Whether double hyphens become dashes.
public enum UITextSmartDashesType: Int, Sendable {
    /// The keyboard's default for the text.
    case `default` = 0
    /// Hyphens stay.
    case no = 1
    /// Dashes.
    case yes = 2
}
