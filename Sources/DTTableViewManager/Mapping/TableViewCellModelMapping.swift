import Foundation

/// The mapping between a `UITableViewCell` subclass and the model type it displays.
///
/// Created by `register` calls and handed to their `mapping` closure, which runs before anything
/// is registered with the table: set `condition`, ``reuseIdentifier``, ``xibName`` or ``bundle``
/// there, and attach events.
@preconcurrency @MainActor
open class TableViewCellModelMapping<Cell: UITableViewCell, Model>: CellViewModelMapping<Cell, Model>, CellViewModelMappingProtocolGeneric, ReusableViewRegistering {
    /// The identifier the cell is registered and dequeued under. Defaults to the class name.
    ///
    /// Two registrations that would share the default identifier but load different views get
    /// distinct identifiers automatically; an identifier you set here is used as is.
    public var reuseIdentifier = ViewClassFacts.name(of: Cell.self) {
        didSet { reuseIdentifierIsCustom = true }
    }

    /// The xib the cell is loaded from, if a xib with this name exists in ``bundle``. Defaults to
    /// the class name; set `nil` to create the cell in code even when such a xib exists.
    public var xibName: String? = ViewClassFacts.name(of: Cell.self)

    /// The bundle searched for ``xibName``. Defaults to the bundle of the cell class.
    public var bundle = ViewClassFacts.bundle(of: Cell.self)

    /// Whether the cell comes from a storyboard prototype of the table rather than from a
    /// registration the manager made.
    public internal(set) var cellRegisteredByStoryboard = false

    /// Transfers the model to the cell: `update(with:)` for `ModelTransfer` cells, nothing otherwise.
    public let updateBlock: (Cell, Model) -> Void

    var reuseIdentifierIsCustom = false
    private let cellConfiguration: (Cell, Model, IndexPath) -> Void
    /// The closures run on every dequeued cell after ``updateBlock``, in the order attached;
    /// `nil` when none is (see `DequeueConfiguring`).
    var dequeueConfiguration: ((Cell, Model, IndexPath) -> Void)?

    /// Creates a mapping for a cell that is configured by `cellConfiguration` alone.
    ///
    /// Subclasses inherit this initializer.
    ///
    /// - Parameters:
    ///   - cellConfiguration: Configures a dequeued cell with its model and index path.
    ///   - mapping: Customizes the mapping; runs at the end of initialization.
    public init(
        cellConfiguration: @escaping (Cell, Model, IndexPath) -> Void,
        mapping: ((TableViewCellModelMapping<Cell, Model>) -> Void)?
    ) {
        updateBlock = { _, _ in }
        self.cellConfiguration = cellConfiguration
        super.init(viewClass: Cell.self)
        mapping?(self)
    }

    /// Creates a mapping for a `ModelTransfer` cell, which is updated with `update(with:)` after
    /// `cellConfiguration` runs.
    ///
    /// Subclasses inherit this initializer.
    ///
    /// - Parameters:
    ///   - cellConfiguration: Configures a dequeued cell before `update(with:)`.
    ///   - mapping: Customizes the mapping; runs at the end of initialization.
    public init(
        cellConfiguration: @escaping (Cell, Cell.ModelType, IndexPath) -> Void,
        mapping: ((TableViewCellModelMapping<Cell, Cell.ModelType>) -> Void)?
    ) where Cell: ModelTransfer, Cell.ModelType == Model {
        updateBlock = { cell, model in cell.update(with: model) }
        self.cellConfiguration = cellConfiguration
        super.init(viewClass: Cell.self)
        mapping?(self)
    }

    /// Runs the registration handler, then ``updateBlock``, on `cell`.
    ///
    /// - Parameters:
    ///   - cell: A cell of class `Cell`; other values are ignored.
    ///   - indexPath: Where the cell is displayed.
    ///   - model: A `Model`; other values are ignored.
    open func updateCell(cell: Any, at indexPath: IndexPath, with model: Any) {
        guard let cell = cell as? Cell else { return }
        // A `switch` casts straight into a `Model`; `as?` and `guard case` would look up the
        // metadata of `Optional<Model>` on every call of this unspecialized generic code.
        switch model {
        case let model as Model:
            cellConfiguration(cell, model, indexPath)
            updateBlock(cell, model)
        default:
            return
        }
    }

    /// Dequeues a cell under ``reuseIdentifier``, runs the registration handler, then
    /// ``updateBlock``, then the closures attached by the deprecated
    /// `DTTableViewManager.configure(_:_:)`.
    ///
    /// - Parameters:
    ///   - tableView: The table to dequeue from.
    ///   - model: A `Model`.
    ///   - indexPath: Where the cell will be displayed.
    /// - Returns: The configured cell, or `nil` if `model` is not a `Model` or the table produced
    ///   a cell of another class.
    open func dequeueConfiguredReusableCell(for tableView: UITableView, model: Any, indexPath: IndexPath) -> UITableViewCell? {
        // Cast with a `switch`, as in `updateCell(cell:at:with:)`: this runs for every row shown.
        switch model {
        case let model as Model:
            guard let cell = tableView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath) as? Cell else { return nil }
            cellConfiguration(cell, model, indexPath)
            updateBlock(cell, model)
            dequeueConfiguration?(cell, model, indexPath)
            return cell
        default:
            return nil
        }
    }
}
