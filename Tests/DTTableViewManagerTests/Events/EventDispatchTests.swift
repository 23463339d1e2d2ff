import DTTableViewManager
import Expectations
import Foundation
import TableMethodFixtures
import Testing
import TestSupport
@testable import DTTableViewManager

/// An owner that implements some delegate methods itself, as an app's view controller would.
@MainActor
final class DelegatingController: NSObject, DTTableViewManageable, UITableViewDelegate {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    var tableView: UITableView! { table }
    var selected: [IndexPath] = []

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 77 }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

@MainActor @Suite struct EventDispatchTests {
    @Test func registeringAnEventMakesTheTableAskAgain() {
        let controller = ManagedTableViewController()
        let manager = controller.manager
        manager.register(EventIntCell.self)
        let table = controller.tableView!
        expectEqual(table.headlessCachedResponse(to: .didSelectRowAt), false)
        expectEqual(table.headlessCachedResponse(to: .shouldUpdateFocusInContext), false)
        expectEqual(table.headlessCachedResponse(to: .canMoveRowAt), false)
        manager.didSelect(EventIntCell.self) { _, _, _ in }
        expectEqual(table.headlessCachedResponse(to: .didSelectRowAt), true)
        manager.shouldUpdateFocus { _ in true }
        expectEqual(table.headlessCachedResponse(to: .shouldUpdateFocusInContext), true)
        manager.canMove(EventIntCell.self) { _, _, _ in true }
        expectEqual(table.headlessCachedResponse(to: .canMoveRowAt), true)
        expectEqual(table.headlessCachedResponse(to: .heightForRowAt), false)
    }

    @Test func closureWinsOverTheOwnerWhoseMethodAnswersOtherRows() {
        let controller = DelegatingController()
        controller.manager.register(EventIntCell.self) { mapping in
            mapping.heightForCell { _, _ in 50 }
        }
        controller.manager.register(EventStringCell.self)
        controller.manager.memoryStorage.setItems([1, "two"] as [Any])
        controller.table.layoutIfNeeded()
        expectEqual(controller.table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 50)
        expectEqual(controller.table.rectForRow(at: IndexPath(row: 1, section: 0)).height, 77)
    }

    @Test func methodsReturningNothingRunTheClosureAndTheOwner() throws {
        let log = EventLog()
        let controller = DelegatingController()
        controller.manager.register(EventIntCell.self) { mapping in
            mapping.didSelect { _, model, _ in log.record("closure \(model)") }
        }
        controller.manager.memoryStorage.setItems([3])
        controller.table.layoutIfNeeded()
        try controller.table.simulateTap(at: IndexPath(row: 0, section: 0))
        expectEqual(log.entries, ["closure 3"])
        expectEqual(controller.selected, [IndexPath(row: 0, section: 0)])
    }

    @Test func ownerWithoutTheMethodLeavesUIKitsDefault() throws {
        let controller = DelegatingController()
        controller.manager.register(EventIntCell.self)
        controller.manager.memoryStorage.setItems([3])
        controller.table.layoutIfNeeded()
        expectEqual(controller.table.headlessCachedResponse(to: .willSelectRowAt), true)
        #expect(try controller.table.simulateTap(at: IndexPath(row: 0, section: 0)))
        expectEqual(controller.table.indexPathForSelectedRow, IndexPath(row: 0, section: 0))
    }

    @Test func withoutSemanticHeightsAnOwnerWithoutTheHeightMethodLeavesTheTablesHeight() {
        let controller = DelegatingController()
        controller.manager.configuration.semanticHeaderHeight = false
        controller.manager.configuration.semanticFooterHeight = false
        controller.manager.register(EventIntCell.self)
        controller.manager.memoryStorage.setSectionHeaderModels(["Fruits"])
        controller.manager.memoryStorage.setSectionFooterModels(["2 items"])
        controller.table.sectionHeaderHeight = 33
        controller.table.sectionFooterHeight = 21
        controller.manager.memoryStorage.setItems([3, 4])
        controller.table.layoutIfNeeded()

        expectEqual(controller.table.rectForHeader(inSection: 0).height, 33)
        expectEqual(controller.table.rectForFooter(inSection: 0).height, 21)
        expectEqual(controller.table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 77)
    }

    @Test func everyEventMapsToItsOwnTableMethodAndBack() {
        let events = EventMethodSignature.allCases
        expectEqual(Set(events.map(\.tableViewMethod)).count, events.count)
        expectEqual(Set(events.map(\.description)).count, events.count)
        for event in events {
            expectEqual(EventMethodSignature(event.tableViewMethod), event)
        }
        expectNil(EventMethodSignature(HeadlessTableViewMethod.cellForRowAt))
    }
}

/// An owner implementing scroll and context-menu lifecycle methods, which no event answers.
@MainActor
final class ScrollObservingController: NSObject, DTTableViewManageable, UITableViewDelegate {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    var tableView: UITableView! { table }
    var calls: [String] = []

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        calls.append("didScroll \(Int(scrollView.contentOffset.y))")
    }

    func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {
        calls.append("menu ended")
    }
}

@MainActor @Suite struct OwnerForwardingTests {
    @Test func methodsWithoutEventsReachTheOwner() {
        let controller = ScrollObservingController()
        controller.manager.register(EventIntCell.self)
        controller.manager.memoryStorage.setItems(Array(0..<50))
        controller.table.layoutIfNeeded()
        controller.table.contentOffset = CGPoint(x: 0, y: 100)
        controller.table.simulateContextMenuDismissal(UIContextMenuConfiguration(identifier: nil, previewProvider: nil))
        expectEqual(controller.calls, ["didScroll 100", "menu ended"])
    }
}
