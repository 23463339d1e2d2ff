import Foundation

/// The supplementary kind ``SupplementaryStorage/configureForTableViewUsage()`` uses for section headers.
public let DTTableViewElementSectionHeader = "DTTableViewElementSectionHeader"

/// The supplementary kind ``SupplementaryStorage/configureForTableViewUsage()`` uses for section footers.
public let DTTableViewElementSectionFooter = "DTTableViewElementSectionFooter"

/// The kind `UICollectionView.elementKindSectionHeader` has on every Apple platform.
public let DTCollectionViewElementSectionHeader = "UICollectionElementKindSectionHeader"

/// The kind `UICollectionView.elementKindSectionFooter` has on every Apple platform.
public let DTCollectionViewElementSectionFooter = "UICollectionElementKindSectionFooter"

/// A storage that also provides header, footer and other supplementary models for its sections.
public protocol SupplementaryStorage: AnyObject {
    /// Returns the header model for a section index, or `nil`.
    var headerModelProvider: ((_ sectionIndex: Int) -> Any?)? { get set }

    /// Returns the footer model for a section index, or `nil`.
    var footerModelProvider: ((_ sectionIndex: Int) -> Any?)? { get set }

    /// Returns the supplementary model of a kind for a section index path, or `nil`.
    var supplementaryModelProvider: ((_ kind: String, _ sectionIndexPath: IndexPath) -> Any?)? { get set }

    /// The supplementary kind that means "section header" for this storage.
    var supplementaryHeaderKind: String? { get set }

    /// The supplementary kind that means "section footer" for this storage.
    var supplementaryFooterKind: String? { get set }
}

// MARK: - Configuration

extension SupplementaryStorage {
    /// Uses the table-view header and footer kinds, ``DTTableViewElementSectionHeader`` and
    /// ``DTTableViewElementSectionFooter``.
    public func configureForTableViewUsage() {
        supplementaryHeaderKind = DTTableViewElementSectionHeader
        supplementaryFooterKind = DTTableViewElementSectionFooter
    }

    /// Uses the flow-layout header and footer kinds of `UICollectionView`.
    public func configureForCollectionViewFlowLayoutUsage() {
        supplementaryHeaderKind = DTCollectionViewElementSectionHeader
        supplementaryFooterKind = DTCollectionViewElementSectionFooter
    }
}

// MARK: - Reading and setting models

extension SupplementaryStorage {
    /// Returns the header model of a section, or `nil`.
    ///
    /// - Parameter index: The section index.
    public func headerModel(forSection index: Int) -> Any? {
        headerModelProvider?(index)
    }

    /// Returns the footer model of a section, or `nil`.
    ///
    /// - Parameter index: The section index.
    public func footerModel(forSection index: Int) -> Any? {
        footerModelProvider?(index)
    }

    /// Returns the supplementary model of a kind for a section, or `nil`.
    ///
    /// - Parameters:
    ///   - kind: The supplementary kind, for example ``supplementaryHeaderKind``.
    ///   - indexPath: An index path whose `section` names the section.
    public func supplementaryModel(ofKind kind: String, forSectionAt indexPath: IndexPath) -> Any? {
        supplementaryModelProvider?(kind, indexPath)
    }

    /// Provides one header model per section, by position; sections past the end have none.
    ///
    /// This replaces what the storage answers when a view asks for a header model, and delivers
    /// no update: headers a table already shows keep their models until the table reloads. Set
    /// the models before the table first shows its sections, or call `tableView.reloadData()`
    /// after changing them on screen. Upstream DTModelStorage behaves the same way.
    ///
    /// - Parameter models: The header models; `nil` elements leave a section without a header.
    public func setSectionHeaderModels<T>(_ models: [T]) {
        (self as? BaseUpdateDeliveringStorage)?.checkIsolation(#function)
        headerModelProvider = { index in Self.model(at: index, in: models) }
    }

    /// Provides one footer model per section, by position; sections past the end have none.
    ///
    /// As with ``setSectionHeaderModels(_:)``, footers a table already shows keep their models
    /// until the table reloads: call `tableView.reloadData()` after changing them on screen.
    ///
    /// - Parameter models: The footer models; `nil` elements leave a section without a footer.
    public func setSectionFooterModels<T>(_ models: [T]) {
        (self as? BaseUpdateDeliveringStorage)?.checkIsolation(#function)
        footerModelProvider = { index in Self.model(at: index, in: models) }
    }

    private static func model<T>(at index: Int, in models: [T]) -> Any? {
        guard models.indices.contains(index) else { return nil }
        // An element that is itself an empty optional means "no model", not "a model that is nil".
        let model: Any = models[index]
        if let optional = model as? any OptionalModel, optional.isNone { return nil }
        return model
    }
}

/// Lets a model of unknown type be recognised as an empty optional.
private protocol OptionalModel {
    var isNone: Bool { get }
}

extension Optional: OptionalModel {
    fileprivate var isNone: Bool { self == nil }
}
