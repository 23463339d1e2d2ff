import Foundation

// Registering mapped views with the table, and unregistering them.
extension TableViewFactory {
    // MARK: - Cells

    /// Registers a `ModelTransfer` cell class.
    func registerCellClass<Cell: ModelTransfer>(
        _ cellClass: Cell.Type,
        handler: @escaping (Cell, Cell.ModelType, IndexPath) -> Void,
        mapping: ((TableViewCellModelMapping<Cell, Cell.ModelType>) -> Void)?
    ) where Cell: UITableViewCell {
        register(TableViewCellModelMapping<Cell, Cell.ModelType>(cellConfiguration: handler, mapping: mapping))
    }

    /// Registers a cell class for `modelType`, configured by `handler` alone.
    func registerCellClass<Cell: UITableViewCell, Model>(
        _ cellClass: Cell.Type,
        _ modelType: Model.Type,
        handler: @escaping (Cell, Model, IndexPath) -> Void,
        mapping: ((TableViewCellModelMapping<Cell, Model>) -> Void)? = nil
    ) {
        register(TableViewCellModelMapping<Cell, Model>(cellConfiguration: handler, mapping: mapping))
    }

    /// Registers the cell of an already configured mapping: a storyboard prototype of the table
    /// when one exists under its identifier, else its xib when that exists, else its class.
    func register<Cell, Model>(_ mapping: TableViewCellModelMapping<Cell, Model>) {
        if cellRegistrations[mapping.reuseIdentifier] == nil,
           let prototype = tableView.dequeueReusableCell(withIdentifier: mapping.reuseIdentifier) {
            mapping.cellRegisteredByStoryboard = true
            verifyReuseIdentifier(of: prototype, registeredAs: mapping.reuseIdentifier)
        } else {
            let nib = NibLoading.existingNib(named: mapping.xibName, in: mapping.bundle)
            let registration = ViewRegistration(viewClass: ObjectIdentifier(Cell.self), xibName: nib == nil ? nil : mapping.xibName, className: ViewClassFacts.name(of: Cell.self))
            claimReuseIdentifier(for: mapping, as: registration, in: &cellRegistrations)
            if let nib, let xibName = mapping.xibName {
                tableView.register(nib, forCellReuseIdentifier: mapping.reuseIdentifier)
                verifyCellNib(nib, named: xibName, of: Cell.self, registeredAs: mapping.reuseIdentifier)
            } else {
                tableView.register(Cell.self, forCellReuseIdentifier: mapping.reuseIdentifier)
            }
        }
        reportDuplicateReactions(of: mapping)
        mappings.append(mapping)
    }

    // MARK: - Headers and footers

    /// Registers a `ModelTransfer` header or footer view class for `kind`.
    func registerSupplementaryClass<View: ModelTransfer>(
        _ supplementaryClass: View.Type,
        ofKind kind: String,
        handler: @escaping (View, View.ModelType, Int) -> Void,
        mapping: ((TableViewHeaderFooterViewModelMapping<View, View.ModelType>) -> Void)?
    ) where View: UIView {
        register(TableViewHeaderFooterViewModelMapping<View, View.ModelType>(kind: kind, headerFooterConfiguration: handler, mapping: mapping))
    }

    /// Registers a header or footer view class for `kind` and `Model`, configured by `handler` alone.
    func registerSupplementaryClass<View: UIView, Model>(
        _ supplementaryClass: View.Type,
        ofKind kind: String,
        handler: @escaping (View, Model, Int) -> Void,
        mapping: ((TableViewHeaderFooterViewModelMapping<View, Model>) -> Void)?
    ) {
        register(TableViewHeaderFooterViewModelMapping<View, Model>(kind: kind, headerFooterConfiguration: handler, mapping: mapping))
    }

    /// Registers the view of an already configured header/footer mapping. Header-footer views are
    /// registered with the table (xib or class); plain views are loaded from their xib on demand.
    func register<View, Model>(_ mapping: TableViewHeaderFooterViewModelMapping<View, Model>) {
        let nib = NibLoading.existingNib(named: mapping.xibName, in: mapping.bundle)
        if mapping.isDequeuedFromTable {
            let registration = ViewRegistration(viewClass: ObjectIdentifier(View.self), xibName: nib == nil ? nil : mapping.xibName, className: ViewClassFacts.name(of: View.self))
            claimReuseIdentifier(for: mapping, as: registration, in: &headerFooterRegistrations)
            if let nib {
                tableView.register(nib, forHeaderFooterViewReuseIdentifier: mapping.reuseIdentifier)
            } else {
                tableView.register(View.self, forHeaderFooterViewReuseIdentifier: mapping.reuseIdentifier)
            }
        }
        if let nib, let xibName = mapping.xibName {
            verifyHeaderFooterNib(nib, named: xibName, of: View.self)
        } else if !mapping.isDequeuedFromTable {
            anomalyHandler?.reportAnomaly(.headerFooterViewWithoutXib(viewClass: String(describing: View.self), xibName: mapping.xibName))
        }
        reportDuplicateReactions(of: mapping)
        mappings.append(mapping)
    }

    // MARK: - Unregistering

