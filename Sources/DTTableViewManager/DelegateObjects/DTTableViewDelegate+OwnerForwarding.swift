import Foundation

#if HEADLESS_UIKIT
// HeadlessUIKit edge: delegate methods no event answers, passed on to the owner. On Apple
// platforms `forwardingTarget(for:)` sends them to the owner; without an Objective-C runtime the
// delegate object implements each one and forwards it, and the table asks for them only when the
// owner implements them (see `responds(to:)`).
extension DTTableViewDelegate {
    // MARK: - Scrolling

    /// Forwards `scrollViewDidScroll(_:)` to the owner.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        _ = forwarded(to: UIScrollViewDelegate.self) { $0.implementedScrollViewDidScroll(scrollView) }
    }

    /// Forwards `scrollViewDidZoom(_:)` to the owner.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {
        _ = forwarded(to: UIScrollViewDelegate.self) { $0.implementedScrollViewDidZoom(scrollView) }
    }

    /// Forwards `scrollViewWillBeginDragging(_:)` to the owner.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        _ = forwarded(to: UIScrollViewDelegate.self) { $0.implementedScrollViewWillBeginDragging(scrollView) }
    }

    /// Forwards `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` to the owner.
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        _ = forwarded(to: UIScrollViewDelegate.self) {
            $0.implementedScrollViewWillEndDragging(scrollView, velocity, targetContentOffset)
        }
    }

    /// Forwards `scrollViewDidEndDragging(_:willDecelerate:)` to the owner.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        _ = forwarded(to: UIScrollViewDelegate.self) { $0.implementedScrollViewDidEndDragging(scrollView, decelerate) }
    }

    /// Forwards `scrollViewWillBeginDecelerating(_:)` to the owner.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        _ = forwarded(to: UIScrollViewDelegate.self) { $0.implementedScrollViewWillBeginDecelerating(scrollView) }
    }

    /// Forwards `scrollViewDidEndDecelerating(_:)` to the owner.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        _ = forwarded(to: UIScrollViewDelegate.self) { $0.implementedScrollViewDidEndDecelerating(scrollView) }
    }

    /// Forwards `scrollViewDidEndScrollingAnimation(_:)` to the owner.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        _ = forwarded(to: UIScrollViewDelegate.self) { $0.implementedScrollViewDidEndScrollingAnimation(scrollView) }
    }

    /// The owner's zooming view, or UIKit's default (none).
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        forwarded(to: UIScrollViewDelegate.self) { $0.implementedViewForZooming(scrollView) } ?? uikitDefault(nil)
    }

    /// Forwards `scrollViewWillBeginZooming(_:with:)` to the owner.
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        _ = forwarded(to: UIScrollViewDelegate.self) { $0.implementedScrollViewWillBeginZooming(scrollView, view) }
    }

    /// Forwards `scrollViewDidEndZooming(_:with:atScale:)` to the owner.
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        _ = forwarded(to: UIScrollViewDelegate.self) { $0.implementedScrollViewDidEndZooming(scrollView, view, scale) }
    }

    /// The owner's answer, or UIKit's default (`true`).
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        forwarded(to: UIScrollViewDelegate.self) { $0.implementedScrollViewShouldScrollToTop(scrollView) } ?? uikitDefault(true)
    }

    /// Forwards `scrollViewDidScrollToTop(_:)` to the owner.
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
        _ = forwarded(to: UIScrollViewDelegate.self) { $0.implementedScrollViewDidScrollToTop(scrollView) }
    }

    /// Forwards `scrollViewDidChangeAdjustedContentInset(_:)` to the owner.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        _ = forwarded(to: UIScrollViewDelegate.self) { $0.implementedScrollViewDidChangeAdjustedContentInset(scrollView) }
    }

    // MARK: - Context menu lifecycle

    /// Forwards `tableView(_:willPerformPreviewActionForMenuWith:animator:)` to the owner.
    public func tableView(
        _ tableView: UITableView,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionCommitAnimating
    ) {
        _ = forwarded(to: UITableViewDelegate.self) {
            $0.implementedWillPerformPreviewActionForMenuWithConfiguration(tableView, configuration, animator)
        }
    }

    /// Forwards `tableView(_:willDisplayContextMenu:animator:)` to the owner.
    public func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {
        _ = forwarded(to: UITableViewDelegate.self) { $0.implementedWillDisplayContextMenu(tableView, configuration, animator) }
    }

    /// Forwards `tableView(_:willEndContextMenuInteraction:animator:)` to the owner.
    public func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {
        _ = forwarded(to: UITableViewDelegate.self) { $0.implementedWillEndContextMenuInteraction(tableView, configuration, animator) }
    }
}
#endif
