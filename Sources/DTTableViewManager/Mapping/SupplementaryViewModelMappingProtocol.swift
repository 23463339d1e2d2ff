import Foundation

/// A mapping that produces table section headers or footers.
@preconcurrency @MainActor
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
@preconcurrency @MainActor
public protocol SupplementaryViewModelMappingProtocolGeneric: SupplementaryViewModelMappingProtocol {
    /// The view class.
    associatedtype View
    /// The model type.
    associatedtype Model
}
