import Foundation

/// Lays out every view that needs layout, as UIKit does when the main run loop turns
/// (HeadlessUIKit-only).
///
/// UIKit never lays views out inside the call that changed them: `setNeedsLayout()` (which
/// `reloadData()`, batch updates and scrolling call on a table) marks a view, and the layout
/// pass runs at the end of the current run-loop iteration. HeadlessUIKit has no run loop, so a
/// test calls this where the app would return to the run loop — after a screen appeared, after
/// data arrived, after a scroll — or calls `layoutIfNeeded()` on the one view it looks at:
///
/// ```swift
/// presenter.show(items)        // the table reloads: counts are asked, no cells yet
/// headlessTurnRunLoop()        // the table requests the cells, headers and footers on screen
/// #expect(tableView.visibleCells.count == 3)
/// ```
///
/// Every view marked since the last turn is laid out with `layoutIfNeeded()` on its root view
/// (the window, or the topmost superview of a view in no window), repeated while layout marks
/// more views (at most a few times). Headless difference: UIKit lays out only views in a
/// window at a turn; this also lays out views that are in none, so tables built in a test need
/// no window.
@preconcurrency @MainActor
public func headlessTurnRunLoop() {
    var turns = 0
    while !HeadlessLayoutQueue.pending.isEmpty, turns < 8 {
        let marked = HeadlessLayoutQueue.pending.values.compactMap(\.view)
        HeadlessLayoutQueue.pending.removeAll()
        var roots: [ObjectIdentifier: UIView] = [:]
        for view in marked {
            var root = view
            while let parent = root.superview { root = parent }
            roots[ObjectIdentifier(root)] = root
        }
        for root in roots.values { root.layoutIfNeeded() }
        turns += 1
    }
}

/// The views marked with `setNeedsLayout()` since the last ``headlessTurnRunLoop()``, weakly.
@MainActor
enum HeadlessLayoutQueue {
    /// A view held weakly.
    struct Entry {
        weak var view: UIView?
    }

    /// The marked views by identity.
    static var pending: [ObjectIdentifier: Entry] = [:]
    /// The number of entries past which deallocated views are dropped, so a program that never
    /// turns the run loop (a benchmark) keeps a bounded list.
    private static var purgeThreshold = 4096

    /// Remembers that a view needs layout.
    static func note(_ view: UIView) {
        pending[ObjectIdentifier(view)] = Entry(view: view)
        if pending.count > purgeThreshold {
            pending = pending.filter { $0.value.view != nil }
            purgeThreshold = max(4096, pending.count * 2)
        }
    }
}
