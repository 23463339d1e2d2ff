import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct PageControlTests {
    @Test func pageControlStartsWithUIKitsDefaults() {
        let control = UIPageControl()
        #expect(control.numberOfPages == 0 && control.currentPage == 0)
        #expect(!control.hidesForSinglePage)
        #expect(control.allowsContinuousInteraction)
        #expect(control.backgroundStyle == .automatic && control.interactionState == .none)
        #expect(control.pageIndicatorTintColor == nil && control.currentPageIndicatorTintColor == nil)
        #expect(control.preferredIndicatorImage == nil && control.preferredCurrentPageIndicatorImage == nil)
    }

    @Test func currentPageIsPinnedToThePages() {
        let control = UIPageControl()
        control.numberOfPages = 5
        control.currentPage = 9
        expectEqual(control.currentPage, 4)
        control.currentPage = -2
        expectEqual(control.currentPage, 0)
        control.currentPage = 3
        control.numberOfPages = 2
        expectEqual(control.currentPage, 1)
    }

    @Test func tapsMoveOnePageAndSendValueChangedUntilTheEnds() {
        let control = UIPageControl()
        control.numberOfPages = 2
        let recorder = ControlEventRecorder()
        recorder.watch(control, [("down", .touchDown), ("changed", .valueChanged), ("up", .touchUpInside)])
        var statesSeen: [UIPageControl.InteractionState] = []
        control.addAction(UIAction { [weak control] _ in
            if let control { statesSeen.append(control.interactionState) }
        }, for: .valueChanged)

        #expect(control.simulateTapOnNextPage())
        expectEqual(control.currentPage, 1)
        #expect(control.simulateTapOnNextPage())
        expectEqual(control.currentPage, 1)
        control.simulateTapOnPreviousPage()
        expectEqual(control.currentPage, 0)
        expectEqual(recorder.events, ["down", "changed", "up", "down", "up", "down", "changed", "up"])
        expectEqual(statesSeen, [.discrete, .discrete])
        expectEqual(control.interactionState, .none)
    }

    @Test func settingThePageInCodeSendsNothing() {
        let control = UIPageControl()
        control.numberOfPages = 3
        let recorder = ControlEventRecorder()
        recorder.watch(control, [("changed", .valueChanged)])
        control.currentPage = 2
        #expect(recorder.events.isEmpty)
        expectEqual(control.currentPage, 2)
    }

    @Test func controlHiddenForASinglePageOrDisabledTakesNoTap() {
        let control = UIPageControl()
        control.numberOfPages = 1
        control.hidesForSinglePage = true
        #expect(!control.simulateTapOnNextPage())
        control.numberOfPages = 3
        control.isEnabled = false
        #expect(!control.simulateTapOnNextPage())
        expectEqual(control.currentPage, 0)
    }

    @Test func indicatorImagesAreKeptPerPage() {
        let control = UIPageControl()
        let image = UIImage()
        control.setIndicatorImage(image, forPage: 2)
        control.setCurrentPageIndicatorImage(image, forPage: 1)
        expectIdentical(control.indicatorImage(forPage: 2), image)
        expectNil(control.indicatorImage(forPage: 1))
        expectIdentical(control.currentPageIndicatorImage(forPage: 1), image)
        control.setIndicatorImage(nil, forPage: 2)
        expectNil(control.indicatorImage(forPage: 2))
    }

    @Test func sizeGrowsWithThePageCount() {
        let control = UIPageControl()
        expectEqual(control.size(forNumberOfPages: 0), .zero)
        let three = control.size(forNumberOfPages: 3)
        let six = control.size(forNumberOfPages: 6)
        #expect(six.width == 2 * three.width && six.height == three.height && three.height > 0)
    }
}
