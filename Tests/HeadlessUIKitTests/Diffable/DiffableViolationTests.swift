import Expectations
import Foundation
import HeadlessUIKit
import Testing

/// An identifier that breaks `Hashable`: equal values hash differently because the hash
/// includes a field equality ignores.
private struct Badge: Hashable, Sendable, CustomStringConvertible {
    let id: Int
    var unread: Int

    static func == (lhs: Badge, rhs: Badge) -> Bool { lhs.id == rhs.id }

    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(unread)
    }

    var description: String { "Badge(\(id))" }
}

/// What UIKit raises for misused snapshots and diffable tables, reported with UIKit's messages.
@MainActor @Suite struct DiffableViolationTests {
    @Test func duplicateIdentifiersInOneAppendAreCaughtWithUIKitsMessage() {
        let (_, violations) = HeadlessSnapshotViolations.collecting {
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["status-1", "status-2", "status-1"])
            expectEqual(snapshot.itemIdentifiers, ["status-1", "status-2"])
        }
        expectEqual(violations.map(\.kind), [.nonUniqueIdentifiers])
        expectEqual(violations.first?.message, "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    status-1\n)}")
    }

    @Test func duplicateIdentifiersReachTheTableWhenTheSnapshotIsApplied() {
        let fixture = DiffableFixture()
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["feed"])
        snapshot.appendItems(["a", "b", "a", "c", "b"])
        fixture.dataSource.apply(snapshot)
        fixture.tableView.layoutIfNeeded()
        #expect(fixture.violations.messages == [
            "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    a,\n    b\n)}",
        ])
        expectEqual(fixture.visibleTexts, [["a", "b", "c"]])
    }

    @Test func sectionsAndUnknownIdentifiersAreViolations() {
        let (_, violations) = HeadlessSnapshotViolations.collecting {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendItems([1])
            snapshot.appendSections(["a", "a"])
            snapshot.appendItems([1], toSection: "z")
            snapshot.insertItems([2], afterItem: 99)
            snapshot.deleteItems([99])
            snapshot.reconfigureItems([99])
            snapshot.moveSection("a", beforeSection: "z")
            _ = snapshot.numberOfItems(inSection: "z")
            expectEqual(snapshot.sectionIdentifiers, ["a"])
            expectEqual(snapshot.numberOfItems, 0)
        }
        #expect(violations.map(\.message) == [
            "There are currently no sections in the data source. Please add a section first.",
            "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    a\n)}",
            "Invalid section identifier specified for appendItems(_:toSection:): z is not in the snapshot",
            "Invalid item identifier specified for insertItems(_:afterItem:): 99 is not in the snapshot",
            "Invalid item identifier specified for deleteItems(_:): 99 is not in the snapshot",
            "Invalid item identifier specified for reconfigureItems(_:): 99 is not in the snapshot",
            "Invalid section identifier specified for moveSection(_:beforeSection:): z is not in the snapshot",
            "Invalid section identifier specified for numberOfItems(inSection:): z is not in the snapshot",
        ])
    }

    @Test func changingTheTableDirectlyIsTheViolationUIKitRaises() {
        let fixture = DiffableFixture()
        fixture.dataSource.apply(.make(["s": ["a", "b"]]))
        fixture.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        fixture.tableView.performBatchUpdates {
            fixture.tableView.insertSections(IndexSet(integer: 1), with: .automatic)
        }
        fixture.tableView.layoutIfNeeded()
        expectEqual(fixture.violations.collected.map(\.kind), [.diffableDataSourceBypassed, .diffableDataSourceBypassed])
        #expect(fixture.violations.messages.first
            == "UITableView must be updated via the UITableViewDiffableDataSource APIs when acting as the UITableView's dataSource: please do not call mutation APIs directly on UITableView.")
        expectEqual(fixture.visibleTexts, [["a", "b"]], "the table keeps showing the data source's snapshot")

        fixture.violations.collected.removeAll()
        fixture.tableView.reloadData()
        fixture.tableView.performBatchUpdates(nil)
        #expect(fixture.violations.collected.isEmpty, "reloading and empty batches (to recompute heights) are allowed")
    }

    @Test(arguments: [false, true])
    func equalIdentifiersWithDifferentHashesAreCaughtWhenTheDiffSeesThem(moved: Bool) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        let tableView = UITableView(frame: window.bounds, style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        var messages: [String] = []
        tableView.headlessConsistencyViolationHandler = { messages.append($0.message) }
        let dataSource = UITableViewDiffableDataSource<Int, Badge>(tableView: tableView) { tableView, indexPath, _ in
            tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        }
        window.addSubview(tableView)
        var snapshot = NSDiffableDataSourceSnapshot<Int, Badge>()
        snapshot.appendSections([0])
        snapshot.appendItems([Badge(id: 1, unread: 0), Badge(id: 2, unread: 0)])
        dataSource.apply(snapshot)

        var next = NSDiffableDataSourceSnapshot<Int, Badge>()
        next.appendSections([0])
        next.appendItems(moved ? [Badge(id: 2, unread: 0), Badge(id: 1, unread: 3)] : [Badge(id: 1, unread: 3), Badge(id: 2, unread: 0)])
        dataSource.apply(next)

        #expect(messages == [
            "Diffable data source detected item identifiers that are equal but have different hash values. Two identifiers which compare as equal must return the same hash value. You must fix this in the Hashable (Swift) or hash property (Objective-C) implementation for the type of these identifiers. Identifiers that are equal but have different hash values: (Badge(1))",
        ])
    }

    @Test func aCellProviderReturningNilIsAViolation() {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        var kinds: [UITableView.HeadlessConsistencyViolation.Kind] = []
        tableView.headlessConsistencyViolationHandler = { kinds.append($0.kind) }
        let dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: tableView) { _, _, _ in nil }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1])
        dataSource.apply(snapshot)
        tableView.layoutIfNeeded()
        expectEqual(kinds, [.invalidCell])
        expectEqual(tableView.visibleCells.count, 1)
    }
}
