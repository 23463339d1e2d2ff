import Expectations
import Foundation
import HeadlessUIKit
import TableMethodFixtures
import Testing

/// A view that can take focus and logs the focus calls it gets.
final class FocusLoggingView: UIView {
    let name: String
    let log: EventLog
    var refusesUpdates = false

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override var canBecomeFocused: Bool { true }

    override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
        log.record("\(name) should")
        return !refusesUpdates
    }

    override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        log.record("\(name) did: \((context.previouslyFocusedView as? FocusLoggingView)?.name ?? "nil") → \((context.nextFocusedView as? FocusLoggingView)?.name ?? "nil")")
    }
}

/// A delegate that lets only even rows take focus.
final class EvenRowsFocusDelegate: NSObject, UITableViewDelegate {
    func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        indexPath.row.isMultiple(of: 2)
    }
}

@MainActor @Suite struct FocusTests {
    /// A shown window holding `views`, in order.
    private func shownWindow(holding views: UIView...) -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        for view in views { window.addSubview(view) }
        return window
    }

    @Test func plainViewsCannotTakeFocusAndNothingIsFocusedAtFirst() {
        let view = UIView()
        let window = shownWindow(holding: view)
        #expect(!view.canBecomeFocused)
        #expect(!view.isFocused)
        #expect(view.preferredFocusEnvironments.isEmpty)
        expectIdentical(view.parentFocusEnvironment, window)
        #expect(!window.simulateFocusUpdate(to: view))
    }

    @Test func focusMovesThroughEveryEnvironmentAroundBothViews() {
        let log = EventLog()
        let container = FocusLoggingView("container", log: log)
        let first = FocusLoggingView("first", log: log)
        let second = FocusLoggingView("second", log: log)
        container.addSubview(first)
        container.addSubview(second)
        let window = shownWindow(holding: container, FocusLoggingView("outside", log: log))
        #expect(window.simulateFocusUpdate(to: first))
        #expect(first.isFocused)
        log.reset()
        #expect(window.simulateFocusUpdate(to: second))
        #expect(log.entries == [
            "first should", "second should", "container should",
            "first did: first → second", "second did: first → second", "container did: first → second",
        ])
        #expect(second.isFocused)
        #expect(!first.isFocused)
    }

    @Test func anEnvironmentRefusingKeepsTheFocusWhereItWas() {
        let log = EventLog()
        let first = FocusLoggingView("first", log: log)
        let second = FocusLoggingView("second", log: log)
        let window = shownWindow(holding: first, second)
        window.simulateFocusUpdate(to: first)
        first.refusesUpdates = true
        #expect(!window.simulateFocusUpdate(to: second))
        #expect(first.isFocused)
        second.isHidden = true
        first.refusesUpdates = false
        #expect(!window.simulateFocusUpdate(to: second))
    }

    @Test func controllersAreAskedBetweenTheirViewAndItsSuperview() {
        let log = EventLog()
        let window = shownWindow()
        let controller = UIViewController()
        window.rootViewController = controller
        let field = FocusLoggingView("field", log: log)
        controller.view.addSubview(field)
        expectIdentical(controller.view.parentFocusEnvironment, controller)
        expectIdentical(controller.parentFocusEnvironment, window)
        #expect(controller.preferredFocusEnvironments.isEmpty)
        #expect(window.contains(field))
        #expect(controller.contains(field))
        #expect(!field.contains(controller))
        #expect(field.contains(field))
        #expect(controller.restoresFocusAfterTransition)
        #expect(window.simulateFocusUpdate(to: field))
    }

    @Test func tableCellsTakeFocusWhenTheTableOrItsDelegateAllows() throws {
        let fixture = TableFixture(sections: [ListDataSource.rows(4)])
        let cell = try #require(fixture.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(!fixture.tableView.allowsFocus)
        #expect(!fixture.tableView.allowsFocusDuringEditing)
        #expect(!cell.canBecomeFocused)
        fixture.tableView.allowsFocus = true
        #expect(cell.canBecomeFocused)
        fixture.tableView.setEditing(true, animated: false)
        #expect(!cell.canBecomeFocused)
        fixture.tableView.allowsFocusDuringEditing = true
        #expect(cell.canBecomeFocused)
        let delegate = EvenRowsFocusDelegate()
        defer { withExtendedLifetime(delegate) {} }
        fixture.tableView.delegate = delegate
        #expect(!cell.canBecomeFocused)
        let even = try #require(fixture.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(fixture.window.simulateFocusUpdate(to: even))
        #expect(even.isFocused)
        #expect(even.configurationState.isFocused)
        #expect(!UITableViewCell().canBecomeFocused)
    }
}
