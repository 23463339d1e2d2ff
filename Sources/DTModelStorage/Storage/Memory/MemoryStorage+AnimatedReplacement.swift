import Foundation

/// Replacing whole sections with an animation: the storage diffs its current items against the
/// new ones with `LinearDiffer` and delivers the difference as one ``StorageUpdate`` — item
/// deletions, insertions, moves (also between sections) and reloads — instead of asking the
/// delegate to reload everything.
///
/// Items are matched by identity: `EntityIdentifiable/identifier` for identifiable items, whose
/// changed content (`!=`) is delivered as a reload, or the value itself for other `Hashable`
/// items, which are never reloaded (a changed value is a different item). The delivered update
/// applies as one batch: deletions, reloads and move sources refer to the old contents,
/// insertions and move destinations to the new ones, and a moved item whose content changed is
/// delivered as a deletion plus an insertion, so the view never has to move and reload the same
/// row. A reloaded item's new value is in ``StorageUpdate/updatedObjects``.
///
/// Repeated identities never crash: the *k*-th occurrence in the old contents is matched with the
/// *k*-th occurrence in the new ones, and ``MemoryStorageAnomaly/duplicateIdentifiers(identifierDescriptions:)``
/// is reported. Old items of another type than the new ones are deleted. When nothing changed,
/// nothing is delivered and the current items are kept.
///
/// Like every animated operation, a replacement joins an enclosing ``BaseUpdateDeliveringStorage/performUpdates(_:)`` block
/// and is applied at once when the storage has no delegate. With `animated: false` these methods
/// behave as ``setItems(_:forSection:)`` and ``setItemsForAllSections(_:)``: they apply at once
/// and ask the delegate to reload.
extension MemoryStorage {
    // MARK: - One section

    /// Replaces a section's items, animating the difference; items are their own identity.
    ///
    /// ```swift
    /// storage.setItems(["b", "a", "c"], animated: true)  // moves "b", inserts "c"
    /// ```
    ///
    /// - Parameters:
    ///   - items: The new items.
    ///   - index: The section index; defaults to 0. Missing sections up to it are inserted.
    ///   - animated: Whether to deliver the difference as one update rather than a reload.
    /// - Complexity: O(*n* + *m* + *k* log *k*) for *n* old and *m* new items, *k* of them out of
    ///   order.
    public func setItems<T: Hashable>(_ items: [T], forSection index: Int = 0, animated: Bool) {
        setItems(items, forSection: index, animated: animated, identity: { $0 }, contentEquals: { _, _ in true })
    }

    /// Replaces a section's items, animating the difference; items are matched by
    /// `EntityIdentifiable/identifier` and reloaded when their content changed.
    ///
    /// - Parameters:
    ///   - items: The new items.
    ///   - index: The section index; defaults to 0. Missing sections up to it are inserted.
    ///   - animated: Whether to deliver the difference as one update rather than a reload.
    /// - Complexity: O(*n* + *m* + *k* log *k*) for *n* old and *m* new items, *k* of them out of
    ///   order.
    public func setItems<T: EntityIdentifiable & Equatable>(_ items: [T], forSection index: Int = 0, animated: Bool) {
        setItems(items, forSection: index, animated: animated, identity: { $0.identifier }, contentEquals: ==)
    }

    /// Replaces a section's items, animating the difference; items are matched by
    /// `EntityIdentifiable/identifier` and reloaded when their content changed.
    ///
    /// - Parameters:
    ///   - items: The new items.
    ///   - index: The section index; defaults to 0. Missing sections up to it are inserted.
    ///   - animated: Whether to deliver the difference as one update rather than a reload.
    /// - Complexity: O(*n* + *m* + *k* log *k*) for *n* old and *m* new items, *k* of them out of
    ///   order.
    public func setItems<T: EntityIdentifiable & Hashable>(_ items: [T], forSection index: Int = 0, animated: Bool) {
        setItems(items, forSection: index, animated: animated, identity: { $0.identifier }, contentEquals: ==)
    }

