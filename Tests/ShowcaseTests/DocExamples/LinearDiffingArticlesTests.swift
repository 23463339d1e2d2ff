import Foundation
import LinearDiffing
import TableIndexPath
import Testing

// Mirrors LinearDiffing.docc/LinearDiffing.md and LinearDiffing.docc/DiffingLists.md.

struct Note: Identifiable, Equatable {
    let id: Int
    var title: String
}

struct Day: Equatable {
    let date: String
    var notes: [Note]
}

/// What a table does with a batch update: the calls, in order, as text.
@MainActor
final class RecordingBatchTable {
    var calls: [String] = []

    func performBatchUpdates(_ updates: () -> Void) {
        calls.append("begin")
        updates()
        calls.append("end")
    }

    func deleteRows(at indexPaths: [IndexPath], with animation: String) {
        calls.append("delete \(indexPaths.map { [$0[0], $0[1]] })")
    }

    func insertRows(at indexPaths: [IndexPath], with animation: String) {
        calls.append("insert \(indexPaths.map { [$0[0], $0[1]] })")
    }

    func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        calls.append("move \([indexPath[0], indexPath[1]]) \([newIndexPath[0], newIndexPath[1]])")
    }

    func reloadRows(at indexPaths: [IndexPath], with animation: String) {
        calls.append("reload \(indexPaths.map { [$0[0], $0[1]] })")
    }
}

@MainActor @Suite struct LinearDiffingArticlesTests {
    @Test func overviewDiffsHashableValuesByThemselves() {
        let oldNames = ["Ann", "Bob", "Cid"]
        let newNames = ["Bob", "Cid", "Dee"]
        let changes = LinearDiffer().changeset(from: oldNames, to: newNames, identifiedBy: \.self)
        // changes.deletions, changes.insertions, changes.moves, changes.updates
        #expect(changes.deletions == [0])
        #expect(changes.insertions == [2])
        #expect(changes.moves.isEmpty && changes.updates.isEmpty)
    }

    @Test func arraysDiffByIdentityAndReportChangedContentAsUpdates() {
        let before = [Note(id: 1, title: "Hello"), Note(id: 2, title: "World")]
        let after = [Note(id: 2, title: "World!"), Note(id: 3, title: "New")]
        let changes = LinearDiffer().changeset(from: before, to: after, identifiedBy: \.id)
        // changes.deletions == [0], changes.insertions == [1],
        // changes.updates == [BatchChangeset<Int>.Update(old: 1, new: 0)]

        let tags = LinearDiffer().changeset(from: ["a", "b"], to: ["b", "c"], identifiedBy: \.self)
        #expect(changes.deletions == [0])
        #expect(changes.insertions == [1])
        #expect(changes.updates == [BatchChangeset<Int>.Update(old: 1, new: 0)])
        #expect(tags.deletions == [0] && tags.insertions == [1] && tags.updates.isEmpty)
    }

    @Test func sectionsDiffWithItemsMovingBetweenThem() {
        let oldDays = [Day(date: "Mon", notes: [Note(id: 1, title: "a"), Note(id: 2, title: "b")]), Day(date: "Tue", notes: [])]
        let newDays = [Day(date: "Mon", notes: [Note(id: 1, title: "a")]), Day(date: "Tue", notes: [Note(id: 2, title: "b")])]
        let sectioned = LinearDiffer().changeset(
            from: oldDays, to: newDays,
            sectionIdentity: { $0.date },
            items: { $0.notes },
            itemIdentity: { $0.id },
            contentEquals: ==
        )
        // sectioned.sections: BatchChangeset<Int>; sectioned.items: BatchChangeset<IndexPath>
        #expect(sectioned.sections.isEmpty)
        #expect(sectioned.items.moves == [BatchChangeset<IndexPath>.Move(from: IndexPath(indexes: [0, 1]), to: IndexPath(indexes: [1, 0]))])
    }

    @Test func aChangesetAppliesAsOneBatch() {
        let tableView = RecordingBatchTable()
        let changes = LinearDiffer().changeset(from: [1, 2, 3], to: [3, 1, 4], identifiedBy: \.self)
        tableView.performBatchUpdates {
            tableView.deleteRows(at: changes.deletions.map { IndexPath(row: $0, section: 0) }, with: .fade)
            tableView.insertRows(at: changes.insertions.map { IndexPath(row: $0, section: 0) }, with: .fade)
            for move in changes.moves {
                tableView.moveRow(at: IndexPath(row: move.from, section: 0), to: IndexPath(row: move.to, section: 0))
            }
            tableView.reloadRows(at: changes.updates.map { IndexPath(row: $0.old, section: 0) }, with: .none)
        }
        #expect(tableView.calls.prefix(3) == ["begin", "delete [[0, 1]]", "insert [[0, 2]]"])
        #expect(tableView.calls.filter { $0.hasPrefix("move") }.count == 1)
        #expect(tableView.calls.suffix(2) == ["reload []", "end"])
    }
}

extension String {
    /// The animation names the article passes, as plain strings here.
    fileprivate static let fade = "fade"
    fileprivate static let none = "none"
}
