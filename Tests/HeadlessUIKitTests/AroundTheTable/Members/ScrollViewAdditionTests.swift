import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// A scroll-view delegate counting the scroll events it is told.
final class ScrollCountingDelegate: NSObject, UIScrollViewDelegate {
    var scrolls = 0
    var endedAnimations = 0

    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { endedAnimations += 1 }
}

@MainActor @Suite struct ScrollViewAdditionTests {
    @Test func iOS17PropertiesHaveUIKitsDefaultsAndKeepTheirValues() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(scrollView.allowsKeyboardScrolling)
        expectEqual(scrollView.contentAlignmentPoint, .zero)
        scrollView.allowsKeyboardScrolling = false
        scrollView.contentAlignmentPoint = CGPoint(x: 0.5, y: 0.5)
        #expect(!scrollView.allowsKeyboardScrolling)
        expectEqual(scrollView.contentAlignmentPoint, CGPoint(x: 0.5, y: 0.5))
    }

    @Test func scrollsAndZoomsAreOverWhenTheirCallsReturn() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        scrollView.maximumZoomScale = 3
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(!scrollView.isScrollAnimating)
        scrollView.setZoomScale(2, animated: true)
        #expect(!scrollView.isZoomAnimating)
    }

    @Test func stoppingLeavesTheContentWhereItIs() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let delegate = ScrollCountingDelegate()
        scrollView.delegate = delegate
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        scrollView.isPagingEnabled = true
        scrollView.maximumZoomScale = 3
        scrollView.setContentOffset(CGPoint(x: 0, y: 130), animated: true)
        scrollView.setZoomScale(2, animated: true)
        let scrolls = delegate.scrolls
        scrollView.stopScrollingAndZooming()
        expectEqual(scrollView.contentOffset, CGPoint(x: 0, y: 130))
        expectEqual(scrollView.zoomScale, 2)
        expectEqual(delegate.scrolls, scrolls)
        expectEqual(delegate.endedAnimations, 1)
    }
}