    // MARK: - Every section

    /// Replaces every section, animating the difference; items are their own identity.
    ///
    /// Section *i* of the storage becomes section *i* of `items`; sections are inserted or
    /// deleted at the end, and items may move between sections.
    ///
    /// - Parameters:
    ///   - items: The items of each section.
    ///   - animated: Whether to deliver the difference as one update rather than a reload.
    /// - Complexity: O(*s* + *N* + *k* log *k*) for *s* sections, *N* old and new items and *k*
    ///   items out of order.
    public func setItemsForAllSections<T: Hashable>(_ items: [[T]], animated: Bool) {
        setItemsForAllSections(items, animated: animated, identity: { $0 }, contentEquals: { _, _ in true })
    }

    /// Replaces every section, animating the difference; items are matched by
    /// `EntityIdentifiable/identifier` and reloaded when their content changed.
    ///
    /// Section *i* of the storage becomes section *i* of `items`; sections are inserted or
    /// deleted at the end, and items may move between sections.
    ///
    /// - Parameters:
    ///   - items: The items of each section.
    ///   - animated: Whether to deliver the difference as one update rather than a reload.
    /// - Complexity: O(*s* + *N* + *k* log *k*) for *s* sections, *N* old and new items and *k*
    ///   items out of order.
    public func setItemsForAllSections<T: EntityIdentifiable & Equatable>(_ items: [[T]], animated: Bool) {
        setItemsForAllSections(items, animated: animated, identity: { $0.identifier }, contentEquals: ==)
    }

    /// Replaces every section, animating the difference; items are matched by
    /// `EntityIdentifiable/identifier` and reloaded when their content changed.
    ///
    /// Section *i* of the storage becomes section *i* of `items`; sections are inserted or
    /// deleted at the end, and items may move between sections.
    ///
    /// - Parameters:
    ///   - items: The items of each section.
    ///   - animated: Whether to deliver the difference as one update rather than a reload.
    /// - Complexity: O(*s* + *N* + *k* log *k*) for *s* sections, *N* old and new items and *k*
    ///   items out of order.
    public func setItemsForAllSections<T: EntityIdentifiable & Hashable>(_ items: [[T]], animated: Bool) {
        setItemsForAllSections(items, animated: animated, identity: { $0.identifier }, contentEquals: ==)
    }

    // MARK: - Shared implementation

    private func setItems<T, ID: Hashable>(
        _ items: [T],
        forSection index: Int,
        animated: Bool,
        identity: (T) -> ID,
        contentEquals: (T, T) -> Bool,
        method: StaticString = #function
    ) {
        guard animated else { return setItems(SectionItems(typed: items), forSection: index, method: method) }
        var duplicates: [String] = []
        try? reporting { () throws(MemoryStorageAnomaly) in
            try perform(method) { draft throws(MemoryStorageAnomaly) in
                guard index >= 0 else {
                    throw .sectionIndexOutOfRange(index: index, numberOfSections: draft.numberOfSections)
                }
                draft.ensureSection(index)
                duplicates = draft.replaceSections(
                    index..<(index + 1), with: [items], identity: identity, contentEquals: contentEquals)
            }
        }
        reportDuplicates(duplicates)
    }

    private func setItemsForAllSections<T, ID: Hashable>(
        _ items: [[T]],
        animated: Bool,
        identity: (T) -> ID,
        contentEquals: (T, T) -> Bool,
        method: StaticString = #function
    ) {
        guard animated else { return setItemsForAllSections(items.map { SectionItems(typed: $0) }, method: method) }
        var duplicates: [String] = []
        try? perform(method) { draft in
            duplicates = draft.replaceSections(
                0..<draft.numberOfSections, with: items, identity: identity, contentEquals: contentEquals)
        }
        reportDuplicates(duplicates)
    }

    private func reportDuplicates(_ identifiers: [String]) {
        guard !identifiers.isEmpty else { return }
        anomalyHandler.reportAnomaly(.duplicateIdentifiers(identifierDescriptions: identifiers))
    }
}
