import Foundation
@testable import DTModelStorage

/// An independent reference for UIKit's batch-update semantics: applies a `StorageUpdate` to the
/// old contents and returns the new contents, or throws when the update is not a valid batch.
/// Works for any item type: moved and staying items keep their old value, reloaded items take
/// their `updatedObjects` value.
///
/// Section deletions, item deletions, reloads and move sources use coordinates before the update;
/// section and item insertions and move destinations use coordinates after it. Inserted sections
/// start empty; inserted items take their value from `target` (as a data source would supply it).
enum BatchReplay {
    struct Invalid: Error, CustomStringConvertible {
        let description: String
    }

    static func apply<Value>(_ update: StorageUpdate, to old: [[Value]], target: [[Value]]) throws -> [[Value]] {
        var deletedSections = Set<Int>()
        var insertedSections = Set<Int>()
        var sectionMoves: [(from: Int, to: Int)] = []
        for (type, indexes) in update.sectionChanges {
            switch type {
            case .delete:
                try require(indexes.count == 1 && old.indices.contains(indexes[0]), "bad section delete \(indexes)")
                try require(deletedSections.insert(indexes[0]).inserted, "section deleted twice \(indexes)")
            case .insert:
                try require(indexes.count == 1, "bad section insert \(indexes)")
                try require(insertedSections.insert(indexes[0]).inserted, "section inserted twice \(indexes)")
            case .move:
                try require(indexes.count == 2 && old.indices.contains(indexes[0]), "bad section move \(indexes)")
                sectionMoves.append((indexes[0], indexes[1]))
            case .update:
                try require(indexes.count == 1 && old.indices.contains(indexes[0]), "bad section reload \(indexes)")
            }
        }
        let movedSources = Set(sectionMoves.map(\.from))
        try require(movedSources.count == sectionMoves.count && movedSources.isDisjoint(with: deletedSections),
                    "section moved twice or moved and deleted")

        // Before the update: reloads, then removal of deleted and moved-out items.
        var working = old
        var removals: [Int: Set<Int>] = [:]
        var movedItems: [(destination: IndexPath, value: Value)] = []
        var insertions: [IndexPath] = []
        for (type, paths) in update.objectChanges {
            switch type {
            case .update:
                let path = try oldPath(paths, 1, old, deletedSections)
                let value = try requireValue(update.updatedObjects[path] as? Value, "reload without updated object \(path)")
                working[path.section][path.item] = value
            case .delete:
                let path = try oldPath(paths, 1, old, deletedSections)
                try require(removals[path.section, default: []].insert(path.item).inserted, "item removed twice \(path)")
            case .move:
                let source = try oldPath(paths, 2, old, deletedSections)
                try require(removals[source.section, default: []].insert(source.item).inserted, "item removed twice \(source)")
                movedItems.append((paths[1], old[source.section][source.item]))
            case .insert:
                try require(paths.count == 1, "bad insert \(paths)")
                insertions.append(paths[0])
            }
        }
        for (section, rows) in removals {
            working[section] = working[section].enumerated().filter { !rows.contains($0.offset) }.map(\.element)
        }

        // Sections after the update.
        let count = old.count - deletedSections.count + insertedSections.count
        var after = [[Value]?](repeating: nil, count: count)
        for index in insertedSections {
            try require(index < count, "section insert out of range \(index)")
            after[index] = []
        }
        for move in sectionMoves {
            try require(move.to < count && after[move.to] == nil, "bad section move destination \(move)")
            after[move.to] = working[move.from]
        }
        var remaining = old.indices.filter { !deletedSections.contains($0) && !movedSources.contains($0) }.makeIterator()
        for index in after.indices where after[index] == nil {
            after[index] = try requireValue(remaining.next().map { working[$0] }, "too few sections")
        }
        try require(remaining.next() == nil, "too many sections")
        var result = after.map { $0 ?? [] }

        // After the update: insertions and move destinations, ascending.
        var placements = movedItems
        for path in insertions {
            let value = try requireValue(target.indices.contains(path.section) && target[path.section].indices.contains(path.item)
                ? target[path.section][path.item] : nil, "insert outside target \(path)")
            placements.append((path, value))
        }
        try require(Set(placements.map(\.destination)).count == placements.count, "two items placed at one index path")
        for placement in placements.sorted(by: { $0.destination < $1.destination }) {
            let path = placement.destination
            try require(result.indices.contains(path.section) && path.item <= result[path.section].count,
                        "placement out of range \(path)")
            result[path.section].insert(placement.value, at: path.item)
        }
        return result
    }

    private static func oldPath<Value>(_ paths: [IndexPath], _ count: Int, _ old: [[Value]], _ deleted: Set<Int>) throws -> IndexPath {
        try require(paths.count == count, "wrong number of index paths \(paths)")
        let path = paths[0]
        try require(old.indices.contains(path.section) && old[path.section].indices.contains(path.item),
                    "index path outside old contents \(path)")
        try require(!deleted.contains(path.section), "item change in deleted section \(path)")
        return path
    }

    private static func require(_ condition: Bool, _ message: @autoclosure () -> String) throws {
        if !condition { throw Invalid(description: message()) }
    }

    private static func requireValue<T>(_ value: T?, _ message: @autoclosure () -> String) throws -> T {
        guard let value else { throw Invalid(description: message()) }
        return value
    }
}
