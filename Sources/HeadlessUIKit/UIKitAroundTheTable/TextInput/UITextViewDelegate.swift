import Foundation

/// The object a text view asks whether to begin, change and end editing, and tells when it did;
/// it is also the text view's scroll-view delegate.
///
/// Every method is optional, as in UIKit: a requirement with a default implementation that
/// answers as UIKit does when the method is missing.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Asks whether editing may begin; `true` when not implemented.
    ///
    /// - Parameter textView: The text view about to begin editing.
    /// - Returns: `false` to keep it from becoming first responder.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool

    /// Asks whether editing may end; `true` when not implemented.
    ///
    /// - Parameter textView: The text view asked to resign first responder.
    /// - Returns: `false` to keep editing (a forced end, `endEditing(true)`, does not ask).
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool

    /// Tells the delegate editing began.
    ///
    /// - Parameter textView: The text view.
    func textViewDidBeginEditing(_ textView: UITextView)

    /// Tells the delegate editing ended.
    ///
    /// - Parameter textView: The text view.
    func textViewDidEndEditing(_ textView: UITextView)

    /// Asks whether the user's edit may replace a range of the text; `true` when not implemented.
    ///
    /// - Parameters:
    ///   - textView: The text view.
    ///   - range: The range replaced, in UTF-16 code units.
    ///   - text: The replacement (empty when deleting; `"\n"` for the Return key).
    /// - Returns: `false` to keep the text unchanged.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool

    /// Tells the delegate the user changed the text (not called for changes made in code).
    ///
    /// - Parameter textView: The text view.
    func textViewDidChange(_ textView: UITextView)

    /// Tells the delegate the selection changed (headless: after each accepted edit).
    ///
    /// - Parameter textView: The text view.
    func textViewDidChangeSelection(_ textView: UITextView)

    /// Asks whether the user's interaction with a link may go on (a tap opens the URL); when not
    /// implemented, the iOS 7 form below answers.
    ///
    /// - Parameters:
    ///   - textView: The text view.
    ///   - URL: The link's URL.
    ///   - characterRange: The link's range in the text, in UTF-16 code units.
    ///   - interaction: How the user interacts.
    /// - Returns: `false` to stop the interaction (the app handles the link itself).
    @available(iOS, introduced: 10.0, deprecated: 17.0, message: "Replaced by primaryActionFor and menuConfigurationFor, which take a UITextItem")
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction) -> Bool

    /// Asks whether the user's interaction with an attachment may go on; when not implemented,
    /// the iOS 7 form below answers.
    ///
    /// - Parameters:
    ///   - textView: The text view.
    ///   - textAttachment: The attachment.
    ///   - characterRange: The attachment's range in the text, in UTF-16 code units.
    ///   - interaction: How the user interacts.
    /// - Returns: `false` to stop the interaction.
    @available(iOS, introduced: 10.0, deprecated: 17.0, message: "Replaced by primaryActionFor and menuConfigurationFor, which take a UITextItem")
    func textView(_ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange, interaction: UITextItemInteraction) -> Bool

    /// Asks whether a tap on a link may open it (iOS 7); `true` when not implemented.
    ///
    /// - Parameters:
    ///   - textView: The text view.
    ///   - URL: The link's URL.
    ///   - characterRange: The link's range in the text, in UTF-16 code units.
    /// - Returns: `false` to keep the link from opening.
    @available(iOS, introduced: 7.0, deprecated: 10.0)
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool

    /// Asks whether a tap on an attachment may go on (iOS 7); `true` when not implemented.
    ///
    /// - Parameters:
    ///   - textView: The text view.
    ///   - textAttachment: The attachment.
    ///   - characterRange: The attachment's range in the text, in UTF-16 code units.
    /// - Returns: `false` to stop the interaction.
    @available(iOS, introduced: 7.0, deprecated: 10.0)
    func textView(_ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange) -> Bool
}

// Default implementations stand in for UIKit's unimplemented optional methods.
extension UITextViewDelegate {
    /// Not implemented: `true`.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Not implemented: `true`.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Not implemented: does nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Not implemented: does nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// Not implemented: `true`.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Not implemented: does nothing.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Not implemented: does nothing.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
    /// Not implemented: the iOS 7 form's answer, as UIKit falls back to it.
    @available(iOS, introduced: 10.0, deprecated: 17.0, message: "Replaced by primaryActionFor and menuConfigurationFor, which take a UITextItem")
    public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction) -> Bool {
        self.textView(textView, shouldInteractWith: URL, in: characterRange)
    }
    /// Not implemented: the iOS 7 form's answer, as UIKit falls back to it.
    @available(iOS, introduced: 10.0, deprecated: 17.0, message: "Replaced by primaryActionFor and menuConfigurationFor, which take a UITextItem")
    public func textView(_ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange, interaction: UITextItemInteraction) -> Bool {
        self.textView(textView, shouldInteractWith: textAttachment, in: characterRange)
    }
    /// Not implemented: `true`.
    @available(iOS, introduced: 7.0, deprecated: 10.0)
    public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool { true }
    /// Not implemented: `true`.
    @available(iOS, introduced: 7.0, deprecated: 10.0)
    public func textView(_ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange) -> Bool { true }
}
