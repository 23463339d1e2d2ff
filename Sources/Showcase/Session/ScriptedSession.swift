import DTTableViewManager

/// The non-interactive showcase: a fixed sequence of user actions on the feed screen, each
/// followed by a turn of the run loop (the layout pass an app gets when it returns to its run
/// loop) and a ``StepReport``. Its output is deterministic; `ShowcaseTests` compare it with a
/// checked-in transcript.
@MainActor
enum ScriptedSession {
    /// One scripted action on a screen.
    struct Step<Screen> {
        /// What the step does, as printed in its report.
        let title: String
        /// Performs the step on the screen.
        let perform: @MainActor (Screen) throws -> Void
    }

    /// The script of the feed: load, scroll, toggle a setting, select, move, delete, refresh.
    static let steps: [Step<FeedViewController>] = [
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

    /// The script of the same feed driven by a diffable data source: load, apply a snapshot
    /// with every kind of change, apply one with an identifier twice.
    static let diffableSteps: [Step<DiffableFeedViewController>] = [
        Step(title: "9. Open the diffable feed (configureDiffableDataSource, one snapshot)") { _ in },
        Step(title: "10. Apply the refreshed snapshot: insertions, deletions, a move, Alan's post reconfigured") { screen in
            screen.show(FeedContent.refreshedPage, reconfiguring: [3])
        },
        Step(title: "11. Apply a snapshot with Grace's post twice") { screen in
            screen.show([FeedContent.firstPage[1], FeedContent.firstPage[0], FeedContent.firstPage[1]])
        },
    ]

    /// Runs both scripts, each on a new screen.
    ///
    /// - Parameter observe: Called after each step's run-loop turn, with the step's title and
    ///   its screen (`--svg` draws the screen there).
    /// - Returns: The reports of every step, in order.
    /// - Throws: `UITableView.HeadlessTouchError` when a step touches a row that is not on
    ///   screen, or what `observe` throws.
    static func run(observingSteps observe: (_ title: String, _ screen: UIViewController) throws -> Void = { _, _ in }) throws -> [StepReport] {
        try run(steps, on: FeedViewController(nibName: nil, bundle: nil), observe: observe)
            + run(diffableSteps, on: DiffableFeedViewController(nibName: nil, bundle: nil), observe: observe)
    }

    private static func run<Screen: UIViewController & ReportedScreen>(
        _ steps: [Step<Screen>],
        on screen: Screen,
        observe: (String, UIViewController) throws -> Void
    ) throws -> [StepReport] {
        screen.loadViewIfNeeded()
        screen.tableView.layoutIfNeeded()
        return try steps.map { step in
            try step.perform(screen)
            headlessTurnRunLoop()
            try observe(step.title, screen)
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
