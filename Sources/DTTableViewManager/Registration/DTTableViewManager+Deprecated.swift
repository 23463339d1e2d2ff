import Foundation

// Registration and configuration calls DTTableViewManager 11 still ships deprecated. Each one
// forwards to the registration API that replaced it.
extension DTTableViewManager {
    // MARK: - Registering from a named xib, or without one

    /// Registers a `ModelTransfer` cell loaded from the xib named `nibName`.
    ///
    /// - Parameters:
    ///   - nibName: The xib the cell is loaded from.
    ///   - cellClass: The cell class.
    ///   - mapping: Customizes the mapping after its xib name is set.
    @available(*, deprecated, message: "Use register(_:mapping:handler:) and set xibName in the mapping closure.")
    public func registerNibNamed<T: ModelTransfer>(
        _ nibName: String,
        for cellClass: T.Type,
        mapping: ((TableViewCellModelMapping<T, T.ModelType>) -> Void)? = nil
    ) where T: UITableViewCell {
        register(T.self, mapping: Self.settingXibName(nibName, then: mapping))
    }

    /// Registers a `ModelTransfer` header-footer view created in code as section header, even
    /// when a xib named after the class exists.
    ///
    /// - Parameters:
    ///   - headerClass: The header view class.
    ///   - mapping: Customizes the mapping after its xib name is cleared.
    @available(*, deprecated, message: "Use registerHeader(_:mapping:handler:).")
    public func registerNiblessHeader<T: ModelTransfer>(
        _ headerClass: T.Type,
        mapping: ((TableViewHeaderFooterViewModelMapping<T, T.ModelType>) -> Void)? = nil
    ) where T: UITableViewHeaderFooterView {
        registerHeader(T.self, mapping: Self.settingXibName(nil, then: mapping))
    }

    /// Registers a `ModelTransfer` header-footer view created in code as section footer, even
    /// when a xib named after the class exists.
    ///
    /// - Parameters:
    ///   - footerClass: The footer view class.
    ///   - mapping: Customizes the mapping after its xib name is cleared.
    @available(*, deprecated, message: "Use registerFooter(_:mapping:handler:).")
    public func registerNiblessFooter<T: ModelTransfer>(
        _ footerClass: T.Type,
        mapping: ((TableViewHeaderFooterViewModelMapping<T, T.ModelType>) -> Void)? = nil
    ) where T: UITableViewHeaderFooterView {
        registerFooter(T.self, mapping: Self.settingXibName(nil, then: mapping))
    }

    /// Registers a `ModelTransfer` view loaded from the xib named `nibName` as section header.
    ///
    /// - Parameters:
    ///   - nibName: The xib the view is loaded from.
    ///   - headerClass: The header view class: a `UITableViewHeaderFooterView` subclass, or any
    ///     `UIView` subclass loaded from the xib for each section.
    ///   - mapping: Customizes the mapping after its xib name is set.
    @available(*, deprecated, message: "Use registerHeader(_:mapping:handler:) and set xibName in the mapping closure.")
    public func registerNibNamed<T: ModelTransfer>(
        _ nibName: String,
        forHeader headerClass: T.Type,
        mapping: ((TableViewHeaderFooterViewModelMapping<T, T.ModelType>) -> Void)? = nil
    ) where T: UIView {
        registerHeader(T.self, mapping: Self.settingXibName(nibName, then: mapping))
    }

    /// Registers a `ModelTransfer` view loaded from the xib named `nibName` as section footer.
    ///
    /// - Parameters:
    ///   - nibName: The xib the view is loaded from.
    ///   - footerClass: The footer view class: a `UITableViewHeaderFooterView` subclass, or any
    ///     `UIView` subclass loaded from the xib for each section.
    ///   - mapping: Customizes the mapping after its xib name is set.
    @available(*, deprecated, message: "Use registerFooter(_:mapping:handler:) and set xibName in the mapping closure.")
    public func registerNibNamed<T: ModelTransfer>(
        _ nibName: String,
        forFooter footerClass: T.Type,
        mapping: ((TableViewHeaderFooterViewModelMapping<T, T.ModelType>) -> Void)? = nil
    ) where T: UIView {
        registerFooter(T.self, mapping: Self.settingXibName(nibName, then: mapping))
    }

