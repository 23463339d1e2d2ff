import Expectations
import Foundation
import Testing
import UIKit

/// A list that loads more when a fling ends near the bottom and snaps drags to whole rows, as
/// feed screens do, written as for iOS.
final class FeedScrollObserver: NSObject, UITableViewDataSource, UITableViewDelegate {
    var rowCount = 30
    private(set) var calls: [String] = []
    private(set) var pagesLoaded = 0

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowCount }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        calls.append("willBeginDragging dragging=\(scrollView.isDragging)")
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        calls.append("willEndDragging velocity=\(velocity.y) target=\(Int(targetContentOffset.pointee.y.rounded()))")
        // Snap to whole rows of 44 points.
        targetContentOffset.pointee.y = (targetContentOffset.pointee.y / 44).rounded() * 44
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging decelerate=\(decelerate)")
    }

    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        calls.append("willBeginDecelerating decelerating=\(scrollView.isDecelerating)")
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        calls.append("didEndDecelerating at \(scrollView.contentOffset.y)")
        if scrollView.contentOffset.y + scrollView.bounds.height >= scrollView.contentSize.height - 100 {
            pagesLoaded += 1
        }
    }
}

@MainActor @Suite struct DragTests {
    private func table(_ observer: FeedScrollObserver) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 440), style: .plain)
        table.rowHeight = 44
        table.dataSource = observer
        table.delegate = observer
        table.layoutIfNeeded()
        return table
    }

    @Test func dragWithoutVelocitySettlesWhereTheDelegateSnapsIt() {
        let observer = FeedScrollObserver()
        let table = table(observer)

        table.simulateDrag(to: CGPoint(x: 0, y: 100))

        #expect(observer.calls == [
            "willBeginDragging dragging=true", "willEndDragging velocity=0.0 target=100", "didEndDragging decelerate=true",
            "willBeginDecelerating decelerating=true", "didEndDecelerating at 88.0",
        ])
        expectEqual(table.contentOffset.y, 88)
        #expect(!table.isDragging && !table.isDecelerating)
    }

    @Test func flingDeceleratesToTheProjectedTargetWhichTheDelegateMayMove() {
        let observer = FeedScrollObserver()
        let table = table(observer)

        table.simulateDrag(to: CGPoint(x: 0, y: 100), velocity: CGPoint(x: 0, y: 1))

        // 1 point per millisecond at the normal rate (0.998) travels 499 points further.
        #expect(observer.calls == [
            "willBeginDragging dragging=true", "willEndDragging velocity=1.0 target=599", "didEndDragging decelerate=true",
            "willBeginDecelerating decelerating=true", "didEndDecelerating at 616.0",
        ])
        expectEqual(table.contentOffset.y, 616)
        expectEqual(table.indexPathsForVisibleRows?.first, IndexPath(row: 14, section: 0))
    }

    @Test func flingPastTheEndStopsAtTheBottomAndTheScreenLoadsMore() {
        let observer = FeedScrollObserver()
        let table = table(observer)

        table.simulateDrag(to: CGPoint(x: 0, y: 500), velocity: CGPoint(x: 0, y: 5))

        expectEqual(table.contentOffset.y, CGFloat(30 * 44 - 440))
        expectEqual(observer.pagesLoaded, 1)
    }

    @Test func dragThatTheDelegateLeavesAloneDoesNotDecelerate() {
        let observer = FeedScrollObserver()
        let table = table(observer)

        table.simulateDrag(to: CGPoint(x: 0, y: 132))

        expectEqual(observer.calls.last, "didEndDragging decelerate=false")
        #expect(table.contentOffset.y == 132 && !table.isDragging && !table.isDecelerating)
    }

    @Test func dragEndsEditingWhenTheKeyboardIsDismissedOnDrag() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let observer = FeedScrollObserver()
        let table = table(observer)
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        table.tableHeaderView = field
        window.addSubview(table)
        window.makeKeyAndVisible()
        #expect(field.becomeFirstResponder())

        table.keyboardDismissMode = .none
        table.simulateDrag(to: CGPoint(x: 0, y: 20))
        #expect(field.isFirstResponder)

        table.keyboardDismissMode = .onDrag
        table.simulateDrag(to: CGPoint(x: 0, y: 40))
        #expect(!field.isFirstResponder)
    }

    @Test func draggingDismissesAKeyboardWhoseFieldIsOutsideTheTable() {
        // A chat screen: the message field sits in a bar below the table, not inside it.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let observer = FeedScrollObserver()
        let table = table(observer)
        let inputBar = UIView(frame: CGRect(x: 0, y: 800, width: 390, height: 44))
        let field = UITextField(frame: inputBar.bounds)
        inputBar.addSubview(field)
        window.addSubview(table)
        window.addSubview(inputBar)
        window.makeKeyAndVisible()
        #expect(field.becomeFirstResponder())

        table.keyboardDismissMode = .onDrag
        table.simulateDrag(to: CGPoint(x: 0, y: 40))
        #expect(!field.isFirstResponder)
    }
}
