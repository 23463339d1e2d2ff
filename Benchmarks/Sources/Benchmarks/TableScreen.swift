import DTTableViewManager
import Foundation

/// A screen as an app writes it: a view controller that owns a table and its manager.
@MainActor
final class TableScreen: UIViewController, DTTableViewManageable {
    /// The managed table: 320 points wide, rows 44 points high.
    var tableView: UITableView!

    /// Creates the screen with a table of the given height.
    ///
    /// - Parameter height: The table's height in points.
    init(height: CGFloat) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: .plain)
        table.rowHeight = 44
        tableView = table
        super.init(nibName: nil, bundle: nil)
    }

    /// Not used: the benchmarks create screens in code.
    required init?(coder: NSCoder) {
        nil
    }

    /// Resizes the table and lays it out at once.
    func resizeTable(toHeight height: CGFloat) {
        tableView.frame = CGRect(x: 0, y: 0, width: 320, height: height)
        tableView.layoutIfNeeded()
    }
}

/// A `ModelTransfer` cell for any model type; ``CellCounter`` counts the cells created.
///
/// `MappedCell<Post>`, `MappedCell<Nested<Post>>`, … are distinct classes, so registrations can
/// have as many distinct cell and model types as a workload needs.
final class MappedCell<Model>: UITableViewCell, ModelTransfer {
    /// The model the cell shows.
    private(set) var model: Model?
    /// The index path the registration handler saw last.
    var handledIndexPath: IndexPath?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        CellCounter.created += 1
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    /// Not used: the cells are created in code.
    required init?(coder: NSCoder) {
        nil
    }

    func update(with model: Model) {
        self.model = model
    }
}

/// Counts cell creations. Main-actor isolated, like the cells that count themselves.
@MainActor
enum CellCounter {
    /// The number of `MappedCell`s created since the process started.
    static var created = 0
}

/// A model type of its own for each level of nesting: `Nested<Post>`, `Nested<Nested<Post>>`, …
struct Nested<Inner> {
    /// The wrapped model.
    let inner: Inner
}
