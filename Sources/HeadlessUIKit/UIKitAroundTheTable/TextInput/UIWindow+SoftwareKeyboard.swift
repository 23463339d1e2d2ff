import Foundation

// The software keyboard, which HeadlessUIKit never shows by itself: a test shows and hides it, and
// the window moves its views' keyboard layout guides.
extension UIWindow {
    /// The height ``simulateKeyboardShow(height:)`` gives the keyboard unless told otherwise:
    /// about an iPhone's portrait keyboard with its suggestion bar (UIKit documents none)
    /// (HeadlessUIKit-only).
    public static let headlessDefaultKeyboardHeight: CGFloat = 336

    /// The frame of the simulated keyboard in the window while it shows; `nil` while it is
    /// hidden (HeadlessUIKit-only).
    public var headlessKeyboardFrame: CGRect? { shownKeyboardFrame }

    /// Shows the software keyboard along the bottom of the window, as a device does when a text
    /// field becomes first responder (HeadlessUIKit-only; making a field first responder shows
    /// none headlessly): every `keyboardLayoutGuide` in the window moves to the keyboard's top,
    /// and the window lays out. Showing it again with another height moves it.
    ///
    /// No keyboard notification is posted: posting them on the main actor would hang every
    /// observer a screen (of this test or an earlier one) added with `queue: .main` on Linux. A
    /// test of code that observes them posts them itself, as the article on testing on Linux
    /// shows.
    ///
    /// - Parameter height: The keyboard's height.
    public func simulateKeyboardShow(height: CGFloat = UIWindow.headlessDefaultKeyboardHeight) {
        shownKeyboardFrame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        layOutKeyboardGuides()
    }

    /// Hides the software keyboard shown with ``simulateKeyboardShow(height:)``: the keyboard
    /// layout guides go back to the bottom, and the window lays out (HeadlessUIKit-only).
    public func simulateKeyboardHide() {
        shownKeyboardFrame = nil
        layOutKeyboardGuides()
    }

    /// Lays out again the views whose keyboard guides follow the keyboard.
    private func layOutKeyboardGuides() {
        setKeyboardGuideOwnersNeedLayout(self)
        layoutIfNeeded()
    }

    /// Marks `view` and its descendants that own a keyboard layout guide as needing layout.
    private func setKeyboardGuideOwnersNeedLayout(_ view: UIView) {
        if view.autoLayoutStorage?.keyboardLayoutGuide != nil { view.setNeedsLayout() }
        for subview in view.subviews { setKeyboardGuideOwnersNeedLayout(subview) }
    }
}