    /// Removes the cell mappings of `cellClass` (and its subclasses), their events, and their
    /// registrations with the table.
    func unregisterCellClass<Cell: UITableViewCell>(_ cellClass: Cell.Type) {
        unregister(Cell.self, ofViewType: .cell)
    }

    /// Removes the header mappings of `headerClass` (and its subclasses) and their events.
    func unregisterHeaderClass<View: UIView>(_ headerClass: View.Type) {
        unregister(View.self, ofViewType: .supplementaryView(kind: DTTableViewElementSectionHeader))
    }

    /// Removes the footer mappings of `footerClass` (and its subclasses) and their events.
    func unregisterFooterClass<View: UIView>(_ footerClass: View.Type) {
        unregister(View.self, ofViewType: .supplementaryView(kind: DTTableViewElementSectionFooter))
    }

    private func unregister<View: AnyObject>(_ viewClass: View.Type, ofViewType viewType: ViewType) {
        let isRemoved: (ViewModelMappingProtocol) -> Bool = { $0.viewType == viewType && $0.viewClass is View.Type }
        let removed = mappings.filter(isRemoved)
        guard !removed.isEmpty else { return }
        let kept = mappings.filter { !isRemoved($0) }
        mappings = kept
        let keptIdentifiers = Set(kept.compactMap { mapping -> String? in
            guard (mapping.viewType == .cell) == (viewType == .cell) else { return nil }
            return (mapping as? any ReusableViewRegistering)?.reuseIdentifier
        })
        for case let mapping as any ReusableViewRegistering in removed where !keptIdentifiers.contains(mapping.reuseIdentifier) {
            releaseReuseIdentifier(mapping.reuseIdentifier, isCell: viewType == .cell)
        }
    }

    private func releaseReuseIdentifier(_ identifier: String, isCell: Bool) {
        if isCell {
            guard cellRegistrations.removeValue(forKey: identifier) != nil else { return }
            tableView.register(nil as AnyClass?, forCellReuseIdentifier: identifier)
        } else {
            guard headerFooterRegistrations.removeValue(forKey: identifier) != nil else { return }
            tableView.register(nil as AnyClass?, forHeaderFooterViewReuseIdentifier: identifier)
        }
    }

    // MARK: - Reuse identifiers

    /// Records `registration` under the mapping's reuse identifier. When the default identifier is
    /// already taken by a different view (class or xib), the mapping gets a distinct one; an
    /// explicitly chosen identifier is kept and the clash reported.
    private func claimReuseIdentifier(
        for mapping: some ReusableViewRegistering,
        as registration: ViewRegistration,
        in registrations: inout [String: ViewRegistration]
    ) {
        let requested = mapping.reuseIdentifier
        guard let existing = registrations[requested], existing != registration else {
            registrations[requested] = registration
            return
        }
        if mapping.reuseIdentifierIsCustom {
            anomalyHandler?.reportAnomaly(.duplicateReuseIdentifier(reuseIdentifier: requested, viewClass: registration.summary, previousViewClass: existing.summary))
            registrations[requested] = registration
            return
        }
        var ordinal = 2
        var candidate = "\(requested)-\(ordinal)"
        while let taken = registrations[candidate], taken != registration {
            ordinal += 1
            candidate = "\(requested)-\(ordinal)"
        }
        mapping.reuseIdentifier = candidate
        registrations[candidate] = registration
    }

    // MARK: - Verification

    private func verifyReuseIdentifier(of cell: UITableViewCell, registeredAs reuseIdentifier: String) {
        if let declared = cell.reuseIdentifier, declared != reuseIdentifier {
            anomalyHandler?.reportAnomaly(.differentCellReuseIdentifier(mappingReuseIdentifier: reuseIdentifier, cellReuseIdentifier: declared))
        }
    }

    private func verifyCellNib<Cell: UITableViewCell>(_ nib: UINib, named xibName: String, of cellClass: Cell.Type, registeredAs reuseIdentifier: String) {
        let objects = NibLoading.topLevelObjects(of: nib)
        if let cell = objects.first as? Cell {
            verifyReuseIdentifier(of: cell, registeredAs: reuseIdentifier)
        } else if let first = objects.first {
            anomalyHandler?.reportAnomaly(.differentCellClass(xibName: xibName, cellClass: String(describing: type(of: first)), expectedCellClass: String(describing: Cell.self)))
        } else {
            anomalyHandler?.reportAnomaly(.emptyXibFile(xibName: xibName, expectedViewClass: String(describing: Cell.self)))
        }
    }

    private func verifyHeaderFooterNib<View: UIView>(_ nib: UINib, named xibName: String, of viewClass: View.Type) {
        let objects = NibLoading.topLevelObjects(of: nib)
        if objects.first is View { return }
        if let first = objects.first {
            anomalyHandler?.reportAnomaly(.differentHeaderFooterClass(xibName: xibName, viewClass: String(describing: type(of: first)), expectedViewClass: String(describing: View.self)))
        } else {
            anomalyHandler?.reportAnomaly(.emptyXibFile(xibName: xibName, expectedViewClass: String(describing: View.self)))
        }
    }
}
