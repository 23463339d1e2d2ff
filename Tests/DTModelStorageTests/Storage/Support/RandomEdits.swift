import DiffingReference
import Foundation
@testable import DTModelStorage

/// One animated `MemoryStorage` operation, with a naive model of what it should do.
enum Edit: CustomStringConvertible {
    case addItems([Int], section: Int)
    case insertItem(Int, IndexPath)
    case insertItemsAt([Int], IndexPath)
    case insertItemsTo([Int], [IndexPath])
    case insertSection([Int], index: Int)
    case reload(Int)
    case replace(Int, with: Int)
    case remove(Int)
    case removeItems([Int])
    case removeAt([IndexPath])
    case removeFromSection(Int)
    case deleteSections([Int])
    case moveSection(Int, Int)
    case moveItem(IndexPath, IndexPath)

    var description: String {
        switch self {
        case let .addItems(items, section): "addItems(\(items), \(section))"
        case let .insertItem(item, path): "insertItem(\(item), \(path))"
        case let .insertItemsAt(items, path): "insertItemsAt(\(items), \(path))"
        case let .insertItemsTo(items, paths): "insertItemsTo(\(items), \(paths))"
        case let .insertSection(items, index): "insertSection(\(items), \(index))"
        case let .reload(item): "reload(\(item))"
        case let .replace(item, other): "replace(\(item), \(other))"
        case let .remove(item): "remove(\(item))"
        case let .removeItems(items): "removeItems(\(items))"
        case let .removeAt(paths): "removeAt(\(paths))"
        case let .removeFromSection(section): "removeFromSection(\(section))"
        case let .deleteSections(sections): "deleteSections(\(sections))"
        case let .moveSection(from, to): "moveSection(\(from), \(to))"
        case let .moveItem(from, to): "moveItem(\(from), \(to))"
        }
    }

    /// Performs the edit on a storage.
    func perform(on storage: MemoryStorage) {
        switch self {
        case let .addItems(items, section): storage.addItems(items, toSection: section)
        case let .insertItem(item, path): try? storage.insertItem(item, to: path)
        case let .insertItemsAt(items, path): try? storage.insertItems(items, at: path)
        case let .insertItemsTo(items, paths): storage.insertItems(items, to: paths)
        case let .insertSection(items, index): storage.insertSection(SectionModel(items: items), atIndex: index)
        case let .reload(item): storage.reloadItem(item)
        case let .replace(item, other): try? storage.replaceItem(item, with: other)
        case let .remove(item): try? storage.removeItem(item)
        case let .removeItems(items): storage.removeItems(items)
        case let .removeAt(paths): storage.removeItems(at: paths)
        case let .removeFromSection(section): storage.removeItems(fromSection: section)
        case let .deleteSections(sections): storage.deleteSections(IndexSet(sections))
        case let .moveSection(from, to): storage.moveSection(from, toSection: to)
        case let .moveItem(from, to): storage.moveItem(at: from, to: to)
        }
    }

    /// How many anomalies the edit reports on `old`: one for invalid input, and one for each
    /// element a skipping removal passes over.
    func anomalyCount(in old: [[Int]]) -> Int {
        expected(from: old) == nil ? 1 : skippedCount(in: old)
    }

    /// How many elements a skipping removal passes over in `old`, each reported as an anomaly.
    func skippedCount(in old: [[Int]]) -> Int {
        switch self {
        case let .removeItems(items):
            var remaining = old.flatMap { $0 }
            return items.filter { item in
                guard let index = remaining.firstIndex(of: item) else { return true }
                remaining.remove(at: index)
                return false
            }.count
        case let .removeAt(paths):
            return paths.filter { !(old.indices.contains($0.section) && old[$0.section].indices.contains($0.item)) }.count
        default:
            return 0
        }
    }

