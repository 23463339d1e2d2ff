import Foundation

/// The object told about a scroll view's scrolling and zooming.
///
/// Every method is optional, as in UIKit: its default implementation reports itself through
/// ``HeadlessUnimplementedMethod``.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// Tells the delegate the content offset changed.
    ///
    /// - Parameter scrollView: The scroll view that scrolled.
    func scrollViewDidScroll(_ scrollView: UIScrollView)

    /// Tells the delegate the zoom scale changed.
    ///
    /// - Parameter scrollView: The scroll view that zoomed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)

    /// Tells the delegate the user began dragging the content.
    ///
    /// - Parameter scrollView: The scroll view being dragged.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)

    /// Tells the delegate the user lifted the finger, and lets it change where scrolling stops.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view being dragged.
    ///   - velocity: The velocity at release, in points per millisecond.
    ///   - targetContentOffset: The offset where scrolling will stop; write to change it.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView,
        withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    )

    /// Tells the delegate dragging ended.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view that was dragged.
    ///   - decelerate: Whether scrolling continues to decelerate.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)

    /// Tells the delegate scrolling began to decelerate.
    ///
    /// - Parameter scrollView: The scroll view.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)

    /// Tells the delegate scrolling came to a stop after decelerating.
    ///
    /// - Parameter scrollView: The scroll view.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)

    /// Tells the delegate a programmatic scrolling animation ended.
    ///
    /// - Parameter scrollView: The scroll view.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)

    /// Returns the view to scale when zooming; no zooming when not implemented.
    ///
    /// - Parameter scrollView: The scroll view.
    /// - Returns: The view to zoom, or `nil`.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?

    /// Tells the delegate zooming is about to start.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view.
    ///   - view: The view that will zoom.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)

    /// Tells the delegate zooming ended.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view.
    ///   - view: The view that zoomed.
    ///   - scale: The final zoom scale.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)

    /// Returns whether a tap on the status bar scrolls to the top; `true` when not implemented.
    ///
    /// - Parameter scrollView: The scroll view.
    /// - Returns: `true` to scroll to the top.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool

    /// Tells the delegate the scroll view scrolled to the top.
    ///
    /// - Parameter scrollView: The scroll view.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)

    /// Tells the delegate the adjusted content inset changed.
    ///
    /// - Parameter scrollView: The scroll view.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}
