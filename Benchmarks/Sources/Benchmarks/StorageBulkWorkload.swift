import DTModelStorage
import Foundation

/// `MemoryStorage` bulk operations against plain `Array` code doing the same thing naively.
///
/// The storage has a delegate that applies every delivered update at once, as a table-view
/// manager does inside its batch update, so the figures include building each animated update;
/// one extra figure adds items to a storage without a delegate, to show that bookkeeping's share.
///
/// Targets, stated before measuring:
/// - adding items costs at most 2× appending them to an array one by one (both O(*k*));
/// - removing 10% of the items by index path is at least 5× faster than removing each index path
///   with `Array.remove(at:)` in descending order (O(*n* + *k* log *k*) against O(*n*·*k*));
/// - moving 10% of the items one by one inside one `performUpdates` costs at most 2× doing the
///   same moves with `Array.remove(at:)` and `insert(_:at:)` (both O(*n*·*k*));
/// - replacing the items with `setItems(_:animated:)`, 10% of them each deleted, inserted, moved
///   and updated, costs at most 3× diffing the two lists with `LinearDiffer` alone (the storage
///   adds applying the changes and describing them as one update).
struct StorageBulkWorkload: Workload {
    let name = "storage"

    func run(_ configuration: BenchmarkConfiguration) -> [BenchmarkResult] {
        let count = 100_000
        // One-by-one moves cost O(n) each in the storage; in quick mode they run on fewer items.
        let moveCount = configuration.size(quick: 10_000, full: count)
        let harness = configuration.harness
        let posts = Post.sequence(count)
        var generator = SeededGenerator(seed: 7)
        let removals = Array(posts.indices.shuffled(using: &generator).prefix(count / 10))
            .map { IndexPath(item: $0, section: 0) }
        let movedPosts = Post.sequence(moveCount)
        let moves = (0..<moveCount / 10).map { _ in
            (from: Int.random(in: 0..<moveCount, using: &generator), to: Int.random(in: 0..<moveCount, using: &generator))
        }

        let replacement = DiffScenario.mixed(count: count, fraction: 0.1)
        verify(removing: removals, from: posts, moving: moves, in: movedPosts, replacing: replacement)

        let add = Work(setup: { StorageFixture(items: []) }) { fixture in
            fixture.storage.addItems(posts)
        }
        let addWithoutDelegate = Work(setup: { MemoryStorage() }) { storage in
            storage.addItems(posts)
        }
        let naiveAdd = Work(setup: { [Any]() }) { array in
            for post in posts { array.append(post) }
        }

        let remove = Work(setup: { StorageFixture(items: posts) }) { fixture in
            fixture.storage.removeItems(at: removals)
        }
        let naiveRemove = Work(setup: { posts.map { $0 as Any } }) { array in
            for indexPath in removals.sorted(by: { $0.item > $1.item }) {
                array.remove(at: indexPath.item)
            }
        }

        let move = Work(setup: { StorageFixture(items: movedPosts) }) { fixture in
            fixture.storage.performUpdates {
                for (from, to) in moves {
                    fixture.storage.moveItem(at: IndexPath(item: from, section: 0), to: IndexPath(item: to, section: 0))
                }
            }
        }
        let naiveMove = Work(setup: { movedPosts.map { $0 as Any } }) { array in
            for (from, to) in moves {
                array.insert(array.remove(at: from), at: to)
            }
        }

        let replace = Work(setup: { StorageFixture(items: replacement.old) }) { fixture in
            fixture.storage.setItems(replacement.new, animated: true)
        }
        let diffOnly = Work {
            LinearDiffer().changeset(from: replacement.old, to: replacement.new)
        }

        let size = "\(formatCount(count)) items"
        return [
            harness.result(workload: name, "add \(size)",
                           ("MemoryStorage.addItems", add), against: ("Array.append, one by one", naiveAdd), target: .relativeCost(atMost: 2)),
            harness.result(workload: name, "add \(size), storage without delegate",
                           ("MemoryStorage.addItems", addWithoutDelegate), against: ("Array.append, one by one", naiveAdd),
                           target: .relativeCost(atMost: 2)),
            harness.result(workload: name, "remove 10% by index path, \(size)",
                           ("MemoryStorage.removeItems(at:)", remove), against: ("Array.remove(at:), descending", naiveRemove),
                           target: .speedup(atLeast: 5)),
            harness.result(workload: name, "move 10% one by one, \(formatCount(moveCount)) items",
                           ("MemoryStorage.moveItem in performUpdates", move), against: ("Array.remove(at:) + insert(_:at:)", naiveMove),
                           target: .relativeCost(atMost: 2)),
            harness.result(workload: name, "animated setItems, 10% each changed, \(size)",
                           ("MemoryStorage.setItems(_:animated:)", replace), against: ("LinearDiffer alone", diffOnly),
                           target: .relativeCost(atMost: 3)),
        ]
    }

