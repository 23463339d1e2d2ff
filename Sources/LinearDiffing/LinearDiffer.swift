/// The built-in differ: a Heckel-style algorithm that runs in linear time and reports the
/// fewest moves.
///
/// How it works, for old and new lists of *n* and *m* elements:
/// 1. The common prefix, and then the common suffix of what remains, are paired in place
///    (see `CommonEnds`). Each pair is compared by its bytes first (an element copied from the
///    old list is recognised without reading its identity), else by identity, then by content.
///    Nothing is hashed, so an unchanged list, a page appended or one row edited costs one
///    comparison per element.
/// 2. The elements between those ends are paired by identity. Each old identity is read once; a
///    compact hash table from identity to old position pairs the new elements that do not match
///    the old element following the previous match (so unchanged stretches cost no lookup), and
///    a new identity is read only when that old element is not the same bytes. `AnyHashable`
///    identities that all wrap one type (as `EntityIdentifiable` identifiers usually do) are
///    compared as that type.
/// 3. Surviving elements between the ends are read in new order; one longest increasing run of
///    their old positions stays put, every other survivor is a move. The ends never move, so the
///    number of moves is minimal for a batch update, where elements that do not move keep their
///    relative order.
/// 4. Each pair is compared for content once; a changed element is an update.
///
/// ## Duplicate identities
/// Lists with repeated identities never crash. Elements of the common prefix and suffix pair in
/// place, position by position. Between them, the *k*-th occurrence of an identity in the old
/// list pairs with its *k*-th occurrence in the new list; occurrences beyond the shorter count are
/// deletions (old side) or insertions (new side). Every identity that repeats between the ends
/// (in the old or in the new list) is listed in ``BatchChangeset/duplicateIdentifiers`` so the
/// caller can report the data problem. The ends are never hashed, so a repetition that lies
/// entirely inside them is not listed; those twins keep their places, so their pairing is never
/// ambiguous. In a sectioned list, occurrences are counted in reading order: section by section,
/// row by row.
///
/// ```swift
/// let changes = LinearDiffer().changeset(from: oldPosts, to: newPosts)
/// tableView.performBatchUpdates {
///     tableView.deleteRows(at: changes.deletions.map { IndexPath(row: $0, section: 0) }, with: .fade)
///     // insertions, moves, updates …
/// }
/// ```
///
/// Lists must have fewer than `Int32.max` elements: positions are stored in 32 bits to halve
/// the memory the algorithm streams through.
///
/// - Complexity: O(*n* + *m*) expected time when few elements move, O(*n* + *m* + *k* log *k*)
///   when *k* elements are out of order; O(*p* + *s*) comparisons and no allocation for a common
///   prefix of *p* and suffix of *s* elements. Memory, for the elements between the ends: while
///   pairing, one copy of each old identity, 16 to 32 bytes per old element for the hash table
///   (9 more when an identity repeats) and about 6 per element for the pairs; then 13 more
///   per new element while ordering.
public struct LinearDiffer: ListDiffer, SectionedDiffer, HashableDiffingAlgorithm, EquatableDiffingAlgorithm {
    /// Creates the differ.
    public init() {}

    // MARK: - ListDiffer

