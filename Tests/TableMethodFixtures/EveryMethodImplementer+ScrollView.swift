import HeadlessUIKit

// The scroll-view delegate methods, each written exactly as an iOS app declares it.
extension EveryMethodImplementer {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        record(.scrollViewDidScroll)
    }

    public func scrollViewDidZoom(_ scrollView: UIScrollView) {
        record(.scrollViewDidZoom)
    }

    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        record(.scrollViewWillBeginDragging)
    }

    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView,
        withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        record(.scrollViewWillEndDragging)
    }

    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        record(.scrollViewDidEndDragging)
    }

    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        record(.scrollViewWillBeginDecelerating)
    }

    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        record(.scrollViewDidEndDecelerating)
    }

    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        record(.scrollViewDidEndScrollingAnimation)
    }

    public func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        answer(.viewForZooming, default: nil)
    }

    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        record(.scrollViewWillBeginZooming)
    }

    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        record(.scrollViewDidEndZooming)
    }

    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        answer(.scrollViewShouldScrollToTop, default: false)
    }

    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
        record(.scrollViewDidScrollToTop)
    }

    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        record(.scrollViewDidChangeAdjustedContentInset)
    }
}