    /// A mapping closure that sets the xib name, then runs `mapping`.
    private static func settingXibName<Mapping: ReusableViewRegistering>(
        _ xibName: String?,
        then mapping: ((Mapping) -> Void)?
    ) -> (Mapping) -> Void {
        { registered in
            registered.xibName = xibName
            mapping?(registered)
        }
    }

    // MARK: - Configuring every dequeued view

    /// Runs `closure` on every cell of `cellClass` (or a subclass) the table dequeues, after the
    /// registration handler and `update(with:)`.
    ///
    /// The closure attaches to the cell mappings registered so far, as events do.
    ///
    /// - Parameters:
    ///   - cellClass: The cell class.
    ///   - closure: Receives the cell, its model and its index path.
    @available(*, deprecated, message: "Use the handler parameter of register(_:mapping:handler:).")
    public func configure<T: ModelTransfer>(_ cellClass: T.Type, _ closure: @escaping (T, T.ModelType, IndexPath) -> Void) where T: UITableViewCell {
        appendDequeueConfiguration(to: T.self, viewType: .cell, methodName: "configure(_:_:)", closure)
    }

    /// Runs `closure` on every section header of `headerClass` (or a subclass) the table shows,
    /// after the registration handler and `update(with:)`.
    ///
    /// The closure attaches to the header mappings registered so far, as events do.
    ///
    /// - Parameters:
    ///   - headerClass: The header view class.
    ///   - closure: Receives the view, its model and its section.
    @available(*, deprecated, message: "Use the handler parameter of registerHeader(_:mapping:handler:).")
    public func configureHeader<T: ModelTransfer>(_ headerClass: T.Type, _ closure: @escaping (T, T.ModelType, Int) -> Void) where T: UIView {
        appendDequeueConfiguration(to: T.self, viewType: .supplementaryView(kind: DTTableViewElementSectionHeader),
                                   methodName: "configureHeader(_:_:)") { view, model, indexPath in closure(view, model, indexPath.section) }
    }

    /// Runs `closure` on every section footer of `footerClass` (or a subclass) the table shows,
    /// after the registration handler and `update(with:)`.
    ///
    /// The closure attaches to the footer mappings registered so far, as events do.
    ///
    /// - Parameters:
    ///   - footerClass: The footer view class.
    ///   - closure: Receives the view, its model and its section.
    @available(*, deprecated, message: "Use the handler parameter of registerFooter(_:mapping:handler:).")
    public func configureFooter<T: ModelTransfer>(_ footerClass: T.Type, _ closure: @escaping (T, T.ModelType, Int) -> Void) where T: UIView {
        appendDequeueConfiguration(to: T.self, viewType: .supplementaryView(kind: DTTableViewElementSectionFooter),
                                   methodName: "configureFooter(_:_:)") { view, model, indexPath in closure(view, model, indexPath.section) }
    }

    /// Attaches `configuration` to the registered mappings of `viewType` showing `View`, reporting
    /// as events do when there are none.
    private func appendDequeueConfiguration<View: UIView & ModelTransfer>(
        to viewClass: View.Type,
        viewType: ViewType,
        methodName: String,
        _ configuration: @escaping (View, View.ModelType, IndexPath) -> Void
    ) {
        let mappings = registeredMappings(showing: View.self, viewType: viewType, registering: methodName, methodName: methodName)
        for case let mapping as DequeueConfiguring in mappings {
            mapping.appendDequeueConfiguration(configuration)
        }
    }

    // MARK: - Naming the types of a view for events

    /// Runs `closure` at once with `klass` and its model type, so that events registered inside
    /// it can name both without repeating them.
    ///
    /// ```swift
    /// manager.configureEvents(for: PostCell.self) { cell, post in
    ///     manager.didSelect(cell) { _, post, _ in open(post) }
    ///     manager.heightForCell(withItem: post) { _, _ in 80 }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - klass: The view class.
    ///   - closure: Receives the view class and its `ModelType`.
    @available(*, deprecated, message: "Register events inside the mapping closure of register(_:mapping:handler:), where the types are inferred.")
    public func configureEvents<T: ModelTransfer>(for klass: T.Type, _ closure: (T.Type, T.ModelType.Type) -> Void) {
        closure(T.self, T.ModelType.self)
    }
}
