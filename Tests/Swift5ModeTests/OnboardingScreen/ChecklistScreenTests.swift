import Expectations
import Foundation
import Testing
import UIKit
import DTTableViewManager

/// The onboarding checklist, in a window, driven through its buttons and action sheet.
@MainActor @Suite struct ChecklistScreenTests {
    static let steps = [
        ChecklistStep(id: 1, title: "Create a profile", subtitle: "Add a name and a photo.", isDone: true),
        ChecklistStep(id: 2, title: "Invite your team", subtitle: "Work is better together.", isDone: false),
        ChecklistStep(id: 3, title: "Turn on notifications", subtitle: "Never miss a mention.", isDone: false),
    ]

    @MainActor struct Shown {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let screen = ChecklistViewController(steps: ChecklistScreenTests.steps)

        init() {
            window.rootViewController = screen
            window.makeKeyAndVisible()
            headlessTurnRunLoop()
        }

        func cell(_ row: Int) throws -> ChecklistCell {
            try #require(screen.tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? ChecklistCell)
        }
    }

    @Test func showsEachStepInItsStackViewsWithAConfiguredButton() throws {
        let shown = Shown()
        expectEqual(shown.screen.progressLabel.text, "1 of 3 done")
        let done = try shown.cell(0)
        expectEqual(done.titleLabel.text, "Create a profile")
        expectEqual(done.iconView.image, UIImage(systemName: "checkmark.circle.fill"))
        expectEqual(done.actionButton.configuration?.title, "Done")
        expectEqual(done.actionButton.configuration?.cornerStyle, .capsule)
        let todo = try shown.cell(1)
        expectEqual(todo.actionButton.configuration?.title, "Start")
        #expect(todo.titleLabel.frame.width > 0)
        let title = todo.titleLabel.convert(todo.titleLabel.bounds, to: todo.contentView)
        let icon = todo.iconView.convert(todo.iconView.bounds, to: todo.contentView)
        let button = todo.actionButton.convert(todo.actionButton.bounds, to: todo.contentView)
        expectEqual(icon.minX, 16)
        expectEqual(title.minX, icon.maxX + 12)
        #expect(button.minX >= title.maxX + 12)
        expectEqual(button.maxX, todo.contentView.bounds.width - 16)
    }

    @Test func theButtonShowsAnActionSheet() throws {
        let shown = Shown()
        let button = try shown.cell(1).actionButton
        button.simulateTap()
        let sheet = try #require(shown.screen.presentedViewController as? UIAlertController)
        expectEqual(sheet.preferredStyle, .actionSheet)
        expectEqual(sheet.title, "Invite your team")
        expectEqual(sheet.actions.map(\.title), ["Mark as done", "Skip", "Cancel"])
        // An iPhone shows action sheets from the bottom: no popover to anchor, as in UIKit.
        expectNil(sheet.popoverPresentationController)
        #expect(button.isDescendant(of: shown.screen.tableView))
    }

    @Test func markingAStepDoneUpdatesItsRowPlaysSuccessAndRecountsProgress() throws {
        let shown = Shown()
        try shown.cell(1).actionButton.simulateTap()
        let sheet = try #require(shown.screen.presentedViewController as? UIAlertController)
        let haptics = UIFeedbackGenerator.headlessRecordingHaptics {
            #expect(sheet.simulateTapOnAction(titled: "Mark as done"))
            headlessTurnRunLoop()
        }
        expectEqual(haptics, [.notification(.success)])
        expectNil(shown.screen.presentedViewController)
        try expectEqual(shown.cell(1).actionButton.configuration?.title, "Done")
        expectEqual(shown.screen.progressLabel.text, "2 of 3 done")
        expectEqual(shown.screen.progressLabel.transform, .identity)
    }

    @Test func skippingAStepRemovesItsRow() throws {
        let shown = Shown()
        try shown.cell(2).actionButton.simulateTap()
        let sheet = try #require(shown.screen.presentedViewController as? UIAlertController)
        let haptics = UIFeedbackGenerator.headlessRecordingHaptics {
            #expect(sheet.simulateTapOnAction(titled: "Skip"))
            headlessTurnRunLoop()
        }
        expectEqual(haptics, [.notification(.warning)])
        expectEqual(shown.screen.tableView.numberOfRows(inSection: 0), 2)
        expectEqual(shown.screen.progressLabel.text, "1 of 2 done")
    }
}
