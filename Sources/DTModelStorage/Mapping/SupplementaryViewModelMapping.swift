import Foundation

/// A mapping that produces supplementary views, such as table section headers and footers.
@preconcurrency @MainActor
open class SupplementaryViewModelMapping<View, Model>: ViewModelMapping<View, Model> {
    /// Creates a supplementary view mapping.
    ///
    /// - Parameters:
    ///   - viewClass: The view class.
    ///   - viewType: A ``ViewType/supplementaryView(kind:)`` value. Passing ``ViewType/cell`` is a
    ///     programming error.
    public override init(viewClass: AnyClass, viewType: ViewType) {
        precondition(viewType != .cell, "A supplementary mapping needs a supplementary view kind, not .cell")
        super.init(viewClass: viewClass, viewType: viewType)
    }
}
