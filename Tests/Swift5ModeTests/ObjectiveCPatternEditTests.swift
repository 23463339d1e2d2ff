import Expectations
import Foundation
import Testing
import UIKit

/// The edited Objective-C patterns of ObjectiveCPatternEdits.swift behave as on iOS.
@MainActor @Suite struct ObjectiveCPatternEditTests {
    @Test func outletIsSetByTheNibThatDeclaresIt() {
        let nibName = "ObjectiveCPatternEditTests.Profile"
        UINib.registerHeadlessNib(named: nibName, bundle: nil) { owner in
            let view = UIView()
            let label = UILabel()
            label.text = "Ada"
            view.addSubview(label)
            (owner as? ProfileViewController)?.view = view
            (owner as? ProfileViewController)?.nameLabel = label
            return [view]
        }
        defer { UINib.unregisterHeadlessNib(named: nibName, bundle: nil) }
        let screen = ProfileViewController(nibName: nibName, bundle: nil)
        screen.loadViewIfNeeded()
        expectEqual(screen.nameLabel?.text, "Ada")
        expectIdentical(screen.nameLabel?.superview, screen.view)
    }

    @Test func actionWithASenderRuns() {
        let screen = ProfileViewController(nibName: nil, bundle: nil)
        screen.save(UIButton(type: .system))
        expectEqual(screen.actions, ["save"])
    }

    @Test func uiActionReplacingTargetActionRunsOnTap() {
        let screen = ProfileViewController(nibName: nil, bundle: nil)
        let button = screen.makeShareButton()
        button.simulateTap()
        expectEqual(screen.actions, ["share"])
        #expect(button.headlessUndeliveredActions.isEmpty)
    }

    @Test func theMainQueueHelperRunsMainActorWorkAtOnce() {
        var rows: [String] = []
        MainQueue.perform { rows = ["a", "b"] }
        expectEqual(rows, ["a", "b"], "main-actor code is on the main queue, so the block ran inline")
        expectEqual(MainQueue.sync { rows.count }, 2)
    }

    @Test func forwardedOptionalRequirementReachesTheOtherDelegate() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let recorder = SelectionRecorder()
        let forwarder = ForwardingTableDelegate()
        forwarder.forwardee = recorder
        forwarder.tableView(table, didSelectRowAt: IndexPath(row: 2, section: 0))
        expectEqual(recorder.selected, [IndexPath(row: 2, section: 0)])
    }

    @Test func customRecognizerSettingStateFromItsTouchesSendsItsActions() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 120))
        var states: [UIGestureRecognizer.State] = []
        let press = PressGestureRecognizer(headlessHandler: { states.append($0.state) })
        card.addGestureRecognizer(press)

        #expect(press.simulateRecognition())

        expectEqual(states, [.began, .ended])
        expectEqual(press.state, .possible)
    }
}
