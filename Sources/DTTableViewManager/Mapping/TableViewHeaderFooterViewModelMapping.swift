import Foundation

/// The mapping between a section header or footer view and the model type it displays.
///
/// `UITableViewHeaderFooterView` subclasses are registered with the table and dequeued; other
/// `UIView` subclasses are loaded from their xib each time they are needed.
@preconcurrency @MainActor
open class TableViewHeaderFooterViewModelMapping<View: UIView, Model>: SupplementaryViewModelMapping<View, Model>, SupplementaryViewModelMappingProtocolGeneric, ReusableViewRegistering {
    /// The identifier the view is registered and dequeued under. Defaults to the class name.
    public var reuseIdentifier = ViewClassFacts.name(of: View.self) {
        didSet { reuseIdentifierIsCustom = true }
    }

    /// The xib the view is loaded from, if a xib with this name exists in ``bundle``. Defaults to
    /// the class name; set `nil` to create a `UITableViewHeaderFooterView` in code.
    public var xibName: String? = ViewClassFacts.name(of: View.self)

    /// The bundle searched for ``xibName``. Defaults to the bundle of the view class.
    public var bundle = ViewClassFacts.bundle(of: View.self)

    /// Transfers the model to the view: `update(with:)` for `ModelTransfer` views, nothing otherwise.
    public let updateBlock: (View, Model) -> Void

    var reuseIdentifierIsCustom = false
    private let headerFooterConfiguration: (View, Model, Int) -> Void
    /// The closures run on every produced view after ``updateBlock``, in the order attached;
    /// `nil` when none is (see `DequeueConfiguring`).
    var dequeueConfiguration: ((View, Model, IndexPath) -> Void)?

    /// Creates a mapping for a view that is configured by `headerFooterConfiguration` alone.
    ///
    /// Subclasses inherit this initializer.
    ///
    /// - Parameters:
    ///   - kind: `DTTableViewElementSectionHeader` or `DTTableViewElementSectionFooter`.
    ///   - headerFooterConfiguration: Configures a dequeued view with its model and section.
    ///   - mapping: Customizes the mapping; runs at the end of initialization.
    public init(
        kind: String,
        headerFooterConfiguration: @escaping (View, Model, Int) -> Void,
        mapping: ((TableViewHeaderFooterViewModelMapping<View, Model>) -> Void)?
    ) {
        updateBlock = { _, _ in }
        self.headerFooterConfiguration = headerFooterConfiguration
        super.init(viewClass: View.self, viewType: .supplementaryView(kind: kind))
        mapping?(self)
    }

    /// Creates a mapping for a `ModelTransfer` view, which is updated with `update(with:)` after
    /// `headerFooterConfiguration` runs.
    ///
    /// Subclasses inherit this initializer.
    ///
    /// - Parameters:
    ///   - kind: `DTTableViewElementSectionHeader` or `DTTableViewElementSectionFooter`.
    ///   - headerFooterConfiguration: Configures a dequeued view before `update(with:)`.
    ///   - mapping: Customizes the mapping; runs at the end of initialization.
    public init(
        kind: String,
        headerFooterConfiguration: @escaping (View, View.ModelType, Int) -> Void,
        mapping: ((TableViewHeaderFooterViewModelMapping<View, Model>) -> Void)?
    ) where View: ModelTransfer, View.ModelType == Model {
        updateBlock = { view, model in view.update(with: model) }
        self.headerFooterConfiguration = headerFooterConfiguration
        super.init(viewClass: View.self, viewType: .supplementaryView(kind: kind))
        mapping?(self)
    }

    /// Whether views of this mapping are dequeued from the table (header-footer views) rather
    /// than loaded from a xib each time (plain views).
    var isDequeuedFromTable: Bool { View.self is UITableViewHeaderFooterView.Type }

    /// Produces a view for `model`, runs the registration handler, then ``updateBlock``, then the
    /// closures attached by the deprecated `configureHeader(_:_:)` and `configureFooter(_:_:)`.
    ///
    /// - Parameters:
    ///   - tableView: The table to dequeue header-footer views from.
    ///   - kind: The kind asked for; a mapping of another kind produces nothing.
    ///   - model: A `Model`.
    ///   - indexPath: The section, as `IndexPath(row: 0, section: section)`.
    /// - Returns: The configured view, or `nil` if none could be produced.
    open func dequeueConfiguredReusableSupplementaryView(for tableView: UITableView, kind: String, model: Any, indexPath: IndexPath) -> UIView? {
        // Cast with a `switch`, which needs no `Optional<Model>` metadata (see
        // `TableViewCellModelMapping.updateCell(cell:at:with:)`).
        guard viewType == .supplementaryView(kind: kind) else { return nil }
        switch model {
        case let model as Model: return configuredView(for: tableView, model: model, indexPath: indexPath)
        default: return nil
        }
    }

    /// Produces a view for `model` and configures it, as
    /// ``dequeueConfiguredReusableSupplementaryView(for:kind:model:indexPath:)`` describes.
    private func configuredView(for tableView: UITableView, model: Model, indexPath: IndexPath) -> UIView? {
        let produced: View?
        if isDequeuedFromTable {
            produced = tableView.dequeueReusableHeaderFooterView(withIdentifier: reuseIdentifier) as? View
        } else {
            produced = xibName.flatMap { NibLoading.firstView(of: View.self, inNibNamed: $0, bundle: bundle) }
        }
        guard let view = produced else { return nil }
        headerFooterConfiguration(view, model, indexPath.section)
        updateBlock(view, model)
        dequeueConfiguration?(view, model, indexPath)
        return view
    }
}
