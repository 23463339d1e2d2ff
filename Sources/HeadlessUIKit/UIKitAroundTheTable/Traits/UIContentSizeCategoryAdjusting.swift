import Foundation

/// An object that can update its font when the user's text size changes: `UILabel` (and text
/// fields and text views).
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
    /// Whether the object updates its font to the text size of its traits. Only fonts from
    /// `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics.scaledFont(for:)` follow it.
    var adjustsFontForContentSizeCategory: Bool { get set }
}

/// Labels update fonts that follow the text size (`UILabel.adjustsFontForContentSizeCategory`).
extension UILabel: UIContentSizeCategoryAdjusting {}
