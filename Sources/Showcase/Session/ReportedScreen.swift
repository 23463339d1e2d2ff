import DTTableViewManager

/// A showcase screen a ``StepReport`` describes: its table and the log of what happened.
@MainActor
protocol ReportedScreen: AnyObject {
    /// The screen's table.
    var tableView: UITableView! { get }
    /// What happened since the last report.
    var log: EventLog { get }
}

extension FeedViewController: ReportedScreen {}
