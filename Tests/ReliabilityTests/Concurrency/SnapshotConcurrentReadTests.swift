import DTTableViewManager
import Expectations
import Testing

/// A diffable snapshot is a value that tasks share: copies are read from other tasks at once,
/// while the snapshot builds its lookup tables lazily. (In ReliabilityTests, one of the suites CI
/// also runs under ThreadSanitizer.)
@Suite struct SnapshotConcurrentReadTests {
    @Test func copiesAreReadFromOtherTasks() async {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a"])
        snapshot.appendItems(Array(0..<1_000))
        let shared = snapshot
        let indexes = await withTaskGroup(of: Int?.self) { group in
            for item in [10, 500, 999] {
                group.addTask { shared.indexOfItem(item) }
            }
            var found: [Int?] = []
            for await index in group { found.append(index) }
            return found
        }
        expectEqual(Set(indexes.compactMap { $0 }), [10, 500, 999])
    }
}
