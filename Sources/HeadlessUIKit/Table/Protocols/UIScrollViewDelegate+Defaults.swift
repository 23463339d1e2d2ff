import Foundation

// Default implementations stand in for UIKit's unimplemented optional methods: each reports its
// method to `UnimplementedMethod` and returns UIKit's default value.
extension UIScrollViewDelegate {
    /// Not implemented: reports ``TableViewMethod/scrollViewDidScroll``.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        UnimplementedMethod.reached(.scrollViewDidScroll)
    }

    /// Not implemented: reports ``TableViewMethod/scrollViewDidZoom``.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {
        UnimplementedMethod.reached(.scrollViewDidZoom)
    }

    /// Not implemented: reports ``TableViewMethod/scrollViewWillBeginDragging``.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        UnimplementedMethod.reached(.scrollViewWillBeginDragging)
    }

    /// Not implemented: reports ``TableViewMethod/scrollViewWillEndDragging``.
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView,
        withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        UnimplementedMethod.reached(.scrollViewWillEndDragging)
    }

    /// Not implemented: reports ``TableViewMethod/scrollViewDidEndDragging``.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        UnimplementedMethod.reached(.scrollViewDidEndDragging)
    }

    /// Not implemented: reports ``TableViewMethod/scrollViewWillBeginDecelerating``.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        UnimplementedMethod.reached(.scrollViewWillBeginDecelerating)
    }

    /// Not implemented: reports ``TableViewMethod/scrollViewDidEndDecelerating``.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        UnimplementedMethod.reached(.scrollViewDidEndDecelerating)
    }

    /// Not implemented: reports ``TableViewMethod/scrollViewDidEndScrollingAnimation``.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        UnimplementedMethod.reached(.scrollViewDidEndScrollingAnimation)
    }

    /// Not implemented: reports ``TableViewMethod/viewForZooming`` and returns `nil`.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        UnimplementedMethod.reached(.viewForZooming)
        return nil
    }

    /// Not implemented: reports ``TableViewMethod/scrollViewWillBeginZooming``.
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        UnimplementedMethod.reached(.scrollViewWillBeginZooming)
    }

    /// Not implemented: reports ``TableViewMethod/scrollViewDidEndZooming``.
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        UnimplementedMethod.reached(.scrollViewDidEndZooming)
    }

    /// Not implemented: reports ``TableViewMethod/scrollViewShouldScrollToTop`` and returns `true`.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        UnimplementedMethod.reached(.scrollViewShouldScrollToTop)
        return true
    }

    /// Not implemented: reports ``TableViewMethod/scrollViewDidScrollToTop``.
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
        UnimplementedMethod.reached(.scrollViewDidScrollToTop)
    }

    /// Not implemented: reports ``TableViewMethod/scrollViewDidChangeAdjustedContentInset``.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        UnimplementedMethod.reached(.scrollViewDidChangeAdjustedContentInset)
    }
}
