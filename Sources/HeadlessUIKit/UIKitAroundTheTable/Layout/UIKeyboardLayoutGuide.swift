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
/// Headless: the keyboard is never on screen, so the guide is where UIKit puts it for a hidden
/// keyboard: along the bottom of its view, full width, as tall as the view's bottom safe-area
/// inset (0 when ``usesBottomSafeArea`` is `false`, or when the view has no bottom inset, as
/// headless windows have none unless `additionalSafeAreaInsets` adds one).
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

    /// The guide's frame in a view of `size`: the bottom strip a hidden keyboard leaves.
    func frame(inOwnerOfSize size: CGSize) -> CGRect {
        let height = usesBottomSafeArea ? min(owningView?.safeAreaInsets.bottom ?? 0, size.height) : 0
        return CGRect(x: 0, y: size.height - height, width: size.width, height: height)
    }
}
