import Foundation

// Default implementations stand in for UIKit's unimplemented optional methods: each reports its
// method to `HeadlessUnimplementedMethod` and returns UIKit's default value.
extension UIScrollViewDelegate {
    /// Not implemented: reports ``HeadlessTableViewMethod/scrollViewDidScroll``.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        HeadlessUnimplementedMethod.reached(.scrollViewDidScroll)
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/scrollViewDidZoom``.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {
        HeadlessUnimplementedMethod.reached(.scrollViewDidZoom)
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/scrollViewWillBeginDragging``.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        HeadlessUnimplementedMethod.reached(.scrollViewWillBeginDragging)
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/scrollViewWillEndDragging``.
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView,
        withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        HeadlessUnimplementedMethod.reached(.scrollViewWillEndDragging)
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/scrollViewDidEndDragging``.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        HeadlessUnimplementedMethod.reached(.scrollViewDidEndDragging)
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/scrollViewWillBeginDecelerating``.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        HeadlessUnimplementedMethod.reached(.scrollViewWillBeginDecelerating)
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/scrollViewDidEndDecelerating``.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        HeadlessUnimplementedMethod.reached(.scrollViewDidEndDecelerating)
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/scrollViewDidEndScrollingAnimation``.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        HeadlessUnimplementedMethod.reached(.scrollViewDidEndScrollingAnimation)
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/viewForZooming`` and returns `nil`.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        HeadlessUnimplementedMethod.reached(.viewForZooming)
        return nil
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/scrollViewWillBeginZooming``.
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        HeadlessUnimplementedMethod.reached(.scrollViewWillBeginZooming)
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/scrollViewDidEndZooming``.
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        HeadlessUnimplementedMethod.reached(.scrollViewDidEndZooming)
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/scrollViewShouldScrollToTop`` and returns `true`.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        HeadlessUnimplementedMethod.reached(.scrollViewShouldScrollToTop)
        return true
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/scrollViewDidScrollToTop``.
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
        HeadlessUnimplementedMethod.reached(.scrollViewDidScrollToTop)
    }

    /// Not implemented: reports ``HeadlessTableViewMethod/scrollViewDidChangeAdjustedContentInset``.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        HeadlessUnimplementedMethod.reached(.scrollViewDidChangeAdjustedContentInset)
    }
}
