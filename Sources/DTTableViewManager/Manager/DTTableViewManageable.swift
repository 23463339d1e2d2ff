import Foundation

/// An object that owns a table view managed by a ``DTTableViewManager``, usually a view controller.
///
/// Adopt it, provide ``tableView`` (or ``optionalTableView``), and use ``manager``:
///
/// ```swift
/// final class PostsViewController: UIViewController, DTTableViewManageable {
///     let tableView: UITableView! = UITableView()
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         manager.register(PostCell.self)
///         manager.memoryStorage.setItems(posts)
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol DTTableViewManageable: AnyObject {
    /// The managed table view. Implement this or ``optionalTableView``.
    var tableView: UITableView! { get }

    /// The managed table view, for owners that keep it optional. Implement this or ``tableView``.
    var optionalTableView: UITableView? { get }
}

extension DTTableViewManageable {
    /// No table view; implement this or ``optionalTableView``.
    public var tableView: UITableView! { nil }

    /// No table view; implement this or ``tableView``.
    public var optionalTableView: UITableView? { nil }

    /// The owner's manager, created on first access and the same object on every later access.
    ///
    /// If the table view exists when the manager is first read, the manager starts managing it
    /// (``DTTableViewManager/startManaging(withDelegate:)``), so calling that method yourself is
    /// only needed when the table is created later. The owner holds its manager; the manager
    /// never keeps its owner alive.
    public var manager: DTTableViewManager {
        get {
            let manager = ManagerAssociation.manager(of: self) ?? {
                let created = DTTableViewManager()
                ManagerAssociation.setManager(created, of: self)
                return created
            }()
            if !manager.isConfigured, (optionalTableView ?? tableView) != nil {
                manager.startManaging(withDelegate: self)
            }
            return manager
        }
        set {
            ManagerAssociation.setManager(newValue, of: self)
        }
    }
}
