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
    /// `configuration` as a closure over a mapping's own view and model types, doing nothing for
    /// views or models of other types.
    static func adapted<MappedView, MappedModel, View, ConfiguredModel>(
        _ configuration: @escaping (View, ConfiguredModel, IndexPath) -> Void
    ) -> (MappedView, MappedModel, IndexPath) -> Void {
        { view, model, indexPath in
            guard let view = view as? View, let model = model as? ConfiguredModel else { return }
            configuration(view, model, indexPath)
        }
    }
}

extension TableViewCellModelMapping: DequeueConfiguring {
    func appendDequeueConfiguration<View, ConfiguredModel>(_ configuration: @escaping (View, ConfiguredModel, IndexPath) -> Void) {
        dequeueConfigurations.append(Self.adapted(configuration))
    }
}

extension TableViewHeaderFooterViewModelMapping: DequeueConfiguring {
    func appendDequeueConfiguration<ConfiguredView, ConfiguredModel>(
        _ configuration: @escaping (ConfiguredView, ConfiguredModel, IndexPath) -> Void
    ) {
        dequeueConfigurations.append(Self.adapted(configuration))
    }
}
