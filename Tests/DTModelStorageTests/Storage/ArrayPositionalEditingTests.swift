import Expectations
import Testing
@testable import DTModelStorage

/// The array helpers behind the storage's moves and removals, against the naive equivalents
/// over every small size and position.
@MainActor @Suite struct ArrayPositionalEditingTests {
    @Test(arguments: 1...6)
    func moveElementMatchesRemoveAndInsert(count: Int) {
        for source in 0..<count {
            for destination in 0..<count {
                var moved = (0..<count).map { "item \($0)" as Any }
                moved.moveElement(from: source, to: destination)
                var naive = (0..<count).map { "item \($0)" }
                naive.insert(naive.remove(at: source), at: destination)
                expectEqual(moved.map { $0 as? String }, naive, "from \(source) to \(destination)")
            }
        }
    }

    @Test(arguments: 0...6)
    func removeElementsAtSortedIndicesMatchesFiltering(count: Int) {
        for mask in 0..<(1 << count) {
            let indices = (0..<count).filter { mask & (1 << $0) != 0 }
            var removed = (0..<count).map { "item \($0)" }
            removed.removeElements(atSortedIndices: indices)
            let naive = (0..<count).filter { !indices.contains($0) }.map { "item \($0)" }
            expectEqual(removed, naive, "removing \(indices)")
        }
    }
}
