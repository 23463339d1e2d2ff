import Foundation
import HeadlessUIKit
import Testing

/// Scroll views' touch hooks and Auto Layout's class flag, with UIKit's defaults.
@MainActor @Suite struct ScrollViewTouchHookTests {
    /// A scroll view that keeps touches on its labels for scrolling.
    private final class ListScrollView: UIScrollView {
        override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
            !(view is UILabel)
        }

        override class var requiresConstraintBasedLayout: Bool { true }
    }

    @Test func defaultsFollowUIKitsDocumentation() {
        let scrollView = UIScrollView()
        #expect(scrollView.touchesShouldBegin([], with: nil, in: UIView()))
        #expect(scrollView.touchesShouldCancel(in: UIView()))
        #expect(!scrollView.touchesShouldCancel(in: UIButton()))
        #expect(!UIView.requiresConstraintBasedLayout)
    }

    @Test func subclassesOverrideThem() {
        let scrollView = ListScrollView()
        #expect(!scrollView.touchesShouldBegin([], with: nil, in: UILabel()))
        #expect(ListScrollView.requiresConstraintBasedLayout)
    }
}
