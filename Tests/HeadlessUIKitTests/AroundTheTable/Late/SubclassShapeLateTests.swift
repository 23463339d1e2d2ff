import Expectations
import Foundation
import HeadlessUIKit
import Testing

// Subclass shapes apps write for the page control, the collation and the property animator, as
// on iOS. That this file compiles is the first half of the test.

/// A page control with its own designated initializer that overrides the current page.
private final class OnboardingPageControl: UIPageControl {
    private(set) var pagesShown: [Int] = []

    init(pages: Int) {
        super.init(frame: .zero)
        numberOfPages = pages
    }

    required init?(coder: NSCoder) {
        fatalError("not used")
    }

    override var currentPage: Int {
        didSet { pagesShown.append(currentPage) }
    }
}

/// A collation that keeps the section index short, as some apps do.
private final class ShortIndexCollation: UILocalizedIndexedCollation {
    override var sectionIndexTitles: [String] {
        super.sectionIndexTitles.enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element)
    }

    override func section(forSectionIndexTitle indexTitleIndex: Int) -> Int {
        indexTitleIndex * 2
    }
}

/// An animator that counts its starts.
private final class CountingAnimator: UIViewPropertyAnimator {
    private(set) var starts = 0

    override func startAnimation() {
        starts += 1
        super.startAnimation()
    }
}

/// An animator with its own designated initializer, which calls UIKit's designated one.
/// Headless: it also overrides that initializer, which is `required` here.
private final class FadeAnimator: UIViewPropertyAnimator {
    init(fading view: UIView) {
        super.init(duration: 0.25, timingParameters: UICubicTimingParameters(animationCurve: .easeOut))
        addAnimations { view.alpha = 0 }
    }

    required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        super.init(duration: duration, timingParameters: parameters)
    }
}

@MainActor @Suite struct SubclassShapeLateTests {
    @Test func pageControlSubclassSeesSimulatedTaps() {
        let control = OnboardingPageControl(pages: 3)
        control.simulateTapOnNextPage()
        control.simulateTapOnNextPage()
        expectEqual(control.pagesShown, [0, 1, 2])
    }

    @Test func collationSubclassFromCurrentKeepsItsOverrides() {
        let collation = ShortIndexCollation.current()
        expectEqual(collation.sectionIndexTitles.count, 14)
        expectEqual(collation.section(forSectionIndexTitle: 3), 6)
    }

    @Test func runningAnimatorOfASubclassIsThatSubclass() {
        var finished = false
        let animator = CountingAnimator.runningPropertyAnimator(withDuration: 1, delay: 0, animations: {}) { _ in finished = true }
        expectEqual(animator.starts, 1)
        #expect(finished)
    }

    @Test func animatorSubclassWithItsOwnInitializerRunsItsAnimations() {
        let view = UIView()
        let animator = FadeAnimator(fading: view)
        animator.startAnimation()
        expectEqual(view.alpha, 0)
        expectEqual(animator.duration, 0.25)
    }
}
