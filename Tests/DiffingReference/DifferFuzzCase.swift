import LinearDiffing
import TableIndexPath

/// One differ case decoded from a fuzzer's bytes, and the checks every changeset must pass.
///
/// Decoding, chosen so that small mutations make small changes:
/// - Byte 0: even for one list, odd for sections.
/// - Every following byte below `0xF0` is an entry: identity `byte % 8` (so identities repeat,
///   and duplicates are common), content `byte / 8 % 4` (a content change is an update).
/// - `0xFF` ends the old contents; the rest are the new contents.
/// - In the sectioned form, a byte from `0xF0` through `0xFE` starts a section with identity
///   `byte % 4` (section identities repeat too); entries before the first such byte go to a
///   section with identity 0.
///
/// The checks: the changeset replays onto the old contents as UIKit applies a batch update
/// (``ReferenceBatchApplier``), also with moved updates split into deletions and insertions; it
/// moves as few rows and sections as possible (``ReferenceMinimality``, pairing the *k*-th copy
/// of an identity in the old contents with its *k*-th copy in the new ones); and it reports each
/// repeated identity once.
public enum DifferFuzzCase {
    /// At most this many entries are decoded for each side, so that one input stays fast.
    public static let maximumEntries = 48

    /// Checks the case `bytes` encode.
    ///
    /// - Parameter bytes: A fuzzer's input.
    /// - Returns: What went wrong, or `nil` when every check passes.
    public static func check(_ bytes: [UInt8]) -> String? {
        let differ = LinearDiffer()
        guard let form = bytes.first else { return nil }
        let (old, new) = decodeSections(bytes.dropFirst())
        if form.isMultiple(of: 2) {
            let oldList = old.flatMap(\.items)
            let newList = new.flatMap(\.items)
            let problems = listProblems(differ.entryChanges(from: oldList, to: newList), old: oldList, new: newList)
            return problems.isEmpty ? nil : "\(oldList) → \(newList): " + problems.joined(separator: "; ")
        }
        let problems = sectionProblems(differ.sectionChanges(from: old, to: new), old: old, new: new)
        return problems.isEmpty ? nil : "\(old) → \(new): " + problems.joined(separator: "; ")
    }

    /// The old and new sections `bytes` encode.
    private static func decodeSections(_ bytes: ArraySlice<UInt8>) -> (old: [DiffSection], new: [DiffSection]) {
        var sides: [[DiffSection]] = [[], []]
        var side = 0
        var counts = [0, 0]
        for byte in bytes {
            switch byte {
            case 0xFF:
                side = min(side + 1, 1)
            case 0xF0...0xFE:
                sides[side].append(DiffSection(id: Int(byte % 4), items: []))
            default:
                guard counts[side] < maximumEntries else { continue }
                counts[side] += 1
                if sides[side].isEmpty { sides[side].append(DiffSection(id: 0, items: [])) }
                sides[side][sides[side].count - 1].items.append(DiffEntry(id: Int(byte % 8), content: Int(byte / 8 % 4)))
            }
        }
        return (sides[0], sides[1])
    }

    /// What is wrong with a list changeset from `old` to `new`.
    private static func listProblems(_ changes: BatchChangeset<Int>, old: [DiffEntry], new: [DiffEntry]) -> [String] {
        var problems: [String] = []
        do {
            if try ReferenceBatchApplier.apply(changes, to: old, target: new) != new {
                problems.append("replay differs")
            }
            if try ReferenceBatchApplier.apply(changes.replacingMovedUpdates(), to: old, target: new) != new {
                problems.append("replay with moved updates replaced differs")
            }
        } catch {
            problems.append("invalid batch: \(error)")
        }
        let ids = (old: old.map(\.id), new: new.map(\.id))
        let minimalMoves = ReferenceMinimality.moveCount(old: ids.old, new: ids.new)
        if changes.moves.count != minimalMoves {
            problems.append("\(changes.moves.count) moves, \(minimalMoves) needed")
        }
        problems += duplicateProblems(changes.duplicateIdentifiers, expected: ReferenceMinimality.duplicates(old: ids.old, new: ids.new), of: "item")
        return problems.map { "\($0) (changes \(changes))" }
    }

    /// What is wrong with a sectioned changeset from `old` to `new`.
    private static func sectionProblems(_ changes: SectionedBatchChangeset, old: [DiffSection], new: [DiffSection]) -> [String] {
        var problems: [String] = []
        do {
            if try ReferenceBatchApplier.apply(changes, to: old, target: new) != new {
                problems.append("replay differs")
            }
            var inOneBatch = changes
            inOneBatch.items = changes.items.replacingMovedUpdates()
            if try ReferenceBatchApplier.apply(inOneBatch, to: old, target: new) != new {
                problems.append("replay with moved updates replaced differs")
            }
        } catch {
            problems.append("invalid batch: \(error)")
        }
        let sectionMoves = ReferenceMinimality.sectionMoveCount(old: old, new: new)
        if changes.sections.moves.count != sectionMoves {
            problems.append("\(changes.sections.moves.count) section moves, \(sectionMoves) needed")
        }
        let itemMoves = ReferenceMinimality.itemMoveCount(old: old, new: new)
        if changes.items.moves.count != itemMoves {
            problems.append("\(changes.items.moves.count) item moves, \(itemMoves) needed")
        }
        let duplicates = ReferenceMinimality.duplicates(old: old, new: new)
        problems += duplicateProblems(changes.sections.duplicateIdentifiers, expected: duplicates.sections, of: "section")
        problems += duplicateProblems(changes.items.duplicateIdentifiers, expected: duplicates.items, of: "item")
        return problems.map { "\($0) (changes \(changes))" }
    }

    /// Whether `reported` names each expected repeated identity exactly once (the differ reports
    /// identities repeated between the unchanged ends, see ``ReferenceMinimality``).
    private static func duplicateProblems(_ reported: [AnyHashable], expected identities: Set<Int>, of kind: String) -> [String] {
        let expected = Set(identities.map(AnyHashable.init))
        guard Set(reported) != expected || Set(reported).count != reported.count else { return [] }
        return ["\(kind) duplicates reported \(reported), expected \(expected.sorted { "\($0)" < "\($1)" })"]
    }
}
