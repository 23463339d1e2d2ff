import DTTableViewManager

/// The feed again, driven by a diffable data source: `configureDiffableDataSource` gives the
/// manager's mappings a `UITableViewDiffableDataSource`, and every change is a snapshot of post
/// identifiers applied to it.
///
/// Written as for iOS with upstream DTTableViewManager 11: the screen keeps the posts by
/// identifier and the model provider looks them up; the same cells and conditions as the
/// memory-storage feed display them.
final class DiffableFeedViewController: UIViewController, DTTableViewManageable, ReportedScreen {
    /// The managed table, the size of the feed's.
    let tableView: UITableView! = UITableView(frame: FeedViewController.tableFrame, style: .plain)

    /// What happened since the last step.
    let log = EventLog()

    /// The posts by identifier; the model provider reads them.
    private var posts: [Int: Post] = [:]

    /// The data source the manager configured; the screen keeps it, as Apple's documentation
    /// asks.
    private(set) var dataSource: UITableViewDiffableDataSource<String, Int>!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        tableView.headlessConsistencyViolationHandler = { [log] violation in
            log.record("consistency violation: " + violation.message.replacingOccurrences(of: "\n", with: " "))
        }
        registerPostCell(PostCell.self, showingVideos: false)
        registerPostCell(VideoPostCell.self, showingVideos: true)
        manager.registerHeader(SectionHeaderView.self)
        dataSource = manager.configureDiffableDataSource { [unowned self] _, id in self.posts[id] as Any }
        manager.supplementaryStorage?.setSectionHeaderModels(["Diffable feed"])
        show(FeedContent.firstPage)
    }

    /// Shows `posts` in one section: builds the snapshot of their identifiers, marks
    /// `reconfiguring` for reconfiguring, and applies it.
    ///
    /// - Parameters:
    ///   - posts: The posts, in order; a repeated identifier is the error UIKit raises.
    ///   - reconfiguring: Posts whose content changed, updated in their existing cells.
    func show(_ posts: [Post], reconfiguring: [Int] = []) {
        for post in posts { self.posts[post.id] = post }
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["feed"])
        snapshot.appendItems(posts.map(\.id))
        snapshot.reconfigureItems(reconfiguring)
        let before = dataSource.snapshot().itemIdentifiers.map(String.init).joined(separator: " ")
        let after = posts.map { String($0.id) }.joined(separator: " ")
        let marks = reconfiguring.isEmpty ? "" : ", reconfigure " + reconfiguring.map(String.init).joined(separator: " ")
        dataSource.apply(snapshot) { [log] in
            log.recordBatchUpdate("apply snapshot [\(before)] -> [\(after)]\(marks)")
        }
        tableView.layoutIfNeeded()
    }

    /// Registers a post cell for posts with or without a video, logging displays and
    /// reconfigurations (an update of a cell already on screen).
    private func registerPostCell<Cell: UITableViewCell & ModelTransfer>(_ cell: Cell.Type, showingVideos: Bool) where Cell.ModelType == Post {
        let name = String(describing: Cell.self)
        manager.register(Cell.self) { [log] mapping in
            mapping.condition = mapping.modelCondition { post, _ in post.containsVideo == showingVideos }
            mapping.willDisplay { _, post, indexPath in
                log.record("willDisplay \(name) \(post.author) at \(indexPath.section).\(indexPath.row)")
            }
        } handler: { [log, weak self] cell, post, indexPath in
            guard self?.tableView.cellForRow(at: indexPath) === cell else { return }
            log.record("reconfigured \(name) \(post.author) at \(indexPath.section).\(indexPath.row), same cell")
        }
    }
}
