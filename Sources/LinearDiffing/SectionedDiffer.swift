/// An algorithm that computes the changes between two versions of a sectioned list.
///
/// Storages with several sections call a `SectionedDiffer`; ``LinearDiffer`` is the built-in
/// one. A custom differ must return a changeset that satisfies every rule documented on
/// ``SectionedBatchChangeset``, so that it can be applied as one batch update.
public protocol SectionedDiffer: Sendable {
    /// Computes the changes that turn the sections `old` into the sections `new`.
    ///
    /// - Parameters:
    ///   - old: The sections before the change.
    ///   - new: The sections after the change.
    ///   - sectionIdentity: The identity of a section; equal identities denote the same section.
    ///   - items: The items of a section, in display order.
    ///   - itemIdentity: The identity of an item; items may move between sections.
    ///   - contentEquals: Whether two items with the same identity look the same; `false`
    ///     reports the item as updated.
    /// - Returns: The changes, in the coordinates documented on ``SectionedBatchChangeset``.
    func changeset<Section, Item, SectionID: Hashable, ItemID: Hashable>(
        from old: [Section],
        to new: [Section],
        sectionIdentity: (Section) -> SectionID,
        items: (Section) -> [Item],
        itemIdentity: (Item) -> ItemID,
        contentEquals: (Item, Item) -> Bool
    ) -> SectionedBatchChangeset
}
