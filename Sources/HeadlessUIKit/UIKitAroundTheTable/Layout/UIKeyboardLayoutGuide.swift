import Foundation

/// The layout guide for the space the keyboard takes in a view, `UIView.keyboardLayoutGuide`
/// (iOS 15).
///
/// Pin content's bottom to the guide's top to keep it above the keyboard:
///
/// ```swift
/// view.keyboardLayoutGuide.topAnchor.constraint(equalTo: messageField.bottomAnchor).isActive = true
/// ```
///
/// Headless: the keyboard shows only when a test shows it with `UIWindow.simulateKeyboardShow`;
/// the guide then covers the part of its view below the keyboard's top. While it is hidden, the
/// guide is where UIKit puts it for a hidden keyboard: along the bottom of its view, full width,
/// as tall as the view's bottom safe-area inset (0 when ``usesBottomSafeArea`` is `false`, or
/// when the view has no bottom inset).
@available(iOS 15.0, *)
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Whether the guide follows the keyboard when the user undocks or floats it; `false`, so an
    /// undocked keyboard counts as hidden. Headless: stored only.
    open var followsUndockedKeyboard: Bool = false

    /// Whether the guide stands on the bottom of the safe area while the keyboard is hidden
    /// (`true`, the default) or on the bottom of the view (`false`, height 0) (iOS 17). Setting
    /// it lays the owning view out again.
    @available(iOS 17.0, *)
    open var usesBottomSafeArea: Bool = true {
        didSet {
            guard oldValue != usesBottomSafeArea else { return }
            owningView?.setNeedsLayout()
        }
    }

    /// Extra height above the keyboard in which a drag starts the interactive dismissal of
    /// `UIScrollView.KeyboardDismissMode.interactive`; 0 (negative values count as 0) (iOS 17).
    /// Headless: stored only.
    @available(iOS 17.0, *)
    open var keyboardDismissPadding: CGFloat = 0

    /// The guide's frame in a view of `size`: the part below the shown keyboard's top, or at
    /// least the bottom strip a hidden keyboard leaves.
    func frame(inOwnerOfSize size: CGSize) -> CGRect {
        var height = usesBottomSafeArea ? min(owningView?.safeAreaInsets.bottom ?? 0, size.height) : 0
        if let owner = owningView, let window = owner.window, let keyboard = window.shownKeyboardFrame {
            let keyboardTop = owner.convert(keyboard, from: window).minY
            height = max(height, size.height - min(max(keyboardTop, 0), size.height))
        }
        return CGRect(x: 0, y: size.height - height, width: size.width, height: height)
    }
}
