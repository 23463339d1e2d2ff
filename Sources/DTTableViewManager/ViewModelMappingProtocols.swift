import Foundation

/// A mapping that produces table cells: the type-erased interface the data source dequeues through.
@MainActor
public protocol CellViewModelMappingProtocol: ViewModelMappingProtocol {
    /// Reconfigures an existing `cell` for `model`: runs the registration handler, then
    /// `update(with:)` when the cell is `ModelTransfer`.
    ///
    /// - Parameters:
    ///   - cell: A cell this mapping produced.
    ///   - indexPath: Where the cell is displayed.
    ///   - model: The model, unwrapped from optionals.
    func updateCell(cell: Any, at indexPath: IndexPath, with model: Any)

    /// Dequeues a cell for `model` from `tableView` and configures it.
    ///
    /// - Parameters:
    ///   - tableView: The table to dequeue from.
    ///   - model: The model, unwrapped from optionals.
    ///   - indexPath: Where the cell will be displayed.
    /// - Returns: The configured cell, or `nil` if the table produced a cell of another class.
    func dequeueConfiguredReusableCell(for tableView: UITableView, model: Any, indexPath: IndexPath) -> UITableViewCell?
}

/// A cell mapping that keeps its cell and model types.
@MainActor
public protocol CellViewModelMappingProtocolGeneric: CellViewModelMappingProtocol {
    /// The cell class.
    associatedtype Cell
    /// The model type.
    associatedtype Model
}

/// A mapping that produces table section headers or footers.
@MainActor
public protocol SupplementaryViewModelMappingProtocol: ViewModelMappingProtocol {
    /// Dequeues (or loads from a xib) a header or footer view for `model` and configures it.
    ///
    /// - Parameters:
    ///   - tableView: The table to dequeue from.
    ///   - kind: `DTTableViewElementSectionHeader` or `DTTableViewElementSectionFooter`.
    ///   - model: The model, unwrapped from optionals.
    ///   - indexPath: The section, as `IndexPath(row: 0, section: section)`.
    /// - Returns: The configured view, or `nil` if none could be produced.
    func dequeueConfiguredReusableSupplementaryView(for tableView: UITableView, kind: String, model: Any, indexPath: IndexPath) -> UIView?
}

/// A header/footer mapping that keeps its view and model types.
@MainActor
public protocol SupplementaryViewModelMappingProtocolGeneric: SupplementaryViewModelMappingProtocol {
    /// The view class.
    associatedtype View
    /// The model type.
    associatedtype Model
}

/// What the factory needs to register a mapping's view with the table.
@MainActor
protocol ReusableViewRegistering: ViewModelMappingProtocol {
    /// The identifier the view is registered and dequeued under.
    var reuseIdentifier: String { get set }
    /// Whether ``reuseIdentifier`` was set by the registration's mapping closure.
    var reuseIdentifierIsCustom: Bool { get }
    /// The xib to load the view from, if one exists under this name.
    var xibName: String? { get }
    /// The bundle searched for ``xibName``.
    var bundle: Bundle { get }
}
