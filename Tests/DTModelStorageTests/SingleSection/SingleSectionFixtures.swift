import Foundation
@testable import DTModelStorage
import TestSupport

/// An identifiable, `Equatable` (not `Hashable`) item for single-section storage tests.
struct SingleSectionPost: EntityIdentifiable, Equatable, CustomStringConvertible {
    let id: Int
    var title: String

    init(_ id: Int, _ title: String) {
        self.id = id
        self.title = title
    }

    var identifier: AnyHashable { id }
    var description: String { "\(id):\(title)" }
}

/// An item that conforms to Swift's `Identifiable` and gets its identifier from `id`.
struct SingleSectionTag: Identifiable, EntityIdentifiable, Hashable {
    let id: String
}

/// An item that can only be identified, not compared.
struct SingleSectionToken: EntityIdentifiable {
    let id: Int

    var identifier: AnyHashable { id }
}

/// A differ in the style of longest-common-subsequence libraries: it deletes and inserts by
/// equality and never reports moves or updates.
struct DeleteInsertTestDiffer: EquatableDiffingAlgorithm, HashableDiffingAlgorithm {
    func diff<T: EntityIdentifiable & Equatable>(from: [T], to: [T]) -> [SingleSectionOperation] {
        let kept = commonPrefixLength(from, to)
        return (kept..<from.count).map { .delete($0) } + (kept..<to.count).map { .insert($0) }
    }

    func diff<T: EntityIdentifiable & Hashable>(from: [T], to: [T]) -> [SingleSectionOperation] {
        let kept = commonPrefixLength(from, to)
        return (kept..<from.count).map { .delete($0) } + (kept..<to.count).map { .insert($0) }
    }

    private func commonPrefixLength<T: Equatable>(_ lhs: [T], _ rhs: [T]) -> Int {
        zip(lhs, rhs).prefix { $0 == $1 }.count
    }
}

/// A differ that always returns the same operations, to feed the storage invalid batches.
struct FixedOperationsTestDiffer: EquatableDiffingAlgorithm {
    let operations: [SingleSectionOperation]

    func diff<T: EntityIdentifiable & Equatable>(from: [T], to: [T]) -> [SingleSectionOperation] {
        operations
    }
}
