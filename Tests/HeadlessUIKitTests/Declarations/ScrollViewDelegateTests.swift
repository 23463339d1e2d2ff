import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct ScrollViewDelegateTests {
    /// A delegate of the scroll view only, recording scroll calls.
    final class ScrollRecorder: NSObject, UIScrollViewDelegate {
        var scrolls: [CGFloat] = []
        var animationEnds = 0

        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            scrolls.append(scrollView.contentOffset.y)
        }

        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
            animationEnds += 1
        }
    }

    /// A table delegate that says it implements only `didSelectRowAt`.
    final class SelectingDelegate: NSObject, UITableViewDelegate, HeadlessTableViewMethodResponding {
        func responds(to method: HeadlessTableViewMethod) -> Bool {
            method == .didSelectRowAt
        }
    }

    @Test func plainScrollViewTellsItsDelegateAboutScrolling() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let recorder = ScrollRecorder()
        scrollView.delegate = recorder
        scrollView.contentOffset = CGPoint(x: 0, y: 40)
        scrollView.setContentOffset(CGPoint(x: 0, y: 80), animated: true)
        expectEqual(recorder.scrolls, [40, 80])
        expectEqual(recorder.animationEnds, 1)
    }

    @Test func tableDelegateAndScrollViewDelegateAreOneObject() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        let delegate = SelectingDelegate()
        table.delegate = delegate
        expectIdentical((table as UIScrollView).delegate, delegate)

        (table as UIScrollView).delegate = nil
        expectNil(table.delegate)
    }

    @Test func assigningThroughTheScrollViewSpellingResetsTheRespondsCache() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        (table as UIScrollView).delegate = SelectingDelegate()
        expectNil(table.headlessCachedResponse(to: .didSelectRowAt))

        let delegate = SelectingDelegate()
        (table as UIScrollView).delegate = delegate
        expectIdentical(table.delegate, delegate)
        expectEqual(table.headlessCachedResponse(to: .didSelectRowAt), true)
        expectEqual(table.headlessCachedResponse(to: .heightForRowAt), false)
    }

    @Test func tableSendsScrollCallsToAScrollViewOnlyDelegate() {
        let fixture = TableFixture(sections: [ListDataSource.rows(50)])
        let recorder = ScrollRecorder()
        (fixture.tableView as UIScrollView).delegate = recorder
        fixture.tableView.contentOffset = CGPoint(x: 0, y: 100)

        expectNil(fixture.tableView.delegate)
        expectEqual(recorder.scrolls, [100])
        expectEqual(fixture.tableView.indexPathsForVisibleRows?.first, IndexPath(row: 2, section: 0))
    }
}
