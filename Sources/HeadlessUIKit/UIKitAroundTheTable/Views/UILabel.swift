import Foundation

/// A view that shows read-only text. Headless: the text is stored, not rendered.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text the label shows.
    open var text: String?
    /// The styled text the label shows.
    @NSCopying open var attributedText: NSAttributedString?
    /// The color of the text.
    open var textColor: UIColor!
    /// The maximum number of lines; 0 means no limit.
    open var numberOfLines: Int = 1
    /// Whether the label draws its text enabled.
    open var isEnabled: Bool = true
}
