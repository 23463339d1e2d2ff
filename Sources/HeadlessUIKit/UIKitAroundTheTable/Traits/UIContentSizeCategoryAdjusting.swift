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

/// Text fields update fonts that follow the text size, as labels do.
extension UITextField: UIContentSizeCategoryAdjusting {}

/// Text views update fonts that follow the text size, as labels do.
extension UITextView: UIContentSizeCategoryAdjusting {}

/// A view showing text in a font that may follow the text size of its traits: labels, text
/// fields and text views share how they rescale it.
protocol TextSizeFollowingView: UIView, UIContentSizeCategoryAdjusting {
    /// The font the app set, `nil` while the view uses its default.
    var fontSetByApp: UIFont? { get set }
}

extension TextSizeFollowingView {
    /// With ``UIContentSizeCategoryAdjusting/adjustsFontForContentSizeCategory``, replaces a
    /// font from `preferredFont(forTextStyle:)` or `UIFontMetrics` with the same font at the
    /// text size of the view's traits.
    func adjustFontToContentSizeCategory() {
        guard adjustsFontForContentSizeCategory, let font = fontSetByApp,
              let adjusted = font.adjusted(to: UIFont.contentSizeCategory(for: traitCollection)),
              adjusted.pointSize != font.pointSize
        else { return }
        fontSetByApp = adjusted
        invalidateIntrinsicContentSize()
    }

    /// Rescales the font when the text size of the view's traits changed.
    func adjustFont(afterTraitsChangedFrom previous: UITraitCollection) {
        guard previous.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory else { return }
        adjustFontToContentSizeCategory()
    }
}
