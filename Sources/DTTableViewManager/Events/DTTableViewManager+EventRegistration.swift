import Foundation

// The manager-level registration path: `manager.didSelect(PostCell.self) { … }` and friends
// attach a typed reaction to every compatible registered mapping, through the same mapping
// adapters the mapping-level entry points use, and report misuse as anomalies.
//
// Anomalies are decided at registration time, deterministically:
// - no compatible mapping: `eventRegistrationForUnregisteredMapping`, and for view events also
//   `unusedEventDetected` (events attach to the mappings registered so far, so a mapping
//   registered later never receives this closure);
// - a model event given a cell or view class: `modelEventCalledWithCellClass`;
// - a mapping that already has a closure for the event: `duplicateEventRegistration` (the first
//   closure stays the one called).
extension DTTableViewManager {
    // MARK: - Cells

    /// Attaches a `(Cell, Model, IndexPath)` closure to the cell mappings of `Cell` and its subclasses.
    func appendReaction<Cell: ModelTransfer & UITableViewCell, Result>(
        for cellClass: Cell.Type,
        _ event: EventMethodSignature,
        methodName: String = #function,
        _ closure: @escaping (Cell, Cell.ModelType, IndexPath) -> Result
    ) {
        attachViewReaction(event, to: Cell.self, viewType: .cell, methodName: methodName) { $0.appendReaction(for: event, closure) }
    }

    /// Attaches an `(Argument, Cell, Model, IndexPath)` closure to the cell mappings of `Cell`.
    func appendReaction<Argument, Cell: ModelTransfer & UITableViewCell, Result>(
        for cellClass: Cell.Type,
        _ event: EventMethodSignature,
        methodName: String = #function,
        _ closure: @escaping (Argument, Cell, Cell.ModelType, IndexPath) -> Result
    ) {
        attachViewReaction(event, to: Cell.self, viewType: .cell, methodName: methodName) { $0.appendReaction(for: event, closure) }
    }

    /// Attaches an `(ArgumentOne, ArgumentTwo, Cell, Model, IndexPath)` closure to the cell
    /// mappings of `Cell`.
    func appendReaction<ArgumentOne, ArgumentTwo, Cell: ModelTransfer & UITableViewCell, Result>(
        for cellClass: Cell.Type,
        _ event: EventMethodSignature,
        methodName: String = #function,
        _ closure: @escaping (ArgumentOne, ArgumentTwo, Cell, Cell.ModelType, IndexPath) -> Result
    ) {
        attachViewReaction(event, to: Cell.self, viewType: .cell, methodName: methodName) { $0.appendReaction(for: event, closure) }
    }

    /// Attaches a `(Model, IndexPath)` closure to the cell mappings whose model type accepts `Model`.
    func appendReaction<Model, Result>(
        forItem modelType: Model.Type,
        _ event: EventMethodSignature,
        methodName: String = #function,
        _ closure: @escaping (Model, IndexPath) -> Result
    ) {
        attachModelReaction(event, to: Model.self, viewType: .cell, methodName: methodName) { $0.appendReaction(for: event, closure) }
    }

    // MARK: - Headers and footers

    /// Attaches a `(View, Model, Int)` closure to the `kind` mappings of `View` and its subclasses.
    func appendReaction<View: ModelTransfer & UIView, Result>(
        forSupplementaryKind kind: String,
        viewClass: View.Type,
        _ event: EventMethodSignature,
        methodName: String = #function,
        _ closure: @escaping (View, View.ModelType, Int) -> Result
    ) {
        attachViewReaction(event, to: View.self, viewType: .supplementaryView(kind: kind), methodName: methodName) {
            $0.appendSectionReaction(for: event, closure)
        }
    }

    /// Attaches a `(Model, Int)` closure to the `kind` mappings whose model type accepts `Model`.
    func appendReaction<Model, Result>(
        forSupplementaryKind kind: String,
        modelType: Model.Type,
        _ event: EventMethodSignature,
        methodName: String = #function,
        _ closure: @escaping (Model, Int) -> Result
    ) {
        attachModelReaction(event, to: Model.self, viewType: .supplementaryView(kind: kind), methodName: methodName) {
            $0.appendSectionReaction(for: event, closure)
        }
    }

    // MARK: - Events not tied to a view

