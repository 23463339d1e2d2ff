import DTTableViewManager

/// The showcase screen: a feed of posts and a settings section, driven by DTTableViewManager.
///
/// Written as it would be for iOS: a view controller that owns a table, adopts
/// `DTTableViewManageable`, registers its views with their events in `viewDidLoad()` and puts
/// models in the manager's memory storage. Everything the table does is recorded in ``log``.
final class FeedViewController: UIViewController, DTTableViewManageable {
    /// The size of the table: small enough that the feed does not fit, so scrolling matters.
    static let tableFrame = CGRect(x: 0, y: 0, width: 390, height: 400)

    /// The managed table.
    let tableView: UITableView! = UITableView(frame: FeedViewController.tableFrame, style: .plain)

    /// What happened since the last step.
    let log = EventLog()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        tableView.headlessConsistencyViolationHandler = { [log] violation in
            log.record("consistency violation: \(violation.message)")
        }
        registerFeedViews()
        registerSettingsViews()
        manager.tableViewUpdater?.didUpdateContent = { [log] update in log.recordUpdate(update) }
        manager.memoryStorage.setSectionHeaderModels(["Feed", "Settings"])
        manager.memoryStorage.setSectionFooterModels(["End of feed", "Changes apply at once"])
        manager.memoryStorage.setItemsForAllSections([FeedContent.firstPage, FeedContent.settings] as [[Any]])
    }
}
