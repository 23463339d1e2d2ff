import Foundation

/// Registers mapped views with the table, resolves models to mappings and produces configured
/// cells, headers and footers.
@MainActor
final class TableViewFactory {
    /// The table views are registered with and dequeued from.
    let tableView: UITableView

    /// Receives anomalies found while registering and resolving.
    weak var anomalyHandler: DTTableViewManagerAnomalyHandler?

    /// Called after the mappings change, so delegate objects can re-announce what they implement.
    var resetDelegates: (() -> Void)?

    /// The registered mappings and the memoized resolver over them.
    let registry = ViewModelMappingRegistry()

    /// What the factory registered with the table under each reuse identifier.
    var cellRegistrations: [String: ViewRegistration] = [:]
    /// What the factory registered with the table under each header-footer reuse identifier.
    var headerFooterRegistrations: [String: ViewRegistration] = [:]

    /// Overlaps already reported, so each ambiguity is reported once until the mappings change.
    private var reportedOverlaps: Set<[ObjectIdentifier]> = []

    /// The cell mappings among ``mappings``, by identity, so that producing a cell needs no
    /// protocol cast.
    private var cellMappings: [ObjectIdentifier: CellViewModelMappingProtocol] = [:]

    /// Cell mappings by dynamic model type, for the types whose resolution depends on nothing
    /// else (see ``cellMapping(for:at:)``).
    private var cellMappingsByModelType: [ObjectIdentifier: RememberedCellMapping] = [:]

    /// The entry of ``cellMappingsByModelType`` used last, with its key: the rows of a table
    /// usually show one model type after another, so most rows find their mapping here without
    /// hashing.
    private var lastRememberedCellMapping: (key: ObjectIdentifier, remembered: RememberedCellMapping)?

    /// A remembered cell mapping, with its cell-producing face when it has one, so that
    /// producing a cell takes one lookup.
    private struct RememberedCellMapping {
        /// The mapping.
        let mapping: ViewModelMappingProtocol
        /// The same mapping as a cell mapping, or `nil` when it is not one.
        let cellMapping: CellViewModelMappingProtocol?
    }
    /// Backs ``mappingsHaveConditions``; `nil` until asked after the mappings change.
    private var storedMappingsHaveConditions: Bool?

    /// The registered mappings, in registration order.
    var mappings: [ViewModelMappingProtocol] {
        get { registry.mappings }
        set {
            registry.mappings = newValue
            cellMappings.removeAll(keepingCapacity: true)
            cellMappingsByModelType.removeAll()
            lastRememberedCellMapping = nil
            storedMappingsHaveConditions = nil
            for case let mapping as CellViewModelMappingProtocol in newValue {
                cellMappings[ObjectIdentifier(mapping)] = mapping
            }
            reportedOverlaps.removeAll()
            resetDelegates?()
        }
    }

    /// Creates a factory for `tableView`.
    init(tableView: UITableView) {
        self.tableView = tableView
    }

    // MARK: - Resolution

    /// The mapping of `viewType` for `model` at `indexPath`; reports an ambiguity once when
    /// several mappings apply.
    func viewModelMapping(for viewType: ViewType, model: Any, indexPath: IndexPath) -> ViewModelMappingProtocol? {
        if viewType == .cell { return cellMapping(for: model, at: indexPath) }
        return resolution(of: viewType, model: model, indexPath: indexPath)?.mapping
    }

    /// The registry's resolution of `viewType` for `model` at `indexPath`, after reporting an
    /// ambiguity once when several mappings apply.
    ///
    /// Models reach the factory already unwrapped from optionals (the delegate objects unwrap
    /// them with their `ModelUnwrapper`), so the registry does not unwrap them again.
    private func resolution(of viewType: ViewType, model: Any, indexPath: IndexPath) -> MappingResolution? {
        guard let resolution = registry.resolve(viewType, unwrappedModel: model, at: indexPath) else { return nil }
        if !resolution.overlapping.isEmpty {
            reportOverlap(resolution, at: indexPath)
        }
        return resolution
    }

    /// The closure registered for `event` that answers for `model` at `indexPath`: the one of the
    /// mapping ``viewModelMapping(for:model:indexPath:)`` picks, otherwise the one of the first
    /// other applicable mapping that has a closure for `event`, as in DTTableViewManager 11.
    ///
    /// - Returns: The reaction, or `nil` when no applicable mapping has a closure for `event`.
    func reaction(to event: EventMethodSignature, of viewType: ViewType, model: Any, indexPath: IndexPath) -> EventReaction? {
        let applicable: (mapping: ViewModelMappingProtocol, overlapping: [ViewModelMappingProtocol])?
        if viewType == .cell {
            applicable = cellMappings(for: model, at: indexPath).map { (mapping: $0.mapping, overlapping: $0.overlapping) }
        } else {
            applicable = resolution(of: viewType, model: model, indexPath: indexPath).map { (mapping: $0.mapping, overlapping: $0.overlapping) }
        }
        guard let applicable else { return nil }
        if let reaction = applicable.mapping.reaction(answering: event) { return reaction }
        return applicable.overlapping.lazy.compactMap { $0.reaction(answering: event) }.first
    }

    private func reportOverlap(_ resolution: MappingResolution, at indexPath: IndexPath) {
        let key = ([resolution.mapping] + resolution.overlapping).map(ObjectIdentifier.init)
        guard reportedOverlaps.insert(key).inserted else { return }
        anomalyHandler?.reportAnomaly(.ambiguousMapping(
            modelDescription: String(describing: resolution.model),
            indexPath: indexPath,
            usedMapping: Self.describe(resolution.mapping),
            ignoredMappings: resolution.overlapping.map(Self.describe)
        ))
    }

