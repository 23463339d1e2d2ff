import Foundation

/// A mapping that produces table cells: the type-erased interface the data source dequeues through.
@preconcurrency @MainActor
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
@preconcurrency @MainActor
public protocol CellViewModelMappingProtocolGeneric: CellViewModelMappingProtocol {
    /// The cell class.
    associatedtype Cell
    /// The model type.
    associatedtype Model
}