    /// Registers a closure answering `event` directly, such as focus updates or drop sessions.
    ///
    /// The first closure registered for an event answers it; a later one is reported as
    /// ``DTTableViewManagerAnomaly/duplicateEventRegistration(signature:viewClass:)`` and ignored.
    func appendUnmappedReaction<Arguments, Result>(_ event: EventMethodSignature, _ closure: @escaping (Arguments) -> Result) {
        guard let wrapper = eventReceiver(for: event.receiver) else { return }
        if !wrapper.appendUnmappedReaction(event, closure) {
            anomalyHandler.reportAnomaly(.duplicateEventRegistration(signature: event.description, viewClass: String(describing: DTTableViewManager.self)))
        }
    }

    // MARK: - Attaching to mappings

    private func attachViewReaction<View: UIView>(
        _ event: EventMethodSignature,
        to viewClass: View.Type,
        viewType: ViewType,
        methodName: String,
        _ attach: (ViewModelMappingProtocol) -> Void
    ) {
        let mappings = registeredMappings(showing: View.self, viewType: viewType, registering: event.description, methodName: methodName)
        attachReaction(event, to: mappings, attach)
    }

    private func attachModelReaction<Model>(
        _ event: EventMethodSignature,
        to modelType: Model.Type,
        viewType: ViewType,
        methodName: String,
        _ attach: (ViewModelMappingProtocol) -> Void
    ) {
        if let viewKind = Self.viewKind(of: Model.self) {
            anomalyHandler.reportAnomaly(.modelEventCalledWithCellClass(modelType: String(describing: Model.self), methodName: methodName, subclassOf: viewKind))
        }
        let compatible = registeredMappings.filter { $0.viewType == viewType && $0.modelTypeTypeCheckingBlock(Model.self) }
        if compatible.isEmpty {
            anomalyHandler.reportAnomaly(.eventRegistrationForUnregisteredMapping(viewClass: String(describing: Model.self), signature: event.description))
        }
        attachReaction(event, to: compatible, attach)
    }

    private func attachReaction(_ event: EventMethodSignature, to mappings: [ViewModelMappingProtocol], _ attach: (ViewModelMappingProtocol) -> Void) {
        for mapping in mappings {
            if mapping.reaction(for: event) != nil {
                anomalyHandler.reportAnomaly(.duplicateEventRegistration(signature: event.description, viewClass: TableViewFactory.describe(mapping)))
            }
            attach(mapping)
        }
        eventReceiver(for: event.receiver)?.delegateWasReset()
    }

    /// The registered mappings of `viewType` that show `View` or a subclass of it.
    ///
    /// When there are none, reports that the registration named `signature` attaches nowhere,
    /// and, when no mapping of any kind shows `View`, that `methodName` will never run.
    func registeredMappings<View: UIView>(
        showing viewClass: View.Type,
        viewType: ViewType,
        registering signature: String,
        methodName: String
    ) -> [ViewModelMappingProtocol] {
        let name = String(describing: View.self)
        let mappings = registeredMappings.filter { $0.viewType == viewType && $0.viewClass is View.Type }
        if mappings.isEmpty {
            anomalyHandler.reportAnomaly(.eventRegistrationForUnregisteredMapping(viewClass: name, signature: signature))
        }
        if !registeredMappings.contains(where: { $0.viewClass is View.Type }) {
            anomalyHandler.reportAnomaly(.unusedEventDetected(viewType: name, methodName: methodName))
        }
        return mappings
    }

    /// The mappings registered so far; none before a table is managed.
    private var registeredMappings: [ViewModelMappingProtocol] {
        isManagingTableView ? viewFactory.mappings : []
    }

    /// The UIKit view class a model type given to a model event turns out to be, if any.
    private static func viewKind(of type: Any.Type) -> String? {
        switch type {
        case is UITableViewCell.Type: "UITableViewCell"
        case is UITableViewHeaderFooterView.Type: "UITableViewHeaderFooterView"
        case is UIView.Type: "UIView"
        default: nil
        }
    }
}

extension TableViewFactory {
    /// Reports each event for which `mapping` received more than one closure in its `mapping`
    /// closure; the first one stays the one called.
    func reportDuplicateReactions(of mapping: ViewModelMappingProtocol) {
        var seen: Set<AnyHashable> = []
        for reaction in mapping.reactions where !seen.insert(reaction.eventKey).inserted {
            let signature = (reaction.eventKey.base as? EventMethodSignature)?.description ?? String(describing: reaction.eventKey.base)
            anomalyHandler?.reportAnomaly(.duplicateEventRegistration(signature: signature, viewClass: Self.describe(mapping)))
        }
    }
}
