import Foundation

/// Header, footer and supplementary-model support shared by every storage.
///
/// The header and footer providers answer for ``supplementaryHeaderKind`` and
/// ``supplementaryFooterKind``; ``supplementaryModelProvider`` answers every other kind, and the
/// header and footer kinds too when their provider is not set.
open class BaseSupplementaryStorage: NSObject, SupplementaryStorage {
    /// Returns the header model for a section index, or `nil`.
    open var headerModelProvider: ((Int) -> Any?)?

    /// Returns the footer model for a section index, or `nil`.
    open var footerModelProvider: ((Int) -> Any?)?

    /// The supplementary kind that means "section header" for this storage.
    open var supplementaryHeaderKind: String?

    /// The supplementary kind that means "section footer" for this storage.
    open var supplementaryFooterKind: String?

    private var customSupplementaryModelProvider: ((String, IndexPath) -> Any?)?

    /// Returns the supplementary model of a kind for a section index path, or `nil`.
    ///
    /// Reading it gives a closure that consults the header and footer providers first; setting it
    /// sets the fallback for every other kind.
    open var supplementaryModelProvider: ((String, IndexPath) -> Any?)? {
        get {
            { [weak self] kind, indexPath in self?.resolveSupplementaryModel(ofKind: kind, at: indexPath) }
        }
        set { customSupplementaryModelProvider = newValue }
    }

    /// Creates a storage without supplementary models.
    public override init() {}

    private func resolveSupplementaryModel(ofKind kind: String, at indexPath: IndexPath) -> Any? {
        if kind == supplementaryHeaderKind, let headerModelProvider {
            return headerModelProvider(indexPath.section)
        }
        if kind == supplementaryFooterKind, let footerModelProvider {
            return footerModelProvider(indexPath.section)
        }
        return customSupplementaryModelProvider?(kind, indexPath)
    }
}
