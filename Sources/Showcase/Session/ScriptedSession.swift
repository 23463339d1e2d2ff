import DTTableViewManager

/// The non-interactive showcase: a fixed sequence of user actions on the feed screen, each
/// followed by a turn of the run loop (the layout pass an app gets when it returns to its run
/// loop) and a ``StepReport``. Its output is deterministic; `ShowcaseTests` compare it with a
/// checked-in transcript.
@MainActor
enum ScriptedSession {
    /// One scripted action.
    struct Step {
        /// What the step does, as printed in its report.
        let title: String
        /// Performs the step on the screen.
        let perform: @MainActor (FeedViewController) throws -> Void
    }

    /// The script: load, scroll, toggle a setting, select, move, delete, refresh.
    static let steps: [Step] = [
        Step(title: "1. Load the screen") { _ in },
        Step(title: "2. Scroll down 120 points") { screen in screen.scroll(toOffset: 120) },
        Step(title: "3. Scroll the last setting into view") { screen in
            screen.scrollToShow(IndexPath(row: 1, section: FeedSection.settings))
        },
        Step(title: "4. Tap the setting \"Show previews\"") { screen in
            try screen.tap(at: IndexPath(row: 1, section: FeedSection.settings))
        },
        Step(title: "5. Scroll back to the top and tap Grace's video post") { screen in
            screen.scroll(toOffset: 0)
            try screen.tap(at: IndexPath(row: 1, section: FeedSection.posts))
        },
        Step(title: "6. Drag Alan's post below Edsger's") { screen in
            try screen.move(from: IndexPath(row: 2, section: FeedSection.posts), to: IndexPath(row: 3, section: FeedSection.posts))
        },
        Step(title: "7. Swipe Ada's post and tap Delete") { screen in
            try screen.swipeToDelete(at: IndexPath(row: 0, section: FeedSection.posts))
        },
        Step(title: "8. Refresh the feed (animated diff)") { screen in screen.refreshFeed() },
    ]

    /// Runs the script on a new screen.
    ///
    /// - Returns: The reports of every step, in order.
    /// - Throws: `UITableView.HeadlessTouchError` when a step touches a row that is not on screen.
    static func run() throws -> [StepReport] {
        let screen = FeedViewController(nibName: nil, bundle: nil)
        screen.loadViewIfNeeded()
        screen.tableView.layoutIfNeeded()
        return try steps.map { step in
            try step.perform(screen)
            headlessTurnRunLoop()
            return StepReport(title: step.title, screen: screen)
        }
    }

    /// The whole transcript: every step's report, separated by blank lines.
    ///
    /// - Throws: `UITableView.HeadlessTouchError` when a step touches a row that is not on screen.
    static func transcript() throws -> String {
        try run().map(\.text).joined(separator: "\n")
    }
}
