import Foundation

/// Where a simulated drag of a scroll view is.
enum HeadlessDragPhase {
    /// No drag.
    case idle
    /// The finger is on the content.
    case dragging
    /// The finger lifted and the content is slowing down.
    case decelerating
}

extension UIScrollView {
    /// Simulates the user dragging the content to `offset` and lifting the finger
    /// (HeadlessUIKit-only), as a test drives dismiss-on-scroll, load-more-at-the-end or snapping
    /// code.
    ///
    /// The delegate is told, in UIKit's order: `scrollViewWillBeginDragging(_:)`,
    /// `scrollViewDidScroll(_:)` as the content moves to `offset` (kept within the content),
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` and
    /// `scrollViewDidEndDragging(_:willDecelerate:)`. With a non-zero `velocity`, or a target the
    /// delegate moved, the content then decelerates: `scrollViewWillBeginDecelerating(_:)`, a
    /// scroll to the target offset and `scrollViewDidEndDecelerating(_:)`. The target is where a
    /// deceleration at
    /// ``decelerationRate`` (the fraction of velocity kept per millisecond) ends, `velocity ×
    /// rate ÷ (1 − rate)` further in each axis, kept within the content; the delegate may change
    /// it. ``isDragging`` and ``isTracking`` are `true` from the first callback to
    /// `scrollViewDidEndDragging`, ``isDecelerating`` during the deceleration. A
    /// ``keyboardDismissMode`` of `.onDrag` or `.onDragWithAccessory` dismisses the keyboard as
    /// the drag begins, whichever view of the scroll view's window is editing: a field inside the
    /// content, or one outside it, such as an input bar below the table.
    ///
    /// - Parameters:
    ///   - offset: Where the finger leaves the content offset.
    ///   - velocity: The speed at release, in points per millisecond, as UIKit reports it.
    public func simulateDrag(to offset: CGPoint, velocity: CGPoint = .zero) {
        dragPhase = .dragging
        tellScrollViewDelegate(.scrollViewWillBeginDragging) { $0.scrollViewWillBeginDragging(self) }
        if keyboardDismissMode == .onDrag || keyboardDismissMode == .onDragWithAccessory,
           let editing = HeadlessFirstResponders.firstResponder(sharingScopeWith: self) {
            _ = HeadlessFirstResponders.forcingResignation { editing.resignFirstResponder() }
        }
        setContentOffset(offsetWithinContent(offset), animated: false)
        let rate = decelerationRate.rawValue
        var target = offsetWithinContent(CGPoint(
            x: contentOffset.x + velocity.x * rate / (1 - rate),
            y: contentOffset.y + velocity.y * rate / (1 - rate)))
        tellScrollViewDelegate(.scrollViewWillEndDragging) {
            $0.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
        }
        let decelerates = velocity != .zero || target != contentOffset
        tellScrollViewDelegate(.scrollViewDidEndDragging) { $0.scrollViewDidEndDragging(self, willDecelerate: decelerates) }
        guard decelerates else {
            dragPhase = .idle
            return
        }
        dragPhase = .decelerating
        tellScrollViewDelegate(.scrollViewWillBeginDecelerating) { $0.scrollViewWillBeginDecelerating(self) }
        setContentOffset(target, animated: false)
        dragPhase = .idle
        tellScrollViewDelegate(.scrollViewDidEndDecelerating) { $0.scrollViewDidEndDecelerating(self) }
    }
}
