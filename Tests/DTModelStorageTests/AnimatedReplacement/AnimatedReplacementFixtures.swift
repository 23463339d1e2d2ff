import DiffingReference
import Foundation
@testable import DTModelStorage

/// An identifiable item that is `Equatable` but not `Hashable`, to exercise that overload.
struct ReplacementNote: EntityIdentifiable, Equatable {
    let id: Int
    var text: String

    var identifier: AnyHashable { id }
}

extension MemoryStorageAnomaly {
    /// The identities a `duplicateIdentifiers` anomaly names, or `nil` for any other anomaly.
    var repeatedIdentities: Set<String>? {
        if case let .duplicateIdentifiers(identities) = self { Set(identities) } else { nil }
    }
}

/// What an animated replacement from `old` to `new` identities reports, as
/// ``MemoryStorageAnomaly/repeatedIdentities``: nothing when no identity repeats, otherwise one
/// `duplicateIdentifiers` anomaly naming each repeated identity once.
func expectedReplacementAnomalies(old: [Int], new: [Int]) -> [Set<String>?] {
    let repeated = ReferenceMinimality.repeatedIdentities(old: old, new: new)
    return repeated.isEmpty ? [] : [Set(repeated.map(String.init))]
}

/// The storage's contents as diff entries, for comparisons.
func entryContents(of storage: MemoryStorage) -> [[DiffEntry]] {
    (0..<storage.numberOfSections()).map { storage.items(inSection: $0)?.compactMap { $0 as? DiffEntry } ?? [] }
}

/// A storage holding `sections`, with a recording delegate attached afterwards.
func storageWithDelegate<T>(holding sections: [[T]]) -> (MemoryStorage, RecordingStorageDelegate) {
    let storage = MemoryStorage()
    storage.setItemsForAllSections(sections)
    let delegate = RecordingStorageDelegate()
    storage.delegate = delegate
    return (storage, delegate)
}

enum RandomReplacement {
    /// `sections` with items deleted, inserted, shuffled and moved across sections, and sections
    /// added or dropped at the end; values may repeat when `allowDuplicates`.
    static func target(
        for sections: [[Int]],
        nextValue: inout Int,
        allowDuplicates: Bool,
        using random: inout SeededGenerator
    ) -> [[Int]] {
        func fresh() -> Int {
            if allowDuplicates, Bool.random(using: &random) { return Int.random(in: 0...max(0, nextValue), using: &random) }
            nextValue += 1
            return nextValue
        }
        var result = sections
        if Int.random(in: 0..<4, using: &random) == 0, !result.isEmpty { result.removeLast() }
        if Int.random(in: 0..<4, using: &random) == 0 { result.append([]) }
        for index in result.indices {
            result[index] = result[index].filter { _ in Int.random(in: 0..<5, using: &random) != 0 }
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                result[index].insert(fresh(), at: Int.random(in: 0...result[index].count, using: &random))
            }
            if Int.random(in: 0..<3, using: &random) == 0 { result[index].shuffle(using: &random) }
        }
        for _ in 0..<Int.random(in: 0...2, using: &random) {
            guard let from = result.indices.filter({ !result[$0].isEmpty }).randomElement(using: &random) else { break }
            let item = result[from].remove(at: Int.random(in: result[from].indices, using: &random))
            let to = Int.random(in: result.indices, using: &random)
            result[to].insert(item, at: Int.random(in: 0...result[to].count, using: &random))
        }
        return result
    }

    /// `sections` with the content of about a third of the items changed and a few items moved,
    /// within or across sections.
    static func changedContents(of sections: [[DiffEntry]], using random: inout SeededGenerator) -> [[DiffEntry]] {
        var result = sections.map { items in
            items.map { entry in
                var entry = entry
                if Int.random(in: 0..<3, using: &random) == 0 { entry.content += 1 }
                return entry
            }
        }
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            guard let from = result.indices.filter({ !result[$0].isEmpty }).randomElement(using: &random) else { break }
            let item = result[from].remove(at: Int.random(in: result[from].indices, using: &random))
            let to = Int.random(in: result.indices, using: &random)
            result[to].insert(item, at: Int.random(in: 0...result[to].count, using: &random))
        }
        return result
    }
}
