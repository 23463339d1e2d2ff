import Foundation

// Which events a delegate object implements, and the generic dispatch of event closures.
//
// Dispatch resolves the row's (or section's) mapping through the factory's memoized resolver and
// looks the reaction up in that mapping's per-event index: its cost does not depend on how many
// events or mappings are registered.
extension DTTableViewDelegateWrapper {
    // MARK: - Implemented methods

    /// Whether this object implements the method of `event` on its own account: a reaction is
    /// registered for it, or the object answers it from storage and configuration
    /// (``answersWithoutOwner(_:)``). The platform edges add the owner's own methods.
    ///
    /// - Parameter event: An event of the protocol this object occupies.
    /// - Returns: Whether the table should call the event's method.
    final func implements(_ event: EventMethodSignature) -> Bool {
        answersWithoutOwner(event) || hasReaction(for: event)
    }

    /// Whether a reaction for `event` is registered on this object or on any mapping.
    ///
    /// - Complexity: O(*m*) in the number of mappings; asked when the table is (re)assigned,
    ///   not when events fire.
    final func hasReaction(for event: EventMethodSignature) -> Bool {
        if unmappedReactions[event] != nil { return true }
        return viewFactory?.mappings.contains { $0.reaction(answering: event) != nil } ?? false
    }

    /// The events ``hasReaction(for:)`` answers `true` for, worked out together.
    ///
    /// - Complexity: O(*r*) in the number of reactions registered.
    final func eventsWithReactions() -> Set<EventMethodSignature> {
        var events = Set(unmappedReactions.keys)
        for mapping in viewFactory?.mappings ?? [] {
            for reaction in mapping.reactions {
                if let event = EventMethodSignature(reactionKey: reaction.eventKey) { events.insert(event) }
            }
        }
        return events
    }

    /// Stores a reaction not tied to a mapping, unless one is already registered for its event;
    /// the table is asked again when it is stored.
    ///
    /// - Returns: `false` when a reaction for the event was already registered (the new one is
    ///   ignored: the first registered closure answers the event).
    @discardableResult
    final func appendUnmappedReaction<Arguments, Result>(_ event: EventMethodSignature, _ perform: @escaping (Arguments) -> Result) -> Bool {
        guard unmappedReactions[event] == nil else { return false }
        unmappedReactions[event] = TypedEventReaction<Arguments, Result>(event: event) { perform($0) }
        return true
    }

    // MARK: - Dispatch

    /// The first answer available: the event closure's, else the owner's, else UIKit's default.
    ///
    /// The result type comes from the calling delegate method, so an optional result such as
    /// `IndexPath?` is looked up as exactly that type (a closure returning `nil` cancels, it does
    /// not fall through).
    ///
    /// - Parameters:
    ///   - reaction: The event closure's result, `nil` when no closure applies.
    ///   - owner: The owner's answer, `nil` when it does not implement the method.
    ///   - fallback: UIKit's default.
    final func firstAnswer<Result>(_ reaction: Result?, _ owner: @autoclosure () -> Result?, _ fallback: @autoclosure () -> Result) -> Result {
        if let reaction { return reaction }
        if let answer = owner() { return answer }
        return fallback()
    }

    /// Runs the reaction for `event` of the mapping that displays `model`, or, when that mapping
    /// has no closure for `event`, of the first other applicable mapping that has one.
    ///
    /// - Parameters:
    ///   - event: The event fired.
    ///   - viewType: `.cell`, or the header or footer kind.
    ///   - model: The row's or section's model, possibly wrapped in optionals.
    ///   - indexPath: The row, or `IndexPath(row: 0, section: section)`.
    ///   - view: The displayed view; evaluated only when a reaction exists.
    ///   - extra: The method's arguments beyond the row or section.
    /// - Returns: The closure's result, or `nil` when no closure of the mapping applies.
    /// - Complexity: Amortized O(1) in the number of registered events and mappings; linear in the
    ///   number of applicable mappings when several apply to `model`.
    final func performMappedReaction<Extra, Result>(
        _ event: EventMethodSignature,
        viewType: ViewType,
        model: Any?,
        at indexPath: IndexPath,
        view: () -> AnyObject?,
        extra: Extra
    ) -> Result? {
        // The factory is looked up only for a model: headers and footers are often absent.
        guard model != nil else { return nil }
        return performMappedReaction(event, viewType: viewType, model: model, at: indexPath, view: view, extra: extra, factory: viewFactory)
    }

    /// ``performMappedReaction(_:viewType:model:at:view:extra:)`` with the factory already found.
    private func performMappedReaction<Extra, Result>(
        _ event: EventMethodSignature,
        viewType: ViewType,
        model: Any?,
        at indexPath: IndexPath,
        view: () -> AnyObject?,
        extra: Extra,
        factory: TableViewFactory?
    ) -> Result? {
        guard let item = model, let model = modelUnwrapper.unwrap(item),
              let reaction = factory?.reaction(to: event, of: viewType, model: model, indexPath: indexPath)
        else { return nil }
        let arguments = MappedEventArguments(extra: extra, view: view(), model: model, indexPath: indexPath)
        if let typed = reaction as? TypedEventReaction<MappedEventArguments<Extra>, Result> {
            return typed.perform(arguments)
        }
        return reaction.performTypeErased(with: arguments) as? Result
    }

