import Expectations
import Foundation
import HeadlessUIKit
import TableMethodFixtures
import Testing

@MainActor @Suite struct PresentationTests {
    @Test func deleteAsksForConfirmationAndDeletesOnConfirm() throws {
        let list = RecipeListController(style: .plain)
        let navigation = UINavigationController(rootViewController: list)
        let window = showInWindow(navigation)

        let actions = try list.tableView.simulateSwipe(at: IndexPath(row: 0, section: 0), edge: .trailing)
        try #require(actions.map(\.title) == ["Delete"]).self
        actions[0].tap()

        let alert = try #require(list.presentedViewController as? UIAlertController)
        expectIdentical(navigation.presentedViewController, alert)
        expectIdentical(alert.presentingViewController, navigation)
        expectEqual(alert.title, "Delete Soup?")
        expectEqual(alert.preferredStyle, .actionSheet)
        expectEqual(alert.actions.map(\.title), ["Delete", "Cancel"])
        expectEqual(alert.actions.map(\.style), [.destructive, .cancel])
        expectIdentical(alert.view.window, window)
        expectEqual(list.recipes.count, 3)

        #expect(alert.simulateTapOnAction(titled: "Delete"))

        expectNil(list.presentedViewController)
        expectNil(alert.viewIfLoaded?.window)
        expectEqual(list.recipes, ["Salad", "Stew"])
        expectEqual(list.tableView.numberOfRows(inSection: 0), 2)
    }

    @Test func cancelDismissesWithoutDeleting() throws {
        let list = RecipeListController(style: .plain)
        let window = showInWindow(list)
        defer { withExtendedLifetime(window) {} }
        try list.tableView.simulateSwipe(at: IndexPath(row: 2, section: 0), edge: .trailing).first?.tap()
        let alert = try #require(list.presentedViewController as? UIAlertController)

        #expect(!alert.simulateTapOnAction(titled: "Archive"))
        #expect(alert.simulateTapOnAction(titled: "Cancel"))

        expectNil(list.presentedViewController)
        expectEqual(list.recipes.count, 3)
    }

    @Test func presentedActionSheetShowsItsTextsAndButtonsInDumpsAndPictures() throws {
        let list = RecipeListController(style: .plain)
        let window = showInWindow(list)
        try list.tableView.simulateSwipe(at: IndexPath(row: 0, section: 0), edge: .trailing).first?.tap()
        let alert = try #require(list.presentedViewController as? UIAlertController)
        window.layoutIfNeeded()

        let dump = window.headlessTextSnapshot()
        #expect(dump.contains("text=\"Delete Soup?\""))
        #expect(dump.contains("title=\"Delete\""))
        #expect(dump.contains("title=\"Cancel\""))
        let svg = window.headlessSVGSnapshot()
        #expect(svg.contains(">Delete Soup?</text>"))
        #expect(svg.contains(">Cancel</text>"))

        let buttons = alert.view.descendants.compactMap { $0 as? UIButton }
        expectEqual(buttons.map { $0.title(for: .normal) }, ["Delete", "Cancel"])
        let deleteButton = try #require(buttons.first)
        expectEqual(deleteButton.titleColor(for: .normal), .systemRed)
        #expect(deleteButton.window === window && deleteButton.frame.height == 57)
        let sheetBottom = try #require(buttons.last?.superview).frame.maxY
        expectEqual(sheetBottom, window.bounds.maxY - 8)

        deleteButton.simulateTap()

        expectNil(list.presentedViewController)
        expectEqual(list.recipes, ["Salad", "Stew"])
    }

    @Test func alertButtonsAreEnabledExactlyWhileTheirActionsAre() throws {
        let presenter = UIViewController()
        let window = showInWindow(presenter)
        defer { withExtendedLifetime(window) {} }
        var saved: String?
        let alert = UIAlertController(title: "New list", message: nil, preferredStyle: .alert)
        alert.addTextField()
        let save = UIAlertAction(title: "Save", style: .default) { [unowned alert] _ in saved = alert.textFields?.first?.text }
        save.isEnabled = false
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(save)
        presenter.present(alert, animated: true)
        window.layoutIfNeeded()

        let buttons = alert.view.descendants.compactMap { $0 as? UIButton }
        let saveButton = try #require(buttons.last)
        expectEqual(buttons.map { $0.frame.width }, [135, 135])
        #expect(!saveButton.isEnabled)
        saveButton.simulateTap()
        expectIdentical(presenter.presentedViewController, alert)

        save.isEnabled = true
        try alert.textFields?.first?.simulateTyping("Groceries")
        #expect(saveButton.isEnabled)
        saveButton.simulateTap()
        expectNil(presenter.presentedViewController)
        expectEqual(saved, "Groceries")
    }

