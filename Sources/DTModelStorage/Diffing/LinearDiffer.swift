/// The built-in differ: a Heckel-style algorithm that runs in linear time and reports the
/// fewest moves.
///
/// How it works, for old and new lists of *n* and *m* elements:
/// 1. Each element's identity is read once (again only to report a duplicate, or when
///    `AnyHashable` identities turn out to wrap values of different types). A compact hash table
///    from identity to first old position pairs elements that share an identity: one hash per
///    old element; a new element is hashed only when it does not match the old element following
///    the previous match, so unchanged stretches cost no lookup. `AnyHashable` identities that
///    all wrap one type (as `EntityIdentifiable` identifiers usually do) are compared as that
///    type.
/// 2. Surviving elements are read in new order; one longest increasing run of their old
///    positions stays put, every other survivor is a move. This makes the number of moves
///    minimal for a batch update, where elements that do not move keep their relative order.
/// 3. Each pair is compared for content once; a changed element is an update.
///
/// ## Duplicate identities
/// Lists with repeated identities never crash. The *k*-th occurrence of an identity in the old
/// list pairs with its *k*-th occurrence in the new list; occurrences beyond the shorter count are
/// deletions (old side) or insertions (new side). Every repeated identity is listed in
/// ``BatchChangeset/duplicateIdentifiers`` so the caller can report the data problem. In a
/// sectioned list, occurrences are counted in reading order: section by section, row by row.
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
///   when *k* elements are out of order; O(*n* + *m*) memory (about 20 bytes per element, plus
///   one copy of each identity).
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
    public func changeset<Element, ID: Hashable>(
        from old: [Element],
        to new: [Element],
        identity: (Element) -> ID,
        contentEquals: (Element, Element) -> Bool
    ) -> BatchChangeset<Int> {
        let pairing = OccurrencePairing(
            oldCount: old.count,
            newCount: new.count,
            oldIdentity: { identity(old[$0]) },
            newIdentity: { identity(new[$0]) },
            contentEquals: { contentEquals(old[$0], new[$1]) }
        )
        var stationary = [Bool](repeating: false, count: new.count)
        var subsequence = IncreasingSubsequence(capacity: new.count)
        subsequence.mark(pairing.newToOld, in: 0..<new.count, onSubsequence: &stationary)
        return Self.classify(
            pairing,
            duplicates: pairing.duplicates.map {
                AnyHashable($0.identity(old: { identity(old[$0]) }, new: { identity(new[$0]) }))
            },
            stationary: stationary,
            isOldInSurvivingSection: { _ in true },
            isNewInSurvivingSection: { _ in true },
            oldIndex: { $0 },
            newIndex: { $0 }
        )
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
