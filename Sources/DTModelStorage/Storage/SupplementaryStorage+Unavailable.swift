import Foundation

// Setters of supplementary models per section; the storage's model providers replaced them.
extension SupplementaryStorage {
    /// Unavailable: provide supplementary models with ``supplementaryModelProvider``.
    @available(*, unavailable, message: "Please use storage.supplementaryModel closure instead.")
    public func setSupplementaries(_ models: [[Int: Any]], forKind kind: String) {}

    /// Unavailable: provide header models with ``headerModelProvider`` or ``setSectionHeaderModels(_:)``.
    @available(*, unavailable, message: "Please use storage.headerModelProvider closure instead.")
    public func setSectionHeaderModel<T>(_ model: T?, forSection sectionIndex: Int) {}

    /// Unavailable: provide footer models with ``footerModelProvider`` or ``setSectionFooterModels(_:)``.
    @available(*, unavailable, message: "Please use storage.footerModelProvider closure instead.")
    public func setSectionFooterModel<T>(_ model: T?, forSection sectionIndex: Int) {}
}
