import Foundation

// Supplementary models once kept by sections; a storage's model providers replaced them.
extension SectionLocatable {
    /// Unavailable: supplementary models come from the storage's ``SupplementaryStorage/supplementaryModelProvider``.
    @available(*, unavailable, message: "Please use storage.supplementaryModelProvider closure to provide supplementaries.")
    public func supplementaryModel(ofKind kind: String, atIndex index: Int) -> Any? {
        nil
    }

    /// Unavailable: supplementary models come from the storage's ``SupplementaryStorage/supplementaryModelProvider``.
    @available(*, unavailable, message: "Please use storage.supplementaryModelProvider closure to provide supplementaries.")
    public func setSupplementaryModel(_ model: Any?, forKind kind: String, atIndex index: Int) {}
}
