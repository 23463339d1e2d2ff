import Expectations
import Foundation
import HeadlessUIKit
import Testing

@MainActor @Suite struct RefreshControlTests {
    @Test func pullToRefreshStartsRefreshingAndSendsValueChanged() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        let refresh = UIRefreshControl()
        var refreshes = 0
        refresh.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
        table.refreshControl = refresh

        expectIdentical(refresh.superview, table)
        #expect(table.simulatePullToRefresh())
        #expect(refresh.isRefreshing && refreshes == 1)
        #expect(!table.simulatePullToRefresh())
        expectEqual(refreshes, 1)

        refresh.endRefreshing()
        #expect(!refresh.isRefreshing)
        #expect(table.simulatePullToRefresh() && refreshes == 2)
    }

    @Test func beginRefreshingFromCodeSendsNoEvent() {
        let refresh = UIRefreshControl()
        var refreshes = 0
        refresh.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
        refresh.beginRefreshing()
        #expect(refresh.isRefreshing && refreshes == 0)
    }

    @Test func anActionWithTheSameIdentifierReplacesTheFirst() {
        let refresh = UIRefreshControl()
        var runs: [String] = []
        let identifier = UIAction.Identifier("reload")
        refresh.addAction(UIAction(identifier: identifier) { _ in runs.append("first") }, for: .valueChanged)
        refresh.addAction(UIAction(identifier: identifier) { _ in runs.append("second") }, for: .valueChanged)
        refresh.sendActions(for: .valueChanged)
        expectEqual(runs, ["second"])
    }

    @Test func disabledOrMissingControlIgnoresPulls() {
        let scrollView = UIScrollView(frame: .zero)
        #expect(!scrollView.simulatePullToRefresh())
        let refresh = UIRefreshControl()
        refresh.isEnabled = false
        scrollView.refreshControl = refresh
        #expect(!scrollView.simulatePullToRefresh())
        #expect(!refresh.isRefreshing)
    }

    @Test func removedActionsStopRunningAndTargetsAreRecorded() {
        final class Screen {}
        let screen = Screen()
        let refresh = UIRefreshControl()
        var runs = 0
        let action = UIAction { _ in runs += 1 }
        refresh.addAction(action, for: [.valueChanged, .primaryActionTriggered])
        refresh.addTarget(screen, action: Selector("reload"), for: .valueChanged)
        refresh.removeAction(action, for: .valueChanged)
        refresh.sendActions(for: .valueChanged)
        refresh.sendActions(for: .primaryActionTriggered)

        expectEqual(runs, 1)
        expectEqual(refresh.actions(forTarget: screen, forControlEvent: .valueChanged), ["reload"])
        expectNil(refresh.actions(forTarget: nil, forControlEvent: .valueChanged))
    }

    @Test func replacingTheRefreshControlRemovesTheOldOne() {
        let scrollView = UIScrollView(frame: .zero)
        let first = UIRefreshControl()
        scrollView.refreshControl = first
        scrollView.refreshControl = UIRefreshControl()
        expectNil(first.superview)
        expectIdentical(scrollView.refreshControl?.superview, scrollView)
    }
}