    /// What the edit should produce, or `nil` when the input is invalid and nothing may change.
    /// Removals of several items skip those they cannot find (see ``skippedCount(in:)``).
    func expected(from old: [[Int]]) -> [[Int]]? {
        var sections = old
        func count(_ section: Int) -> Int { sections.indices.contains(section) ? sections[section].count : 0 }
        func extend(_ section: Int) { while sections.count <= section { sections.append([]) } }
        func find(_ item: Int, excluding: Set<IndexPath> = []) -> IndexPath? {
            for (s, items) in sections.enumerated() {
                for (r, value) in items.enumerated() where value == item && !excluding.contains(IndexPath(item: r, section: s)) {
                    return IndexPath(item: r, section: s)
                }
            }
            return nil
        }
        switch self {
        case let .addItems(items, section):
            guard section >= 0 else { return nil }
            extend(section)
            sections[section] += items
        case let .insertItem(item, path):
            return Edit.insertItemsAt([item], path).expected(from: old)
        case let .insertItemsAt(items, path):
            guard path.section >= 0, (0...count(path.section)).contains(path.item) else { return nil }
            extend(path.section)
            sections[path.section].insert(contentsOf: items, at: path.item)
        case let .insertItemsTo(items, paths):
            guard items.count == paths.count else { return nil }
            for (item, path) in zip(items, paths) {
                guard path.section >= 0, (0...count(path.section)).contains(path.item) else { return nil }
                extend(path.section)
                sections[path.section].insert(item, at: path.item)
            }
        case let .insertSection(items, index):
            guard (0...sections.count).contains(index) else { return nil }
            sections.insert(items, at: index)
        case let .reload(item):
            guard find(item) != nil else { return nil }
        case let .replace(item, other):
            guard let path = find(item) else { return nil }
            sections[path.section][path.item] = other
        case let .remove(item):
            guard let path = find(item) else { return nil }
            sections[path.section].remove(at: path.item)
        case let .removeItems(items):
            var claimed = Set<IndexPath>()
            for item in items {
                if let path = find(item, excluding: claimed) { claimed.insert(path) }
            }
            return Edit.removeAt(Array(claimed)).expected(from: old)
        case let .removeAt(paths):
            let existing = paths.filter { sections.indices.contains($0.section) && sections[$0.section].indices.contains($0.item) }
            for path in Set(existing).sorted(by: >) { sections[path.section].remove(at: path.item) }
        case let .removeFromSection(section):
            guard sections.indices.contains(section) else { return nil }
            sections[section] = []
        case let .deleteSections(indexes):
            guard indexes.allSatisfy({ sections.indices.contains($0) }) else { return nil }
            for index in Set(indexes).sorted(by: >) { sections.remove(at: index) }
        case let .moveSection(from, to):
            guard sections.indices.contains(from), sections.indices.contains(to) else { return nil }
            sections.insert(sections.remove(at: from), at: to)
        case let .moveItem(from, to):
            guard sections.indices.contains(from.section), sections[from.section].indices.contains(from.item) else { return nil }
            let countAfter = count(to.section) - (from.section == to.section ? 1 : 0)
            guard to.section >= 0, (0...countAfter).contains(to.item) else { return nil }
            extend(to.section)
            let item = sections[from.section].remove(at: from.item)
            sections[to.section].insert(item, at: to.item)
        }
        return sections
    }

    /// A random edit of `sections`, mostly valid, sometimes just out of range.
    static func random(for sections: [[Int]], nextValue: inout Int, using generator: inout SeededGenerator) -> Edit {
        func fresh(_ count: Int) -> [Int] {
            (0..<count).map { _ in
                nextValue += 1
                return nextValue
            }
        }
        let sectionCount = sections.count
        func section() -> Int { Int.random(in: -1...(sectionCount + 1), using: &generator) }
        func path() -> IndexPath {
            let s = Int.random(in: 0...max(0, sectionCount), using: &generator)
            let count = sections.indices.contains(s) ? sections[s].count : 0
            return IndexPath(item: Int.random(in: 0...(count + 1), using: &generator), section: s)
        }
        let allItems = sections.flatMap { $0 }
        func existing() -> Int { allItems.randomElement(using: &generator) ?? 0 }
        switch Int.random(in: 0..<14, using: &generator) {
        case 0: return .addItems(fresh(Int.random(in: 0...3, using: &generator)), section: section())
        case 1: return .insertItem(fresh(1)[0], path())
        case 2: return .insertItemsAt(fresh(Int.random(in: 1...3, using: &generator)), path())
        case 3:
            let count = Int.random(in: 1...3, using: &generator)
            let paths = (0..<(count + (Int.random(in: 0..<8, using: &generator) == 0 ? 1 : 0))).map { _ in path() }
            return .insertItemsTo(fresh(count), paths)
        case 4: return .insertSection(fresh(Int.random(in: 0...2, using: &generator)), index: Int.random(in: 0...(sectionCount + 1), using: &generator))
        case 5: return .reload(Int.random(in: 0..<10, using: &generator) == 0 ? -1 : existing())
        case 6: return .replace(existing(), with: fresh(1)[0])
        case 7: return .remove(Int.random(in: 0..<10, using: &generator) == 0 ? -1 : existing())
        case 8: return .removeItems((0..<Int.random(in: 1...3, using: &generator)).map { _ in existing() })
        case 9: return .removeAt((0..<Int.random(in: 1...3, using: &generator)).map { _ in path() })
        case 10: return .removeFromSection(section())
        case 11: return .deleteSections((0..<Int.random(in: 1...2, using: &generator)).map { _ in Int.random(in: 0...sectionCount, using: &generator) })
        case 12: return .moveSection(Int.random(in: 0...sectionCount, using: &generator), Int.random(in: 0...sectionCount, using: &generator))
        default: return .moveItem(path(), path())
        }
    }
}