    /// Names a mapping in anomaly messages: its view class and, when it has one, reuse identifier.
    static func describe(_ mapping: ViewModelMappingProtocol) -> String {
        let className = String(describing: mapping.viewClass)
        guard let reusable = mapping as? any ReusableViewRegistering else { return className }
        return "\(className) (reuse identifier \"\(reusable.reuseIdentifier)\")"
    }

    /// The mapping that displays `model` in a cell at `indexPath`; reports an ambiguity once
    /// when several mappings apply.
    ///
    /// Asked for every row, so the answer is remembered per dynamic model type when it can
    /// depend on nothing else: the model is not an optional or a box whose casts depend on its
    /// value, exactly one mapping applies, and no mapping had a condition when first checked
    /// after the mappings last changed. The remembered mapping is used while it still has no
    /// condition; changing the mappings forgets every remembered one.
    /// - Complexity: O(1) for a remembered type; otherwise the registry's resolution.
    private func cellMapping(for model: Any, at indexPath: IndexPath) -> ViewModelMappingProtocol? {
        cellMappings(for: model, at: indexPath)?.mapping
    }

    /// ``cellMapping(for:at:)``, the other mappings that apply to `model` in registration order
    /// (none for a remembered mapping, which is remembered only when it is the one mapping that
    /// applies), and the mapping as a cell mapping (`nil` when it is not one). One lookup
    /// answers all three, so that neither an event nor a dequeue resolves the row's mapping a
    /// second time.
    private func cellMappings(
        for model: Any, at indexPath: IndexPath
    ) -> (mapping: ViewModelMappingProtocol, overlapping: [ViewModelMappingProtocol], cellMapping: CellViewModelMappingProtocol?)? {
        let modelType = type(of: model)
        let key = ObjectIdentifier(modelType)
        if let known = rememberedCellMapping(for: key), case .none = known.mapping.condition {
            return (known.mapping, [], known.cellMapping)
        }
        guard let resolution = resolution(of: .cell, model: model, indexPath: indexPath) else { return nil }
        let mapping = resolution.mapping
        let cellMapping = cellMappings[ObjectIdentifier(mapping)]
        if resolution.overlapping.isEmpty, type(of: resolution.model) == modelType, !mappingsHaveConditions,
           !(modelType is AnyHashable.Type), !(modelType is NSNumber.Type) {
            cellMappingsByModelType[key] = RememberedCellMapping(mapping: mapping, cellMapping: cellMapping)
        }
        return (mapping, resolution.overlapping, cellMapping)
    }

    /// The remembered cell mapping of the model type `key`, from the last one used when it is of
    /// the same type, otherwise from ``cellMappingsByModelType``.
    private func rememberedCellMapping(for key: ObjectIdentifier) -> RememberedCellMapping? {
        if let last = lastRememberedCellMapping, last.key == key { return last.remembered }
        guard let remembered = cellMappingsByModelType[key] else { return nil }
        lastRememberedCellMapping = (key, remembered)
        return remembered
    }

    /// Whether a mapping has a condition; computed when first needed after the mappings change.
    private var mappingsHaveConditions: Bool {
        if let known = storedMappingsHaveConditions { return known }
        var found = false
        for mapping in registry.mappings {
            if case .none = mapping.condition { continue }
            found = true
            break
        }
        storedMappingsHaveConditions = found
        return found
    }

    // MARK: - Producing views

    /// A configured cell for `model` at `indexPath`, or `nil` after reporting why there is none.
    func cellForModel(_ model: Any, atIndexPath indexPath: IndexPath) -> UITableViewCell? {
        guard let mapping = cellMappings(for: model, at: indexPath)?.cellMapping else {
            anomalyHandler?.reportAnomaly(.noCellMappingFound(modelDescription: String(describing: model), indexPath: indexPath))
            return nil
        }
        return mapping.dequeueConfiguredReusableCell(for: tableView, model: model, indexPath: indexPath)
    }

    /// Reconfigures the visible cell at `indexPath` with `model`, without reloading it.
    func updateCellAt(_ indexPath: IndexPath, with model: Any) {
        guard let cell = tableView.cellForRow(at: indexPath),
              let unwrapped = RuntimeHelper.recursivelyUnwrapAnyValue(model),
              let mapping = viewModelMapping(for: .cell, model: unwrapped, indexPath: indexPath) as? CellViewModelMappingProtocol
        else { return }
        mapping.updateCell(cell: cell, at: indexPath, with: unwrapped)
    }

    /// A configured header or footer view of `viewType` for `model`, or `nil` after reporting
    /// a missing mapping.
    func headerFooterView(of viewType: ViewType, model: Any, atIndexPath indexPath: IndexPath) -> UIView? {
        guard let mapping = viewModelMapping(for: viewType, model: model, indexPath: indexPath) as? SupplementaryViewModelMappingProtocol else {
            anomalyHandler?.reportAnomaly(.noHeaderFooterMappingFound(modelDescription: String(describing: model), indexPath: indexPath))
            return nil
        }
        return mapping.dequeueConfiguredReusableSupplementaryView(for: tableView, kind: viewType.supplementaryKind() ?? "", model: model, indexPath: indexPath)
    }
}
