import Foundation

// Registering cell and header/footer sources, storyboard prototypes, and dequeueing.
extension UITableView {
    // MARK: - Sources

    /// How a reuse identifier's cells are created.
    enum CellSource {
        /// A registered class.
        case type(UITableViewCell.Type)
        /// A registered nib.
        case nib(UINib)
        /// A storyboard prototype.
        case prototype(@MainActor () -> UITableViewCell)
    }

    /// How a reuse identifier's header and footer views are created.
    enum HeaderFooterSource {
        /// A registered class.
        case type(UITableViewHeaderFooterView.Type)
        /// A registered nib.
        case nib(UINib)
    }

    // MARK: - Registering and dequeueing cells

    /// Registers a cell class for a reuse identifier, or reports a class of the wrong kind.
    func registerCellClass(_ cellClass: AnyClass?, _ identifier: String) {
        guard let cellClass else {
            cellSources[identifier] = nil
            return
        }
        guard let cellType = cellClass as? UITableViewCell.Type else {
            reportViolation(.invalidRegistration, "must pass a class of kind UITableViewCell (got \(cellClass)) for identifier \(identifier)")
            return
        }
        cellSources[identifier] = .type(cellType)
    }

    /// A reusable cell for an identifier: from the reuse queue (after `prepareForReuse()`), or
    /// new from the registered class, nib or prototype; `nil` when nothing is registered.
    func dequeueCell(_ identifier: String) -> UITableViewCell? {
        if let cell = cellBeingReconfigured, cell.reuseIdentifier == identifier {
            cellBeingReconfigured = nil
            return cell
        }
        if let cell = cellReuseQueues.popLast(identifier: identifier) {
            cell.prepareForReuse()
            return cell
        }
        guard let source = cellSources[identifier] else { return nil }
        let made: UITableViewCell?
        switch source {
        case .type(let type):
            made = makeRegistered(type, identifier)
        case .nib(let nib):
            made = loadSingleView(from: nib, identifier, kind: "UITableViewCell")
        case .prototype(let factory):
            let cell = factory()
            UINib.awakeSubtree(of: cell)
            made = cell
        }
        made?.storedReuseIdentifier = identifier
        return made
    }

    /// A reusable cell for an identifier, sized for the row; a plain cell after a reported
    /// violation when nothing is registered.
    func dequeueCell(_ identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueCell(identifier) else {
            reportViolation(
                .unregisteredReuseIdentifier,
                "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
            )
            return UITableViewCell(style: .default, reuseIdentifier: identifier)
        }
        if indexPath.section < rowCounts.count, indexPath.row < rowCounts[indexPath.section], !geometryIsStale {
            cell.frame = geometry.rowRect(indexPath, width: bounds.width)
        }
        return cell
    }

    // MARK: - Registering and dequeueing headers and footers

    /// Registers a header/footer class for a reuse identifier, or reports a class of the wrong
    /// kind.
    func registerHeaderFooterClass(_ aClass: AnyClass?, _ identifier: String) {
        guard let aClass else {
            headerFooterSources[identifier] = nil
            return
        }
        guard let viewType = aClass as? UITableViewHeaderFooterView.Type else {
            reportViolation(
                .invalidRegistration,
                "must pass a class of kind UITableViewHeaderFooterView (got \(aClass)) for identifier \(identifier)"
            )
            return
        }
        headerFooterSources[identifier] = .type(viewType)
    }

    /// A reusable header or footer view: from the reuse queue (after `prepareForReuse()`), or
    /// new from the registered class or nib; `nil` when nothing is registered.
    func dequeueHeaderFooterView(_ identifier: String) -> UITableViewHeaderFooterView? {
        if let view = headerFooterReuseQueues.popLast(identifier: identifier) {
            view.prepareForReuse()
            return view
        }
        guard let source = headerFooterSources[identifier] else { return nil }
        let made: UITableViewHeaderFooterView? = switch source {
        case .type(let type): makeRegistered(type, identifier)
        case .nib(let nib): loadSingleView(from: nib, identifier, kind: "UITableViewHeaderFooterView")
        }
        made?.storedReuseIdentifier = identifier
        return made
    }

    // MARK: - Creating registered views

    /// Creates a registered class the way UIKit's Objective-C runtime does: through
    /// `init(headlessReuseIdentifier:)`, which calls the class's `init(style:reuseIdentifier:)`
    /// (cells) or `init(reuseIdentifier:)` (headers and footers), an override when the class has
    /// one. A subclass that declares other designated initializers without overriding that one
    /// stops the program with Swift's "Use of unimplemented initializer", as it does on iOS.
    private func makeRegistered<View: UIView>(_ type: AnyClass, _ identifier: String) -> View? {
        (type as? any ReuseIdentifierInitializable.Type)?.init(headlessReuseIdentifier: identifier) as? View
    }

    /// The one view a registered nib contains, or `nil` after a reported violation.
    private func loadSingleView<View: UIView>(from nib: UINib, _ identifier: String, kind: String) -> View? {
        let objects = nib.instantiate(withOwner: nil, options: nil)
        guard objects.count == 1, let loaded = objects.first as? View else {
            reportViolation(
                .invalidNib,
                "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a \(kind) instance"
            )
            return nil
        }
        return loaded
    }

    // MARK: - Storyboard prototypes

    /// Connects a storyboard prototype cell to a reuse identifier (HeadlessUIKit-only).
    ///
    /// The stand-in for a prototype cell designed in a storyboard's table view: dequeueing the
    /// identifier then works without registration, creating cells with `factory` and sending them
    /// `awakeFromNib()` as storyboard loading does. As in UIKit, registering a class or nib for
    /// the identifier afterwards replaces the prototype.
    /// - Parameters:
    ///   - identifier: The prototype's reuse identifier.
    ///   - factory: Creates a cell as the storyboard would, with its outlets set.
    public func setHeadlessPrototypeCell(
        forReuseIdentifier identifier: String,
        _ factory: @escaping @MainActor () -> UITableViewCell
    ) {
        cellSources[identifier] = .prototype(factory)
    }

    // MARK: - Internal

    /// Puts a cell that left the screen into its reuse queue.
    func enqueueForReuse(_ cell: UITableViewCell) {
        guard let identifier = cell.reuseIdentifier else { return }
        cellReuseQueues.append(cell, identifier: identifier)
    }

    /// Puts a header or footer view that left the screen into its reuse queue.
    func enqueueForReuse(_ view: UIView) {
        guard let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier else { return }
        headerFooterReuseQueues.append(reusable, identifier: identifier)
    }
}

/// A view class a table view creates from its registered metatype, as UIKit's Objective-C runtime
/// does with `alloc`/`init…`.
///
/// The conformances are unavailable, like the initializer they reach, so that they impose
/// nothing on subclasses; the table casts a registered `AnyClass` to this protocol at runtime.
@MainActor
protocol ReuseIdentifierInitializable: AnyObject {
    /// Creates a view for a reuse identifier.
    init(headlessReuseIdentifier: String?)
}

@available(*, unavailable)
extension UITableViewCell: ReuseIdentifierInitializable {}

@available(*, unavailable)
extension UITableViewHeaderFooterView: ReuseIdentifierInitializable {}
