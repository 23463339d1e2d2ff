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

    /// Registers a class the table creates cells of for a reuse identifier.
    ///
    /// Cells are created with `init(style: .default, reuseIdentifier:)`. Registering replaces any
    /// class, nib or prototype registered for the identifier; `nil` unregisters it.
    /// - Parameters:
    ///   - cellClass: A `UITableViewCell` subclass, or `nil` to unregister.
    ///   - identifier: The reuse identifier.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
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

    /// Registers a nib the table loads cells from for a reuse identifier.
    ///
    /// The nib must contain exactly one top-level object, a `UITableViewCell`. Registering
    /// replaces any class, nib or prototype registered for the identifier; `nil` unregisters it.
    /// - Parameters:
    ///   - nib: The nib, or `nil` to unregister.
    ///   - identifier: The reuse identifier.
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        cellSources[identifier] = nib.map(CellSource.nib)
    }

    /// Returns a reusable cell for an identifier, or `nil` when nothing is registered for it.
    ///
    /// Takes a cell from the reuse queue (calling `prepareForReuse()`) or creates one from the
    /// registered class, nib or prototype.
    /// - Parameter identifier: The reuse identifier.
    /// - Returns: A cell, or `nil`.
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = cellBeingReconfigured, cell.reuseIdentifier == identifier {
            cellBeingReconfigured = nil
            return cell
        }
        if let cell = cellReuseQueues.popLast(identifier: identifier) {
            cell.prepareForReuse()
            return cell
        }
        guard let source = cellSources[identifier] else { return nil }
        let cell: UITableViewCell
        switch source {
        case .type(let type):
            cell = type.init(headlessReuseIdentifier: identifier)
        case .nib(let nib):
            let objects = nib.instantiate(withOwner: nil, options: nil)
            guard objects.count == 1, let loaded = objects.first as? UITableViewCell else {
                reportViolation(
                    .invalidNib,
                    "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a UITableViewCell instance"
                )
                return nil
            }
            cell = loaded
        case .prototype(let factory):
            cell = factory()
            UINib.awakeSubtree(of: cell)
        }
        cell.reuseIdentifier = identifier
        return cell
    }

    /// Returns a reusable cell for an identifier, sized for the row.
    ///
    /// An identifier with nothing registered is a programming error: it is reported with UIKit's
    /// message ("unable to dequeue a cell with identifier …") and, if the handler returns, a plain
    /// default-style cell is returned.
    /// - Parameters:
    ///   - identifier: The reuse identifier.
    ///   - indexPath: The row the cell is for.
    /// - Returns: A cell.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
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

    /// Registers a class the table creates header and footer views of for a reuse identifier.
    ///
    /// Views are created with `init(reuseIdentifier:)`; `nil` unregisters the identifier.
    /// - Parameters:
    ///   - aClass: A `UITableViewHeaderFooterView` subclass, or `nil`.
    ///   - identifier: The reuse identifier.
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
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

    /// Registers a nib the table loads header and footer views from for a reuse identifier.
    ///
    /// - Parameters:
    ///   - nib: The nib, or `nil` to unregister.
    ///   - identifier: The reuse identifier.
    public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterSources[identifier] = nib.map(HeaderFooterSource.nib)
    }

    /// Returns a reusable header or footer view, or `nil` when nothing is registered.
    ///
    /// - Parameter identifier: The reuse identifier.
    /// - Returns: A view from the reuse queue (after `prepareForReuse()`) or a new one.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let view = headerFooterReuseQueues.popLast(identifier: identifier) {
            view.prepareForReuse()
            return view
        }
        guard let source = headerFooterSources[identifier] else { return nil }
        let view: UITableViewHeaderFooterView
        switch source {
        case .type(let type):
            view = type.init(headlessReuseIdentifier: identifier)
        case .nib(let nib):
            let objects = nib.instantiate(withOwner: nil, options: nil)
            guard objects.count == 1, let loaded = objects.first as? UITableViewHeaderFooterView else {
                reportViolation(
                    .invalidNib,
                    "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a UITableViewHeaderFooterView instance"
                )
                return nil
            }
            view = loaded
        }
        view.reuseIdentifier = identifier
        return view
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