    /// Checks once, untimed, that the timed operations do what the figures claim (the moves: their
    /// first 100); stops the run if not.
    private func verify(
        removing removals: [IndexPath], from posts: [Post],
        moving moves: [(from: Int, to: Int)], in movedPosts: [Post],
        replacing replacement: DiffScenario
    ) {
        let removal = StorageFixture(items: posts)
        removal.storage.removeItems(at: removals)
        precondition(
            removal.storage.numberOfItems(inSection: 0) == posts.count - removals.count
                && removal.delegate.deliveredUpdates == 1
                && removal.delegate.lastUpdate?.objectChanges.count == removals.count,
            "removeItems(at:) did not remove \(removals.count) items in one update")
        let moving = StorageFixture(items: movedPosts)
        var expected = movedPosts
        moving.storage.performUpdates {
            for (from, to) in moves.prefix(100) {
                moving.storage.moveItem(at: IndexPath(item: from, section: 0), to: IndexPath(item: to, section: 0))
                expected.insert(expected.remove(at: from), at: to)
            }
        }
        let stored = moving.storage.section(atIndex: 0)?.items.compactMap { $0 as? Post }
        precondition(stored == expected, "moveItem(at:to:) did not produce the moves of the naive array")
        let replacing = StorageFixture(items: replacement.old)
        replacing.storage.setItems(replacement.new, animated: true)
        let replaced = replacing.storage.section(atIndex: 0)?.items.compactMap { $0 as? Post }
        precondition(
            replaced == replacement.new && replacing.delegate.deliveredUpdates == 1,
            "setItems(_:animated:) did not deliver an update that ends with the new items")
    }
}

/// A storage holding one section of items, with a delegate that applies each update as delivered.
final class StorageFixture {
    /// The storage under test.
    let storage = MemoryStorage()
    /// Applies the storage's updates; kept alive here because the storage holds it weakly.
    let delegate = ApplyingStorageDelegate()

    /// Creates the fixture with `items` in section 0 and the delegate attached.
    init(items: [Post]) {
        storage.setItems(items)
        storage.delegate = delegate
    }
}

/// A storage delegate that does what a table-view manager does with an update, minus the table:
/// applies its deferred data-source change and checks that it holds changes.
///
/// The manager's updater reads the storage's compact change list (package API, one entry per run
/// of rows), not the public `objectChanges`, which expands to one array per changed row on first
/// read; so this delegate does not read `objectChanges` either.
final class ApplyingStorageDelegate: StorageUpdating {
    /// The number of non-empty updates delivered so far.
    private(set) var deliveredUpdates = 0
    /// The last update delivered, for the untimed checks.
    private(set) var lastUpdate: StorageUpdate?

    func storageDidPerformUpdate(_ update: StorageUpdate) {
        update.applyDeferredDatasourceUpdates()
        if !update.isEmpty { deliveredUpdates += 1 }
        lastUpdate = update
    }

    func storageNeedsReloading() {}
}