    /// Runs the cell reaction for `event` at `indexPath`, passing `extra` before the cell.
    ///
    /// Pass a protocol-typed argument coerced to its protocol (`session as UIDragSession`): Swift
    /// would otherwise open the existential, and the reaction, stored for the protocol type,
    /// would not be found.
    ///
    /// - Parameters:
    ///   - cell: The cell the table passed; the visible cell at `indexPath` when `nil`.
    /// - Returns: The closure's result, or `nil` when none applies (no closure, or no visible
    ///   cell of the class it expects).
    final func performCellReaction<Extra, Result>(_ event: EventMethodSignature, at indexPath: IndexPath, extra: Extra, cell: UITableViewCell? = nil) -> Result? {
        performMappedReaction(event, viewType: .cell, model: storage?.item(at: indexPath), at: indexPath,
                              view: { cell ?? self.tableView?.cellForRow(at: indexPath) }, extra: extra)
    }

    /// Runs the `(Cell, Model, IndexPath)` reaction for `event` at `indexPath`.
    final func performCellReaction<Result>(_ event: EventMethodSignature, at indexPath: IndexPath, cell: UITableViewCell? = nil) -> Result? {
        performCellReaction(event, at: indexPath, extra: (), cell: cell)
    }

    /// Runs the `(Model, IndexPath)` reaction for `event` at `indexPath`; no cell is looked up.
    final func performModelReaction<Result>(_ event: EventMethodSignature, at indexPath: IndexPath) -> Result? {
        performMappedReaction(event, viewType: .cell, model: storage?.item(at: indexPath), at: indexPath, view: { nil }, extra: ())
    }

    /// Runs the `(Model, IndexPath)` reaction returning nothing for `event` at each row, in
    /// order, for rows `tableView` passed: the storage and the factory are looked up once, and
    /// the factory through the calling table rather than the owner's.
    ///
    /// The table asks for prefetching on every scroll step whether or not a closure is
    /// registered (`tableView(_:prefetchRowsAt:)` is required), so when no mapping has a closure
    /// for `event` the rows are not looked at.
    ///
    /// - Complexity: O(*m*) for *m* mappings, then amortized O(rows) in the number of registered
    ///   events and mappings when a mapping has a closure for `event`.
    final func performModelReactions(_ event: EventMethodSignature, at indexPaths: [IndexPath], calledBy tableView: UITableView) {
        guard let manager, let factory = manager.viewFactory(serving: tableView),
              factory.mappings.contains(where: { $0.reaction(answering: event) != nil })
        else { return }
        let storage = manager.storage
        for indexPath in indexPaths {
            _ = performMappedReaction(event, viewType: .cell, model: storage.item(at: indexPath), at: indexPath,
                                      view: { nil }, extra: (), factory: factory) as Void?
        }
    }

    /// Runs the header or footer reaction for `event` in `section`.
    ///
    /// - Parameters:
    ///   - kind: `DTTableViewElementSectionHeader` or `DTTableViewElementSectionFooter`.
    ///   - view: The displayed view, for view events; `nil` for model events.
    final func performSupplementaryReaction<Result>(_ event: EventMethodSignature, kind: String, section: Int, view: UIView? = nil) -> Result? {
        let model = kind == DTTableViewElementSectionHeader ? headerModel(forSection: section) : footerModel(forSection: section)
        return performSupplementaryReaction(event, kind: kind, section: section, model: model, view: view)
    }

    /// ``performSupplementaryReaction(_:kind:section:view:)`` with the section's header or
    /// footer model already looked up, for callers that need the model themselves.
    ///
    /// - Parameter model: ``headerModel(forSection:)`` or ``footerModel(forSection:)`` of `section`.
    final func performSupplementaryReaction<Result>(
        _ event: EventMethodSignature, kind: String, section: Int, model: Any?, view: UIView? = nil
    ) -> Result? {
        performMappedReaction(event, viewType: .supplementaryView(kind: kind), model: model,
                              at: IndexPath(row: 0, section: section), view: { view }, extra: ())
    }

    /// Runs the reaction for `event` that is not tied to a mapping.
    ///
    /// As with ``performCellReaction(_:at:extra:cell:)``, coerce protocol-typed arguments to
    /// their protocol so that Swift does not open them.
    ///
    /// - Returns: The closure's result, or `nil` when none is registered with these types.
    /// - Complexity: O(1).
    final func performUnmappedReaction<Arguments, Result>(_ event: EventMethodSignature, _ arguments: Arguments) -> Result? {
        (unmappedReactions[event] as? TypedEventReaction<Arguments, Result>)?.perform(arguments)
    }
}
