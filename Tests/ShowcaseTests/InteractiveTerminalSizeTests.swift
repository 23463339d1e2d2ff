import DTTableViewManager
import Expectations
import Testing
@testable import Showcase

/// A terminal size the interactive showcase is drawn at.
struct TerminalSize: CustomTestStringConvertible, Sendable {
    let width: Int
    let height: Int

    var testDescription: String { "\(width)×\(height)" }

    /// The smallest terminal the README's promises are checked at, and a large one.
    static let checked = [TerminalSize(width: 60, height: 8), TerminalSize(width: 200, height: 60)]
}

/// What the README promises about the interactive showcase, at a small and a large terminal:
/// the key help stays on the first line, no line wraps, and the cursor's row stays visible.
@MainActor @Suite struct InteractiveTerminalSizeTests {
    /// Every key of a session that scrolls, selects, moves, deletes and refreshes.
    static let session: [Key] = [.down, .down, .down, .down, .down, .character("r"), .enter, .down, .character("m"),
                                 .down, .down, .down, .character("d"), .up, .character("r"), .down, .down]

    private static func lines(_ controller: InteractiveController, _ size: TerminalSize) -> [String] {
        controller.screenText(fittingWidth: size.width, height: size.height)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The line of a fitted screen that draws the cursor's row (the report indents the table by two).
    private static func cursorLine(_ lines: [String]) -> String? {
        lines.first { $0.hasPrefix("   >") }
    }

    @Test(arguments: TerminalSize.checked)
    func cursorRowIsOnScreenOnFirstLoad(size: TerminalSize) {
        let controller = InteractiveController()
        let line = Self.cursorLine(Self.lines(controller, size))
        expectEqual(line?.contains("0.0"), true, "\(Self.lines(controller, size))")
    }

    @Test(arguments: TerminalSize.checked)
    func everyKeyLeavesHelpOnFirstLineNoLineWiderThanTheTerminalAndTheCursorDrawn(size: TerminalSize) {
        let controller = InteractiveController()
        for key in Self.session {
            expectEqual(controller.handle(key), .redraw)
            let lines = Self.lines(controller, size)
            #expect(lines.count <= size.height)
            #expect(lines.allSatisfy { $0.count <= size.width }, "\(lines)")
            #expect([InteractiveController.keyHelp, InteractiveController.compactKeyHelp].contains(lines[0]))
            expectNotNil(Self.cursorLine(lines), "after \(key): \(lines)")
        }
    }

    @Test func narrowTerminalGetsTheCompactHelpAndCutLines() {
        let controller = InteractiveController()
        let lines = Self.lines(controller, TerminalSize(width: 60, height: 8))
        expectEqual(lines[0], InteractiveController.compactKeyHelp)
        #expect(lines.contains { $0.count == 60 && $0.hasSuffix("…") })
    }

    @Test func wideTallTerminalShowsTheWholeScreenUncut() {
        let controller = InteractiveController()
        let full = controller.screenText
        expectEqual(controller.screenText(fittingWidth: 200, height: 60) + "\n", full)
    }

    @Test(arguments: TerminalSize.checked, [0, 5])
    func afterRefreshTheCursorRowIsOnTheTableAndOnTheTerminal(size: TerminalSize, rowsDown: Int) throws {
        let controller = InteractiveController()
        for _ in 0..<rowsDown { _ = controller.handle(.down) }
        _ = controller.handle(.character("r"))
        let cursor = try #require(controller.cursor)
        let visible = controller.screen.tableView.indexPathsForVisibleRows ?? []
        #expect(visible.contains(cursor), "cursor \(cursor), visible \(visible)")
        let line = Self.cursorLine(Self.lines(controller, size))
        expectEqual(line?.contains("\(cursor.section).\(cursor.row)"), true, "\(Self.lines(controller, size))")
    }

    @Test func downOnTheLastRowSaysTheCursorStays() {
        let controller = InteractiveController()
        let tableView = controller.screen.tableView!
        let rowCount = (0..<tableView.numberOfSections).reduce(0) { $0 + tableView.numberOfRows(inSection: $1) }
        for _ in 0..<(rowCount - 1) { _ = controller.handle(.down) }
        expectEqual(controller.lastReport.title, "Cursor down")
        let last = controller.cursor
        _ = controller.handle(.down)
        expectEqual(controller.cursor, last)
        expectEqual(controller.lastReport.title, "Cursor already on the last row")
    }

    @Test func upOnTheFirstRowSaysTheCursorStays() {
        let controller = InteractiveController()
        _ = controller.handle(.up)
        expectEqual(controller.lastReport.title, "Cursor already on the first row")
    }
}
