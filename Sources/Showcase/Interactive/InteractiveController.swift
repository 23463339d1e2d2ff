import DTTableViewManager

/// The interactive showcase's logic, independent of any terminal: a cursor over the rows of the
/// feed screen and what each key does to it.
///
/// | Key | Action |
/// | --- | --- |
/// | ↑ ↓ | Move the cursor; the table scrolls to keep it visible |
/// | Enter | Tap the row under the cursor |
/// | `d` | Swipe the row open and tap Delete |
/// | `m` | Drag the row one place down (the last row of a section stays) |
/// | `r` | Refresh the feed with an animated diff |
/// | `q`, Control-C | Quit |
@MainActor
final class InteractiveController {
    /// What the caller should do after a key.
    enum Outcome: Equatable {
        /// Draw ``screenText`` and wait for the next key.
        case redraw
        /// Stop.
        case quit
    }

    /// The screen the keys act on.
    let screen: FeedViewController
    /// The row under the cursor, or `nil` when the table has no rows.
    private(set) var cursor: IndexPath?
    /// The report of the last action.
    private(set) var lastReport: StepReport

    /// Loads a new feed screen and puts the cursor on its first row.
    init() {
        screen = FeedViewController(nibName: nil, bundle: nil)
        screen.loadViewIfNeeded()
        screen.tableView.layoutIfNeeded()
        cursor = Self.rows(of: screen.tableView).first
        lastReport = StepReport(title: "Loaded", screen: screen, cursor: cursor)
    }

    /// Performs what `key` means.
    ///
    /// - Parameter key: The key pressed.
    /// - Returns: Whether to redraw or quit.
    func handle(_ key: Key) -> Outcome {
        let title: String
        switch key {
        case .up, .down:
            if moveCursor(by: key == .up ? -1 : 1) {
                title = key == .up ? "Cursor up" : "Cursor down"
            } else {
                title = key == .up ? "Cursor already on the first row" : "Cursor already on the last row"
            }
        case .enter:
            guard let cursor else { return .redraw }
            title = Self.attempt { try screen.tap(at: cursor) ? "Tap \(Self.name(cursor))" : "\(Self.name(cursor)) cannot be tapped" }
        case .character("d"):
            guard let cursor else { return .redraw }
            title = Self.attempt {
                try screen.swipeToDelete(at: cursor) ? "Delete \(Self.name(cursor))" : "\(Self.name(cursor)) cannot be deleted"
            }
            clampCursor()
        case .character("m"):
            guard let cursor else { return .redraw }
            title = Self.attempt { try move(cursor) }
        case .character("r"):
            screen.refreshFeed()
            clampCursor()
            title = "Refresh the feed"
        case .character("q"), .interrupt:
            return .quit
        case .character:
            return .redraw
        }
        // The key was handled; the app returns to its run loop, which lays the screen out.
        headlessTurnRunLoop()
        lastReport = StepReport(title: title, screen: screen, cursor: cursor)
        return .redraw
    }

    /// The key help, the first line of every screen.
    static let keyHelp = "DTTableViewManager showcase: ↑/↓ move, Enter select, d delete, m move down, r refresh, q quit"

    /// The key help for terminals narrower than ``keyHelp``.
    static let compactKeyHelp = "↑/↓ move, Enter select, d delete, m move, r refresh, q quit"

    /// The whole screen: the key help, the last action's report with the table, cursor drawn.
    var screenText: String {
        Self.keyHelp + "\n\n" + lastReport.text
    }

