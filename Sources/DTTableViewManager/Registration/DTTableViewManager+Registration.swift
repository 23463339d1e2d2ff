import Foundation

// Registering cells, headers and footers, and unregistering them.
extension DTTableViewManager {
    /// Registers a `ModelTransfer` cell for its `ModelType`.
    ///
    /// The `mapping` closure runs first, on a new ``TableViewCellModelMapping``: set a condition,
    /// reuse identifier, xib name or bundle, or attach events. The cell is then taken from a
    /// storyboard prototype of the table with its reuse identifier, or registered from the xib
    /// named ``TableViewCellModelMapping/xibName`` (the class name by default) when it exists,
    /// or from code.
    ///
    /// ```swift
    /// manager.register(PostCell.self) { mapping in
    ///     mapping.condition = .section(0)
    /// } handler: { cell, post, indexPath in
    ///     cell.accessoryType = .disclosureIndicator
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - cellClass: The cell class.
    ///   - mapping: Customizes the mapping before the cell is registered.
    ///   - handler: Runs on every dequeued cell, before `update(with:)`.
    public func register<Cell: ModelTransfer>(
        _ cellClass: Cell.Type,
        mapping: ((TableViewCellModelMapping<Cell, Cell.ModelType>) -> Void)? = nil,
        handler: @escaping (Cell, Cell.ModelType, IndexPath) -> Void = { _, _, _ in }
    ) where Cell: UITableViewCell {
        viewFactory.registerCellClass(cellClass, handler: handler, mapping: mapping)
    }

    /// Registers a cell class for `modelType`; `handler` configures each dequeued cell.
    ///
    /// Use this for cells that do not adopt `ModelTransfer`, such as a plain `UITableViewCell`:
    ///
    /// ```swift
    /// manager.register(UITableViewCell.self, for: MenuItem.self) { cell, item, indexPath in
    ///     cell.textLabel?.text = item.title
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - cellClass: The cell class.
    ///   - modelType: The model type displayed by the cell.
    ///   - mapping: Customizes the mapping before the cell is registered.
    ///   - handler: Configures every dequeued cell with its model.
    public func register<Cell: UITableViewCell, Model>(
        _ cellClass: Cell.Type,
        for modelType: Model.Type,
        mapping: ((TableViewCellModelMapping<Cell, Model>) -> Void)? = nil,
        handler: @escaping (Cell, Model, IndexPath) -> Void
    ) {
        viewFactory.registerCellClass(cellClass, modelType, handler: handler, mapping: mapping)
    }

    /// Registers a `ModelTransfer` view as section header for its `ModelType`, and switches
    /// ``TableViewConfiguration/sectionHeaderStyle`` to ``SupplementarySectionStyle/view``.
    ///
    /// A `UITableViewHeaderFooterView` subclass is registered with the table from its xib or
    /// from code; any other `UIView` subclass is loaded from its xib each time it is needed.
    ///
    /// - Parameters:
    ///   - headerClass: The header view class.
    ///   - mapping: Customizes the mapping before the view is registered.
    ///   - handler: Runs on every dequeued header with its model and section, before `update(with:)`.
    public func registerHeader<View: ModelTransfer>(
        _ headerClass: View.Type,
        mapping: ((TableViewHeaderFooterViewModelMapping<View, View.ModelType>) -> Void)? = nil,
        handler: @escaping (View, View.ModelType, Int) -> Void = { _, _, _ in }
    ) where View: UIView {
        configuration.sectionHeaderStyle = .view
        viewFactory.registerSupplementaryClass(View.self, ofKind: DTTableViewElementSectionHeader, handler: handler, mapping: mapping)
    }

    /// Registers a view as section header for `Model`; `handler` configures each header. Switches
    /// ``TableViewConfiguration/sectionHeaderStyle`` to ``SupplementarySectionStyle/view``.
    ///
    /// - Parameters:
    ///   - headerClass: The header view class.
    ///   - for: The header model type.
    ///   - mapping: Customizes the mapping before the view is registered.
    ///   - handler: Configures every header with its model and section.
    public func registerHeader<View: UIView, Model>(
        _ headerClass: View.Type,
        for: Model.Type,
        mapping: ((TableViewHeaderFooterViewModelMapping<View, Model>) -> Void)? = nil,
        handler: @escaping (View, Model, Int) -> Void
    ) {
        configuration.sectionHeaderStyle = .view
        viewFactory.registerSupplementaryClass(View.self, ofKind: DTTableViewElementSectionHeader, handler: handler, mapping: mapping)
    }

    /// Registers a `ModelTransfer` view as section footer for its `ModelType`, and switches
    /// ``TableViewConfiguration/sectionFooterStyle`` to ``SupplementarySectionStyle/view``.
    ///
    /// - Parameters:
    ///   - footerClass: The footer view class.
    ///   - mapping: Customizes the mapping before the view is registered.
    ///   - handler: Runs on every dequeued footer with its model and section, before `update(with:)`.
    public func registerFooter<View: ModelTransfer>(
        _ footerClass: View.Type,
        mapping: ((TableViewHeaderFooterViewModelMapping<View, View.ModelType>) -> Void)? = nil,
        handler: @escaping (View, View.ModelType, Int) -> Void = { _, _, _ in }
    ) where View: UIView {
        configuration.sectionFooterStyle = .view
        viewFactory.registerSupplementaryClass(View.self, ofKind: DTTableViewElementSectionFooter, handler: handler, mapping: mapping)
    }

    /// Registers a view as section footer for `Model`; `handler` configures each footer. Switches
    /// ``TableViewConfiguration/sectionFooterStyle`` to ``SupplementarySectionStyle/view``.
    ///
    /// - Parameters:
    ///   - footerClass: The footer view class.
    ///   - for: The footer model type.
    ///   - mapping: Customizes the mapping before the view is registered.
    ///   - handler: Configures every footer with its model and section.
    public func registerFooter<View: UIView, Model>(
        _ footerClass: View.Type,
        for: Model.Type,
        mapping: ((TableViewHeaderFooterViewModelMapping<View, Model>) -> Void)? = nil,
        handler: @escaping (View, Model, Int) -> Void
    ) {
        configuration.sectionFooterStyle = .view
        viewFactory.registerSupplementaryClass(View.self, ofKind: DTTableViewElementSectionFooter, handler: handler, mapping: mapping)
    }

    /// Removes every cell mapping of `cellClass` (and its subclasses) with its events, and
    /// unregisters the cell from the table.
    ///
    /// - Parameter cellClass: The cell class to unregister.
    public func unregister<Cell: ModelTransfer>(_ cellClass: Cell.Type) where Cell: UITableViewCell {
        viewFactory.unregisterCellClass(Cell.self)
    }

    /// Removes every header mapping of `headerClass` (and its subclasses) with its events, and
    /// unregisters the view from the table unless a footer mapping still uses it.
    ///
    /// - Parameter headerClass: The header view class to unregister.
    public func unregisterHeader<View: ModelTransfer>(_ headerClass: View.Type) where View: UIView {
        viewFactory.unregisterHeaderClass(View.self)
    }

    /// Removes every footer mapping of `footerClass` (and its subclasses) with its events, and
    /// unregisters the view from the table unless a header mapping still uses it.
    ///
    /// - Parameter footerClass: The footer view class to unregister.
    public func unregisterFooter<View: ModelTransfer>(_ footerClass: View.Type) where View: UIView {
        viewFactory.unregisterFooterClass(View.self)
    }
}
