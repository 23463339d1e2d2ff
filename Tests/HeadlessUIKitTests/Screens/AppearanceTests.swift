import Expectations
import Foundation
import HeadlessUIKit
import TableMethodFixtures
import Testing

@MainActor @Suite struct AppearanceTests {
    @Test func windowShowsItsRootInUIKitsOrder() {
        let log = EventLog()
        let root = RecordingController("root", log: log)
        let window = showInWindow(root)
        expectEqual(log.entries, ["root willAppear", "root isAppearing", "root willLayout", "root didLayout", "root didAppear"])
        expectIdentical(root.view.window, window)
    }

    /// The layout callbacks follow the layout passes: the parent's view is laid out, then its
    /// subviews, as Core Animation lays out a layer before its sublayers.
    @Test func childrenInTheViewGetTheCallbacksAfterTheirParent() {
        let log = EventLog()
        let parent = RecordingController("parent", log: log)
        let child = RecordingController("child", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let detached = RecordingController("detached", log: log)
        parent.addChild(detached)
        log.reset()

        let window = showInWindow(parent)
        defer { withExtendedLifetime(window) {} }

        #expect(log.entries == [
            "parent willAppear", "child willAppear",
            "parent isAppearing", "child isAppearing",
            "parent willLayout", "parent didLayout", "child willLayout", "child didLayout",
            "parent didAppear", "child didAppear",
        ])
    }

    @Test func replacingTheRootOfAVisibleWindowSwapsAppearance() {
        let log = EventLog()
        let first = RecordingController("first", log: log)
        let second = RecordingController("second", log: log)
        let window = showInWindow(first)
        log.reset()

        window.rootViewController = second

        #expect(log.entries == [
            "first willDisappear", "second willAppear", "second isAppearing", "second willLayout", "second didLayout",
            "first didDisappear", "second didAppear",
        ])
        #expect(first.viewIfLoaded?.window == nil && second.view.window === window)
    }

    @Test func transitionBetweenChildrenSwapsTheirViewsAndAppearance() {
        let log = EventLog()
        let container = UIViewController()
        let list = RecordingController("list", log: log)
        let grid = RecordingController("grid", log: log)
        container.addChild(list)
        container.view.addSubview(list.view)
        list.didMove(toParent: container)
        let window = showInWindow(container)
        defer { withExtendedLifetime(window) {} }
        container.addChild(grid)
        grid.view.frame = container.view.bounds
        list.willMove(toParent: nil)
        log.reset()
        var finished: Bool?

        container.transition(from: list, to: grid, duration: 0.3, options: .transitionCrossDissolve, animations: {
            log.record("animations, grid shown: \(grid.view.superview === container.view)")
        }) { done in
            list.removeFromParent()
            grid.didMove(toParent: container)
            finished = done
        }

        #expect(log.entries == [
            "list willDisappear", "grid willAppear",
            "animations, grid shown: true",
            "grid isAppearing", "grid willLayout", "grid didLayout",
            "list didDisappear", "grid didAppear",
            "list didMove nil", "grid didMove parent",
        ])
        expectEqual(finished, true)
        #expect(list.viewIfLoaded?.superview == nil && grid.view.superview === container.view)
        expectEqual(container.children, [grid])
    }

    @Test func containmentCallsWillMoveAndDidMoveAsUIKitDoes() {
        let log = EventLog()
        let parent = UIViewController()
        let other = UIViewController()
        let child = RecordingController("child", log: log)
        parent.addChild(child)
        other.addChild(child)
        child.willMove(toParent: nil)
        child.removeFromParent()

        expectEqual(log.entries, ["child willMove parent", "child didMove nil", "child willMove parent", "child willMove nil", "child didMove nil"])
        #expect(parent.children.isEmpty && other.children.isEmpty && child.parent == nil)
    }

    @Test func manualAppearanceTransitionsCallEachCallbackOnce() {
        let log = EventLog()
        let controller = RecordingController("c", log: log)
        controller.beginAppearanceTransition(true, animated: false)
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(false, animated: true)
        controller.endAppearanceTransition()
        expectEqual(log.entries, ["c willAppear", "c didAppear", "c willDisappear", "c didDisappear"])
    }
}
