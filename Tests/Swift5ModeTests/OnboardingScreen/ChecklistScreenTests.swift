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
        #expect(shown.screen.progressLabel.text == "1 of 3 done")
        let done = try shown.cell(0)
        #expect(done.titleLabel.text == "Create a profile")
        #expect(done.iconView.image == UIImage(systemName: "checkmark.circle.fill"))
        #expect(done.actionButton.configuration?.title == "Done")
        #expect(done.actionButton.configuration?.cornerStyle == .capsule)
        let todo = try shown.cell(1)
        #expect(todo.actionButton.configuration?.title == "Start")
        #expect(todo.titleLabel.frame.width > 0)
        let title = todo.titleLabel.convert(todo.titleLabel.bounds, to: todo.contentView)
        let icon = todo.iconView.convert(todo.iconView.bounds, to: todo.contentView)
        let button = todo.actionButton.convert(todo.actionButton.bounds, to: todo.contentView)
        #expect(icon.minX == 16)
        #expect(title.minX == icon.maxX + 12)
        #expect(button.minX >= title.maxX + 12)
        #expect(button.maxX == todo.contentView.bounds.width - 16)
    }

    @Test func theButtonShowsAnActionSheet() throws {
        let shown = Shown()
        let button = try shown.cell(1).actionButton
        button.simulateTap()
        let sheet = try #require(shown.screen.presentedViewController as? UIAlertController)
        #expect(sheet.preferredStyle == .actionSheet)
        #expect(sheet.title == "Invite your team")
        #expect(sheet.actions.map(\.title) == ["Mark as done", "Skip", "Cancel"])
        // An iPhone shows action sheets from the bottom: no popover to anchor, as in UIKit.
        #expect(sheet.popoverPresentationController == nil)
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
        #expect(haptics == [.notification(.success)])
        #expect(shown.screen.presentedViewController == nil)
        #expect(try shown.cell(1).actionButton.configuration?.title == "Done")
        #expect(shown.screen.progressLabel.text == "2 of 3 done")
        #expect(shown.screen.progressLabel.transform == .identity)
    }

    @Test func skippingAStepRemovesItsRow() throws {
        let shown = Shown()
        try shown.cell(2).actionButton.simulateTap()
        let sheet = try #require(shown.screen.presentedViewController as? UIAlertController)
        let haptics = UIFeedbackGenerator.headlessRecordingHaptics {
            #expect(sheet.simulateTapOnAction(titled: "Skip"))
            headlessTurnRunLoop()
        }
        #expect(haptics == [.notification(.warning)])
        #expect(shown.screen.tableView.numberOfRows(inSection: 0) == 2)
        #expect(shown.screen.progressLabel.text == "1 of 2 done")
    }
}
