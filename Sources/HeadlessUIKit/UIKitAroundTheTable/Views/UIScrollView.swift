import Foundation

/// A view whose content can be scrolled.
///
/// Headless: scrolling is setting ``contentOffset`` (the bounds' origin, as in UIKit); there are
/// no gestures, deceleration or animations. A pull to refresh is simulated with
/// ``simulatePullToRefresh()``.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// The object told about scrolling.
    ///
    /// `UITableView` refines it as `UITableViewDelegate?`, as UIKit does: both spellings read and
    /// write the same object. Scroll-view delegate methods a delegate does not implement are not
    /// called.
    @_disfavoredOverload
    open weak var delegate: UIScrollViewDelegate? {
        didSet { delegateDidChange() }
    }

    /// The refresh control shown above the content; setting it adds the control as a subview,
    /// removing the previous one.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard oldValue !== refreshControl else { return }
            oldValue?.removeFromSuperview()
            if let refreshControl { addSubview(refreshControl) }
        }
    }

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

    /// Simulates the user pulling the content down to refresh (HeadlessUIKit-only).
    ///
    /// As a user's pull does, the ``refreshControl`` starts refreshing and sends `.valueChanged`
    /// to its actions; the app later calls `endRefreshing()`. Nothing happens when there is no
    /// refresh control, when it is disabled, or when it is already refreshing.
    /// - Returns: Whether a refresh started.
    @discardableResult
    public func simulatePullToRefresh() -> Bool {
        guard let refreshControl, refreshControl.isEnabled, !refreshControl.isRefreshing else { return false }
        refreshControl.startRefreshingFromPull()
        return true
    }

    /// Called after the content offset changed; subclasses update their content. The default
    /// tells the delegate `scrollViewDidScroll(_:)` and, after an animated scroll,
    /// `scrollViewDidEndScrollingAnimation(_:)`.
    ///
    /// - Parameter animated: Whether the change stood for an animated scroll.
    func didScroll(animated: Bool) {
        delegate?.scrollViewDidScroll(self)
        if animated { delegate?.scrollViewDidEndScrollingAnimation(self) }
    }

    /// Called after ``delegate`` is assigned, through either spelling; subclasses reset what they
    /// learned about the previous delegate.
    func delegateDidChange() {}
}
