import Expectations
import Testing
@testable import LinearDiffing
import DiffingReference
import TableIndexPath

/// `AnyHashable` identities whose bases share one type are paired by those bases; these checks pin
/// that the shortcut gives exactly the pairs that comparing the `AnyHashable` values gives.
@Suite struct AnyHashablePairingTests {
    /// Pairs through the public entry point, which unboxes same-typed bases.
    private func unboxedPairing(_ old: [AnyHashable], _ new: [AnyHashable]) -> OccurrencePairing {
        OccurrencePairing(
            oldCount: old.count,
            newCount: new.count,
            oldIdentity: { old[$0] },
            newIdentity: { new[$0] },
            areIdentical: { _, _ in false },
            contentEquals: { _, _ in true }
        )
    }

    /// Pairs by comparing the `AnyHashable` values themselves.
    private func boxedPairing(_ old: [AnyHashable], _ new: [AnyHashable]) -> OccurrencePairing {
        OccurrencePairing(
            pairing: old, newCount: new.count, newIdentity: { new[$0] },
            areIdentical: { _, _ in false }, contentEquals: { _, _ in true })!
    }

    private func expectSamePairs(
        _ old: [AnyHashable], _ new: [AnyHashable], _ comment: Comment? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let unboxed = unboxedPairing(old, new)
        let boxed = boxedPairing(old, new)
        #expect(unboxed.newToOld == boxed.newToOld, comment, sourceLocation: sourceLocation)
        #expect(unboxed.isOldPaired == boxed.isOldPaired, comment, sourceLocation: sourceLocation)
        #expect(unboxed.duplicates == boxed.duplicates, comment, sourceLocation: sourceLocation)
    }

    @Test func sameTypedBasesPairAsTheirAnyHashableValuesDo() {
        for seed in UInt64(0)..<1000 {
            var random = SeededGenerator(seed: seed)
            let (old, new) = RandomDiffCases.list(&random, allowDuplicates: seed.isMultiple(of: 2))
            expectSamePairs(old.map(\.identifier), new.map(\.identifier), "seed \(seed)")
        }
    }

    @Test func basesOfAnyOtherHashableTypePairAsTheirAnyHashableValuesDo() {
        for seed in UInt64(0)..<300 {
            var random = SeededGenerator(seed: seed)
            let (old, new) = RandomDiffCases.list(&random, allowDuplicates: seed.isMultiple(of: 2))
            let keyed = { (entries: [DiffEntry]) in entries.map { AnyHashable(Key(value: $0.id)) } }
            expectSamePairs(keyed(old), keyed(new), "seed \(seed)")
        }
    }

    @Test func stringBasesPairWithDuplicatesReportedAsTheOriginalIdentifiers() {
        let old: [AnyHashable] = ["a", "b", "a", "c"]
        let new: [AnyHashable] = ["c", "a", "d", "d"]
        let result = unboxedPairing(old, new)
        expectEqual(result.newToOld, [3, 0, -1, -1])
        expectEqual(result.duplicates.map { $0.identity(old: { old[$0] }, new: { new[$0] }) }, ["a", "d"])
        expectSamePairs(old, new)
    }

    @Test func integersOfDifferentWidthsStillPairAsAnyHashableEqualValues() {
        // `AnyHashable(Int8(2)) == AnyHashable(2)`: mixed base types must not be unboxed.
        let old: [AnyHashable] = [1, 2, 3]
        let new: [AnyHashable] = [Int8(2), 1, UInt(3)]
        expectEqual(unboxedPairing(old, new).newToOld, [1, 0, 2])
        expectSamePairs(old, new)
    }

    @Test func subclassInstancesFallBackToTheirHashableSuperclassEquality() {
        let shared = Identity(name: "shared")
        let old: [AnyHashable] = [Identity(name: "a"), shared, SpecialIdentity(name: "b")]
        let new: [AnyHashable] = [SpecialIdentity(name: "b"), Identity(name: "a"), shared]
        expectEqual(unboxedPairing(old, new).newToOld, [2, 0, 1])
        expectSamePairs(old, new)
    }

    @Test func emptySidesPairNothing() {
        expectSamePairs([], [])
        expectSamePairs([1, 2], [])
        expectSamePairs([], ["x", "x"])
        expectEqual(unboxedPairing([], ["x", "x"]).duplicates, [.new(1)])
    }
}

/// An identity of a value type the pairing has no special case for.
private struct Key: Hashable {
    let value: Int
}

/// An identity of reference type whose equality compares names.
private class Identity: Hashable {
    let name: String

    init(name: String) {
        self.name = name
    }

    static func == (lhs: Identity, rhs: Identity) -> Bool { lhs.name == rhs.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// A subclass, equal to an ``Identity`` of the same name.
private final class SpecialIdentity: Identity {}
