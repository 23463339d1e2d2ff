import Foundation

/// A mapping that produces cells.
@preconcurrency @MainActor
open class CellViewModelMapping<View, Model>: ViewModelMapping<View, Model> {
    /// Creates a cell mapping.
    ///
    /// - Parameter viewClass: The cell class.
    public init(viewClass: AnyClass) {
        super.init(viewClass: viewClass, viewType: .cell)
    }
}
