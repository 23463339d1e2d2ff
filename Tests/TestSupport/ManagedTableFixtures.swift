import DTTableViewManager
import Foundation

/// A view controller owning a table, managed through ``DTTableViewManageable``, as an app
/// screen would be.
@MainActor
public final class ManagedTableViewController: UIViewController, DTTableViewManageable {
    /// The managed table, 320 × 480 points with the given style.
    public var tableView: UITableView!

    /// Creates a controller whose table exists from the start.
    ///
    /// - Parameter style: The table's style.
    public init(style: UITableView.Style = .plain) {
        tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: style)
        super.init(nibName: nil, bundle: nil)
    }

    /// Not used by the tests.
    public required init?(coder: NSCoder) {
        nil
    }
}

/// Declares a headless xib for the duration of `body` (HeadlessUIKit's stand-in for a xib file).
///
/// - Parameters:
///   - name: The xib name; use a name unique to the test, since declarations are process-wide.
///   - bundle: The bundle the xib belongs to.
///   - factory: Creates the xib's top-level objects.
///   - body: Runs while the xib exists.
@MainActor
public func withHeadlessNib<Result>(
    named name: String,
    bundle: Bundle,
    _ factory: @escaping @MainActor (Any?) -> [Any],
    _ body: () throws -> Result
) rethrows -> Result {
    UINib.registerHeadlessNib(named: name, bundle: bundle, factory)
    defer { UINib.unregisterHeadlessNib(named: name, bundle: bundle) }
    return try body()
}