    /// The screen fitted to a terminal `width` columns wide and `height` lines tall.
    ///
    /// The key help stays on the first line (``compactKeyHelp`` when ``keyHelp`` is wider than
    /// the terminal) and the report's title on the third. Every line longer than `width` is cut,
    /// ending with `…`, so no line wraps and drawing never scrolls the terminal. When the report
    /// is too long, the lines just below the title (the oldest events first) give way to a
    /// marker, so the table at the end stays visible; when even the table does not fit, the
    /// lines kept start just above the cursor's row, so the cursor stays on screen.
    ///
    /// - Parameters:
    ///   - width: The terminal's width in columns.
    ///   - height: The terminal's height in lines.
    /// - Returns: At most `height` lines (never fewer than the help, a blank line and the title),
    ///   none longer than `width`, without a final line break.
    func screenText(fittingWidth width: Int, height: Int) -> String {
        var report = lastReport.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if report.last == "" { report.removeLast() }
        let available = max(height - 2, 1)
        if report.count > available {
            let kept = max(available - 2, 0)
            var start = report.count - kept
            if let cursorLine = cursorLineIndex(in: report), cursorLine < start {
                start = max(cursorLine - 1, 1)
            }
            let hidden = report.count - 1 - kept
            report = [report[0], "  … \(hidden) line\(hidden == 1 ? "" : "s") hidden (enlarge the terminal to see them)"]
                + report[start..<(start + kept)]
        }
        let help = Self.keyHelp.count <= width ? Self.keyHelp : Self.compactKeyHelp
        return ([help, ""] + report).map { Self.cut($0, toWidth: width) }.joined(separator: "\n")
    }

    // MARK: - Private

    private var allRows: [IndexPath] { Self.rows(of: screen.tableView) }

    private static func rows(of tableView: UITableView) -> [IndexPath] {
        (0..<tableView.numberOfSections).flatMap { section in
            (0..<tableView.numberOfRows(inSection: section)).map { IndexPath(row: $0, section: section) }
        }
    }

    /// Moves the cursor `offset` rows, stopping at the first and last row.
    ///
    /// - Returns: Whether the cursor moved.
    private func moveCursor(by offset: Int) -> Bool {
        let rows = allRows
        guard !rows.isEmpty else {
            cursor = nil
            return false
        }
        let current = cursor.flatMap(rows.firstIndex(of:)) ?? 0
        let target = rows[min(max(current + offset, 0), rows.count - 1)]
        let moved = target != cursor
        cursor = target
        screen.scrollToShow(target)
        return moved
    }

    /// The index of the report line drawing the cursor's row, if the table shows it.
    private func cursorLineIndex(in report: [String]) -> Int? {
        guard let tableLine = lastReport.table.firstIndex(where: TablePicture.isCursorLine) else { return nil }
        return report.count - lastReport.table.count + tableLine
    }

    /// `line`, or its first `width - 1` characters and `…` when it is longer than `width`.
    private static func cut(_ line: String, toWidth width: Int) -> String {
        guard line.count > width else { return line }
        return width > 0 ? String(line.prefix(width - 1)) + "…" : ""
    }

    /// The title of a gesture's report, or the touch error's description when the gesture
    /// touched a row that is not on screen (the cursor's row always is, so this stays a safety net).
    private static func attempt(_ gesture: () throws -> String) -> String {
        do {
            return try gesture()
        } catch {
            return "\(error)"
        }
    }

    private func move(_ source: IndexPath) throws -> String {
        let rowsInSection = screen.tableView.numberOfRows(inSection: source.section)
        guard source.row + 1 < rowsInSection else {
            return "\(Self.name(source)) is the last of its section and cannot move further down"
        }
        guard let destination = try screen.move(from: source, to: IndexPath(row: source.row + 1, section: source.section)) else {
            return "\(Self.name(source)) cannot be moved"
        }
        cursor = destination
        screen.scrollToShow(destination)
        return "Move \(Self.name(source)) to \(Self.name(destination))"
    }

    /// Keeps the cursor on an existing row after rows were removed.
    private func clampCursor() {
        let rows = allRows
        guard let cursor, !rows.contains(cursor) else {
            if cursor == nil { self.cursor = rows.first }
            return
        }
        self.cursor = rows.last { $0 < cursor } ?? rows.first
    }

    private static func name(_ indexPath: IndexPath) -> String {
        "row \(indexPath.section).\(indexPath.row)"
    }
}
