import Foundation

/// A control that starts refreshing a scroll view's content when the user pulls it down.
///
/// Assign it to a scroll view's `refreshControl` and add an action for `.valueChanged`; a pull
/// (``UIScrollView/simulatePullToRefresh()`` in tests) starts refreshing and sends the event, and
/// the app calls ``endRefreshing()`` when its data is loaded:
///
/// ```swift
/// let refresh = UIRefreshControl()
/// refresh.addAction(UIAction { [weak self] _ in self?.reload() }, for: .valueChanged)
/// tableView.refreshControl = refresh
/// ```
///
/// Headless: as every `UIControl`, target–action pairs are recorded, not invoked (no
/// Objective-C runtime); use `UIAction`s for behaviour tests run.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    private var refreshing = false

    /// Creates a refresh control that is not refreshing.
    public init() {
        super.init(frame: .zero)
    }

    /// Creates a refresh control from an archive; headless: nothing is decoded.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: - Refreshing

    /// Whether a refresh is in progress.
    open var isRefreshing: Bool { refreshing }

    /// The title shown under the spinner.
    open var attributedTitle: NSAttributedString?

    /// Shows the control as refreshing, for a refresh the app started itself. Sends no event.
    open func beginRefreshing() {
        refreshing = true
    }

    /// Ends the refresh in progress.
    open func endRefreshing() {
        refreshing = false
    }

    /// Starts a refresh the way a user's pull does: refreshing, then `.valueChanged`.
    func startRefreshingFromPull() {
        refreshing = true
        sendActions(for: .valueChanged)
    }
}
