import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct ScrollViewContentGuideTests {
    @Test func aStackViewPinnedToTheContentGuideSetsTheContentSize() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        for _ in 0..<5 {
            let row = UIView()
            row.heightAnchor.constraint(equalToConstant: 60).isActive = true
            stack.addArrangedSubview(row)
        }
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -16),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
        scrollView.layoutIfNeeded()
        expectEqual(stack.frame, CGRect(x: 0, y: 16, width: 320, height: 340))
        expectEqual(scrollView.contentSize, CGSize(width: 320, height: 372))
        expectEqual(scrollView.contentLayoutGuide.layoutFrame, CGRect(x: 0, y: 0, width: 320, height: 372))
        scrollView.contentOffset = CGPoint(x: 0, y: 50)
        expectEqual(scrollView.frameLayoutGuide.layoutFrame, CGRect(x: 0, y: 50, width: 320, height: 200))
        #expect(scrollView.headlessAutoLayoutIssues.isEmpty)
        #expect(stack.headlessAutoLayoutIssues.isEmpty, "\(stack.headlessAutoLayoutIssues)")
    }

    @Test func aPinchRecognizerIsAttachedOnlyWhileTheScrollViewCanZoom() throws {
        let photo = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 320))
        expectNil(photo.pinchGestureRecognizer)
        #expect(!photo.isZoomBouncing)

        photo.maximumZoomScale = 4
        let pinch = try #require(photo.pinchGestureRecognizer)
        expectIdentical(pinch.view, photo)
        #expect(photo.gestureRecognizers?.contains { $0 === pinch } == true)
        #expect(photo.gestureRecognizers?.contains { $0 === photo.panGestureRecognizer } == true)

        photo.minimumZoomScale = 4
        expectNil(photo.pinchGestureRecognizer)
        expectNil(pinch.view)
    }

    @Test func zoomingClampsTheScaleAndMovesToTheRectangle() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        scrollView.minimumZoomScale = 0.5
        scrollView.maximumZoomScale = 3
        scrollView.setZoomScale(5, animated: true)
        expectEqual(scrollView.zoomScale, 3)
        scrollView.setZoomScale(0.1, animated: false)
        expectEqual(scrollView.zoomScale, 0.5)
        scrollView.zoom(to: CGRect(x: 10, y: 20, width: 100, height: 100), animated: false)
        expectEqual(scrollView.zoomScale, 1)
        expectEqual(scrollView.contentOffset, CGPoint(x: 10, y: 20))
        #expect(!scrollView.isZooming)
        expectEqual(scrollView.indexDisplayMode, .automatic)
    }
}