    /// Computes the changes that turn `old` into `new`.
    ///
    /// - Parameters:
    ///   - old: The list before the change.
    ///   - new: The list after the change.
    ///   - identity: The identity of an element; equal identities denote the same entity.
    ///   - contentEquals: Whether two elements with the same identity look the same.
    /// - Returns: The changes, in the coordinates documented on ``BatchChangeset``.
    /// - Complexity: O(*n* + *m*) expected, plus O(*k* log *k*) for *k* out-of-order elements.
    @inlinable
    @inline(__always)  // The common ends are compared where the caller's closures are known.
    public func changeset<Element, ID: Hashable>(
        from old: [Element],
        to new: [Element],
        identity: (Element) -> ID,
        contentEquals: (Element, Element) -> Bool
    ) -> BatchChangeset<Int> {
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                // Only called with positions inside the buffers, whose base addresses then exist.
                let ends = CommonEnds(oldCount: old.count, newCount: new.count) {
                    Correspondence(
                        identicalBytes: old.baseAddress.unsafelyUnwrapped + $0, new.baseAddress.unsafelyUnwrapped + $1,
                        contentEquals: contentEquals)
                } correspondence: {
                    // Called only for pairs whose bytes differ: the identical ones were taken above.
                    Correspondence(
                        identitiesOf: old.baseAddress.unsafelyUnwrapped + $0, new.baseAddress.unsafelyUnwrapped + $1,
                        identity: identity, contentEquals: contentEquals)
                }
                return Self.changeset(from: old, to: new, between: ends, identity: identity, contentEquals: contentEquals)
            }
        }
    }

    // MARK: - Upstream diffing algorithms

    /// Computes the operations that turn `from` into `to`, identifying elements by
    /// ``EntityIdentifiable/identifier`` and comparing content with `==`.
    ///
    /// - Parameters:
    ///   - from: The list before the change.
    ///   - to: The list after the change.
    /// - Returns: ``BatchChangeset/singleSectionOperations`` of the changeset.
    public func diff<T: EntityIdentifiable & Hashable>(from: [T], to: [T]) -> [SingleSectionOperation] {
        changeset(from: from, to: to, identity: { $0.identifier }, contentEquals: ==).singleSectionOperations
    }

    /// Computes the operations that turn `from` into `to`, identifying elements by
    /// ``EntityIdentifiable/identifier`` and comparing content with `==`.
    ///
    /// - Parameters:
    ///   - from: The list before the change.
    ///   - to: The list after the change.
    /// - Returns: ``BatchChangeset/singleSectionOperations`` of the changeset.
    public func diff<T: EntityIdentifiable & Equatable>(from: [T], to: [T]) -> [SingleSectionOperation] {
        changeset(from: from, to: to, identity: { $0.identifier }, contentEquals: ==).singleSectionOperations
    }

    // MARK: - Internal

    /// Computes the changes that turn `old` into `new`, given their common ends.
    ///
    /// - Parameters:
    ///   - old: The list before the change.
    ///   - new: The list after the change.
    ///   - ends: The common ends of the lists, already compared.
    ///   - identity: The identity of an element.
    ///   - contentEquals: Whether two elements with the same identity look the same.
    /// - Returns: The changes, in the coordinates documented on ``BatchChangeset``.
    @inlinable
    static func changeset<Element, ID: Hashable>(
        from old: UnsafeBufferPointer<Element>,
        to new: UnsafeBufferPointer<Element>,
        between ends: CommonEnds,
        identity: (Element) -> ID,
        contentEquals: (Element, Element) -> Bool
    ) -> BatchChangeset<Int> {
        let endUpdates = ends.updates(oldCount: old.count, newCount: new.count)
        guard ends.prefix + ends.suffix < Swift.max(old.count, new.count) else {
            return BatchChangeset(updates: endUpdates.leading + endUpdates.trailing)
        }

        let oldMiddle = UnsafeBufferPointer(rebasing: old[ends.middle(ofCount: old.count)])
        let newMiddle = UnsafeBufferPointer(rebasing: new[ends.middle(ofCount: new.count)])
        let pairing = OccurrencePairing(oldMiddle, newMiddle, identity: identity, contentEquals: contentEquals)
        var stationary = [Bool](repeating: false, count: newMiddle.count)
        var subsequence = IncreasingSubsequence(capacity: newMiddle.count)
        subsequence.mark(pairing.newToOld, in: 0..<newMiddle.count, onSubsequence: &stationary)
        var result = classify(
            pairing,
            duplicates: pairing.duplicates.map {
                AnyHashable($0.identity(old: { identity(oldMiddle[$0]) }, new: { identity(newMiddle[$0]) }))
            },
            stationary: stationary,
            isOldInSurvivingSection: { _ in true },
            isNewInSurvivingSection: { _ in true },
            oldIndex: { ends.prefix + $0 },
            newIndex: { ends.prefix + $0 }
        )
        if !endUpdates.leading.isEmpty || !endUpdates.trailing.isEmpty {
            result.updates = endUpdates.leading + result.updates + endUpdates.trailing
        }
        return result
    }

    /// Turns paired positions into a changeset.
    ///
    /// - Parameters:
    ///   - pairing: Paired old and new positions; pairs must lie in surviving sections.
    ///   - duplicates: The identities of `pairing`'s duplicates.
    ///   - stationary: For each new position, whether the element stays put.
    ///   - isOldInSurvivingSection: Whether an old position is reported individually.
    ///   - isNewInSurvivingSection: Whether a new position is reported individually.
    ///   - oldIndex: The reported index of an old position.
    ///   - newIndex: The reported index of a new position.
    /// - Returns: Lists in the order ``BatchChangeset`` documents.
    @inlinable
    static func classify<Index>(
        _ pairing: OccurrencePairing,
        duplicates: [AnyHashable],
        stationary: [Bool],
        isOldInSurvivingSection: (Int) -> Bool,
        isNewInSurvivingSection: (Int) -> Bool,
        oldIndex: (Int) -> Index,
        newIndex: (Int) -> Index
    ) -> BatchChangeset<Index> {
        var result = BatchChangeset<Index>(duplicateIdentifiers: duplicates)
        for (oldPosition, isPaired) in pairing.isOldPaired.enumerated()
        where !isPaired && isOldInSurvivingSection(oldPosition) {
            result.deletions.append(oldIndex(oldPosition))
        }
        for (newPosition, pairedPosition) in pairing.newToOld.enumerated() {
            let oldPosition = Int(pairedPosition)
            if oldPosition < 0 {
                if isNewInSurvivingSection(newPosition) { result.insertions.append(newIndex(newPosition)) }
                continue
            }
            let changed = pairing.isContentChanged[newPosition]
            if stationary[newPosition] {
                if changed {
                    result.updates.append(.init(old: oldIndex(oldPosition), new: newIndex(newPosition)))
                }
            } else {
                result.moves.append(.init(from: oldIndex(oldPosition), to: newIndex(newPosition)))
                if changed {
                    result.movedUpdates.append(.init(old: oldIndex(oldPosition), new: newIndex(newPosition)))
                }
            }
        }
        return result
    }
}
