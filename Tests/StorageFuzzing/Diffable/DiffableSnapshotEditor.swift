import DTTableViewManager
import TestSupport

/// Makes random changes to a diffable snapshot and the same changes to a ``DiffableReference``:
/// items and sections appended, inserted, deleted and moved (also across sections, and items
/// appended again so that they move into place), items reconfigured and reloaded, sections
/// reloaded.
package struct DiffableSnapshotEditor {
    /// The next identifier for a new item or section; far from the ones `SnapshotGenerator` uses.
    private var nextID = 1_000_000

    /// Creates an editor.
    package init() {}

    private mutating func newID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    /// Makes 1–4 random changes to `snapshot` and `reference`, bumping the content version of
    /// reconfigured and reloaded items in `versions`.
    package mutating func edit<Random: RandomNumberGenerator>(
        _ snapshot: inout NSDiffableDataSourceSnapshot<Int, Int>,
        _ reference: inout DiffableReference,
        versions: inout [Int: Int],
        using random: inout Random
    ) {
        for _ in 0..<random.int(in: 1...4) {
            editOnce(&snapshot, &reference, versions: &versions, using: &random)
        }
    }

    private mutating func editOnce<Random: RandomNumberGenerator>(
        _ snapshot: inout NSDiffableDataSourceSnapshot<Int, Int>,
        _ reference: inout DiffableReference,
        versions: inout [Int: Int],
        using random: inout Random
    ) {
        let items = reference.allItems
        func anyItem() -> Int { items[random.int(in: 0...(items.count - 1))] }
        func anySection() -> Int { reference.sections[random.int(in: 0...(reference.sections.count - 1))] }
        func position(of section: Int) -> Int { reference.sections.firstIndex(of: section)! }
        func bump(_ changed: [Int]) { for item in changed { versions[item, default: 0] += 1 } }

        switch random.int(in: 0...11) {
        case 0 where !reference.sections.isEmpty:
            let new = (0..<random.int(in: 1...3)).map { _ in newID() }
            if random.chance(0.5) {
                snapshot.appendItems(new)
                reference.append(new, toSectionAt: reference.sections.count - 1)
            } else {
                let section = anySection()
                snapshot.appendItems(new, toSection: section)
                reference.append(new, toSectionAt: position(of: section))
            }
        case 1 where !items.isEmpty:
            let item = anyItem()
            let section = anySection()
            snapshot.appendItems([item], toSection: section)
            reference.append([item], toSectionAt: position(of: section))
        case 2 where !items.isEmpty:
            let anchor = anyItem()
            let new = (0..<random.int(in: 1...2)).map { _ in newID() }
            let after = random.chance(0.5)
            after ? snapshot.insertItems(new, afterItem: anchor) : snapshot.insertItems(new, beforeItem: anchor)
            let location = reference.location(of: anchor)!
            reference.items[location.section].insert(contentsOf: new, at: location.row + (after ? 1 : 0))
        case 3 where !items.isEmpty:
            let deleted = Array(Set((0..<random.int(in: 1...3)).map { _ in anyItem() }))
            snapshot.deleteItems(deleted)
            for item in deleted { reference.remove(item) }
        case 4 where items.count > 1:
            let moved = anyItem()
            let anchor = anyItem()
            guard moved != anchor else { return }
            let after = random.chance(0.5)
            after ? snapshot.moveItem(moved, afterItem: anchor) : snapshot.moveItem(moved, beforeItem: anchor)
            reference.remove(moved)
            let location = reference.location(of: anchor)!
            reference.items[location.section].insert(moved, at: location.row + (after ? 1 : 0))
        case 5 where reference.sections.count < 6:
            let section = newID()
            if reference.sections.isEmpty || random.chance(0.4) {
                snapshot.appendSections([section])
                reference.insertSections([section], at: reference.sections.count)
            } else {
                let anchor = anySection()
                let after = random.chance(0.5)
                after ? snapshot.insertSections([section], afterSection: anchor) : snapshot.insertSections([section], beforeSection: anchor)
                reference.insertSections([section], at: position(of: anchor) + (after ? 1 : 0))
            }
        case 6 where !reference.sections.isEmpty:
            let section = anySection()
            snapshot.deleteSections([section])
            let index = position(of: section)
            reference.sections.remove(at: index)
            reference.items.remove(at: index)
        case 7 where reference.sections.count > 1:
            let moved = anySection()
            let anchor = anySection()
            guard moved != anchor else { return }
            let after = random.chance(0.5)
            after ? snapshot.moveSection(moved, afterSection: anchor) : snapshot.moveSection(moved, beforeSection: anchor)
            let from = position(of: moved)
            let movedItems = reference.items.remove(at: from)
            reference.sections.remove(at: from)
            let to = position(of: anchor) + (after ? 1 : 0)
            reference.sections.insert(moved, at: to)
            reference.items.insert(movedItems, at: to)
        case 8 where !items.isEmpty:
            let changed = Array(Set((0..<random.int(in: 1...3)).map { _ in anyItem() }))
            snapshot.reconfigureItems(changed)
            bump(changed)
        case 9 where !items.isEmpty:
            let changed = Array(Set((0..<random.int(in: 1...3)).map { _ in anyItem() }))
            snapshot.reloadItems(changed)
            bump(changed)
        case 10 where !reference.sections.isEmpty:
            snapshot.reloadSections([anySection()])
        case 11:
            snapshot.deleteAllItems()
            reference = DiffableReference()
        default:
            break
        }
    }
}
