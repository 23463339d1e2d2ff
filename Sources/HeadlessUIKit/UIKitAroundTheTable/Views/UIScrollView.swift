import Foundation

/// A view whose content can be scrolled.
///
/// Headless: scrolling is setting ``contentOffset`` (the bounds' origin, as in UIKit); there are
/// no gestures, deceleration or animations. `delegate` is declared by subclasses
/// (`UITableView.delegate`), because Swift cannot override a property with a different type the
/// way UIKit's Objective-C declarations do; see `REMAINING_UIKIT.md`.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// The size of the scrollable content.
    open var contentSize: CGSize = .zero

    /// Extra space around the content.
    open var contentInset: UIEdgeInsets = .zero

    /// How the safe area adds to ``contentInset`` in ``adjustedContentInset``.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic

    /// The insets actually applied: ``contentInset`` plus, as
    /// ``contentInsetAdjustmentBehavior`` says, the safe area. Headless: the safe area is always
    /// empty, so this equals ``contentInset`` whatever the behavior.
    open var adjustedContentInset: UIEdgeInsets { contentInset }

    /// Whether the user can scroll.
    open var isScrollEnabled: Bool = true
    /// Whether the vertical scroll indicator is shown.
    open var showsVerticalScrollIndicator: Bool = true
    /// Whether the horizontal scroll indicator is shown.
    open var showsHorizontalScrollIndicator: Bool = true
    /// Whether vertical bouncing happens even when the content is shorter than the bounds.
    open var alwaysBounceVertical: Bool = false
    /// Whether the user is touching the content; headless: always `false`.
    open var isTracking: Bool { false }
    /// Whether the user is dragging the content; headless: always `false`.
    open var isDragging: Bool { false }
    /// Whether the content is decelerating; headless: always `false`.
    open var isDecelerating: Bool { false }

    /// The point of the content shown at the bounds' origin.
    ///
    /// Setting it scrolls immediately and the delegate is told `scrollViewDidScroll(_:)`; as in
    /// UIKit, a table displays the rows it scrolled to at its next layout pass.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// Scrolls to a content offset.
    ///
    /// Headless: the change is immediate; when `animated` the delegate is also told
    /// `scrollViewDidEndScrollingAnimation(_:)` afterwards, as at the end of UIKit's animation.
    /// - Parameters:
    ///   - contentOffset: The new offset.
    ///   - animated: Whether UIKit would animate the change.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard contentOffset != bounds.origin else { return }
        bounds.origin = contentOffset
        didScroll(animated: animated)
    }

    /// Called after the content offset changed; subclasses update their content and tell their
    /// delegate. The default does nothing.
    ///
    /// - Parameter animated: Whether the change stood for an animated scroll.
    func didScroll(animated: Bool) {}
}
