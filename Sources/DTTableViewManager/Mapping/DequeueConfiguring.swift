import Foundation

/// A mapping that runs extra closures on every view it produces, after the registration handler
/// and `update(with:)`: what DTTableViewManager 11's `configure(_:_:)`, `configureHeader(_:_:)`
/// and `configureFooter(_:_:)` attach.
@MainActor
protocol DequeueConfiguring: AnyObject {
    /// Appends `configuration`; it runs, in the order appended, on views that are a `View` with
    /// models that are a `ConfiguredModel`.
    func appendDequeueConfiguration<View, ConfiguredModel>(_ configuration: @escaping (View, ConfiguredModel, IndexPath) -> Void)
}

extension DequeueConfiguring {
    /// `existing`, then `configuration` adapted to a mapping's own view and model types (doing
    /// nothing for views or models of other types), as one closure.
    ///
    /// The closures are composed rather than kept in an array: calling an optional closure, as
    /// mappings do for every view they produce, needs no type metadata at run time, where
    /// iterating an array of closures of the mapping's generic types does.
    static func appending<MappedView, MappedModel, View, ConfiguredModel>(
        _ configuration: @escaping (View, ConfiguredModel, IndexPath) -> Void,
        to existing: ((MappedView, MappedModel, IndexPath) -> Void)?
    ) -> (MappedView, MappedModel, IndexPath) -> Void {
        { view, model, indexPath in
            existing?(view, model, indexPath)
            guard let view = view as? View, let model = model as? ConfiguredModel else { return }
            configuration(view, model, indexPath)
        }
    }
}

extension TableViewCellModelMapping: DequeueConfiguring {
    func appendDequeueConfiguration<View, ConfiguredModel>(_ configuration: @escaping (View, ConfiguredModel, IndexPath) -> Void) {
        dequeueConfiguration = Self.appending(configuration, to: dequeueConfiguration)
    }
}

extension TableViewHeaderFooterViewModelMapping: DequeueConfiguring {
    func appendDequeueConfiguration<ConfiguredView, ConfiguredModel>(
        _ configuration: @escaping (ConfiguredView, ConfiguredModel, IndexPath) -> Void
    ) {
        dequeueConfiguration = Self.appending(configuration, to: dequeueConfiguration)
    }
}