    @Test func disabledActionCannotBeTapped() {
        var ran = false
        let alert = UIAlertController(title: "Sign in", message: "Needed", preferredStyle: .alert)
        let action = UIAlertAction(title: "OK", style: .default) { _ in ran = true }
        action.isEnabled = false
        alert.addAction(action)
        alert.preferredAction = action
        #expect(!alert.simulateTap(on: action))
        action.isEnabled = true
        #expect(alert.simulateTap(on: action) && ran)
        #expect(alert.message == "Needed" && alert.preferredAction === action)
    }

    @Test func fullScreenPresentationCoversThePresenterInUIKitsOrder() {
        let log = EventLog()
        let presenter = RecordingController("presenter", log: log)
        let sheet = RecordingController("sheet", log: log)
        sheet.modalPresentationStyle = .fullScreen
        let window = showInWindow(presenter)
        defer { withExtendedLifetime(window) {} }
        log.reset()
        var completed = false

        presenter.present(sheet, animated: true) { completed = true }

        #expect(completed)
        #expect(log.entries == [
            "presenter willDisappear", "sheet willAppear presented", "sheet isAppearing presented",
            "sheet willLayout presented", "sheet didLayout presented",
            "presenter didDisappear", "sheet didAppear presented",
        ])
        log.reset()

        sheet.dismiss(animated: true)

        #expect(log.entries == [
            "sheet willDisappear dismissed", "presenter willAppear", "presenter isAppearing",
            "presenter willLayout", "presenter didLayout",
            "sheet didDisappear dismissed", "presenter didAppear",
        ])
        #expect(presenter.presentedViewController == nil && sheet.presentingViewController == nil)
    }

    @Test func presentedNavigationControllerForwardsAppearanceToItsRoot() {
        let log = EventLog()
        let presenter = RecordingController("presenter", log: log)
        let compose = RecordingController("compose", log: log)
        let window = showInWindow(presenter)
        defer { withExtendedLifetime(window) {} }
        log.reset()

        presenter.present(UINavigationController(rootViewController: compose), animated: true)

        #expect(log.entries.filter { $0.hasPrefix("compose") && $0.localizedCaseInsensitiveContains("appear") } == [
            "compose willAppear", "compose isAppearing", "compose didAppear",
        ])
        expectIdentical(compose.view.window, window)
        log.reset()

        compose.dismiss(animated: true)

        expectEqual(log.entries.filter { $0.hasPrefix("compose") }, ["compose willDisappear", "compose didDisappear"])
    }

    @Test func sheetPresentationLeavesThePresenterOnScreen() {
        let log = EventLog()
        let presenter = RecordingController("presenter", log: log)
        let window = showInWindow(presenter)
        defer { withExtendedLifetime(window) {} }
        log.reset()

        presenter.present(RecordingController("sheet", log: log), animated: false)

        #expect(!log.entries.contains { $0.hasPrefix("presenter") })
        expectEqual(presenter.modalPresentationStyle, .automatic)
    }

    @Test func presentingFromAControllerOutsideAWindowOrTwiceDoesNothing() {
        let offScreen = UIViewController()
        offScreen.present(UIViewController(), animated: false)
        expectNil(offScreen.presentedViewController)

        let presenter = UIViewController()
        let window = showInWindow(presenter)
        defer { withExtendedLifetime(window) {} }
        let first = UIViewController()
        presenter.present(first, animated: false)
        presenter.present(UIViewController(), animated: false)
        expectIdentical(presenter.presentedViewController, first)
    }

    @Test func dismissingFromBelowDismissesTheWholeStack() {
        let root = UIViewController()
        let window = showInWindow(root)
        defer { withExtendedLifetime(window) {} }
        let first = UIViewController()
        let second = UIViewController()
        root.present(first, animated: false)
        first.present(second, animated: false)
        #expect(first.presentedViewController === second && second.presentingViewController === first)

        root.dismiss(animated: false)

        #expect(root.presentedViewController == nil && first.presentedViewController == nil)
        #expect(first.viewIfLoaded?.window == nil && second.viewIfLoaded?.window == nil)
    }
}

extension UIView {
    /// The view's subviews and theirs, depth first, in order.
    fileprivate var descendants: [UIView] {
        subviews.flatMap { [$0] + $0.descendants }
    }
}
