import DiffingReference
import Expectations
import Foundation
import Testing
@testable import DTModelStorage
import TestSupport

/// Replaces a storage's contents with seeded random targets and replays every delivered update
/// onto the old contents with the storage tests' independent reference.
@MainActor @Suite struct MemoryStorageAnimatedReplacementReplayTests {
    @Test(arguments: [false, true])
    func replacingAllSectionsReplaysOntoOldContents(allowDuplicates: Bool) throws {
        for seed in UInt64(0)..<400 {
            var random = SeededGenerator(seed: seed)
            let (oldSections, newSections) = RandomDiffCases.sections(&random, allowDuplicates: allowDuplicates)
            let old = oldSections.map(\.items)
            let new = newSections.map(\.items)
            let (storage, delegate) = storageWithDelegate(holding: old)
            let anomalies = AnomalyRecorder(recording: storage)
            storage.setItemsForAllSections(new, animated: true)
            func context() -> String { "seed \(seed), duplicates \(allowDuplicates): \(old) → \(new)" }
            try checkDelivery(of: storage, delegate, from: old, to: new, context)
            expectEqual(anomalies.anomalies.map(\.repeatedIdentities), expectedReplacementAnomalies(old: ids(old), new: ids(new)), "\(context())")
        }
    }

    @Test(arguments: [false, true])
    func replacingOneSectionReplaysOntoOldContents(allowDuplicates: Bool) throws {
        for seed in UInt64(0)..<400 {
            var random = SeededGenerator(seed: seed)
            let (list, replacement) = RandomDiffCases.list(&random, allowDuplicates: allowDuplicates)
            let sectionCount = Int.random(in: 1...3, using: &random)
            let section = Int.random(in: 0..<(sectionCount + 1), using: &random)
            var old = (0..<sectionCount).map { [DiffEntry(id: 1000 + $0)] }
            if section < sectionCount { old[section] = list }
            var new = old
            while new.count <= section { new.append([]) }
            new[section] = replacement
            let (storage, delegate) = storageWithDelegate(holding: old)
            let anomalies = AnomalyRecorder(recording: storage)
            storage.setItems(replacement, forSection: section, animated: true)
            func context() -> String { "seed \(seed), section \(section): \(old) → \(new)" }
            try checkDelivery(of: storage, delegate, from: old, to: new, context)
            expectEqual(anomalies.anomalies.map(\.repeatedIdentities), expectedReplacementAnomalies(old: ids(old), new: ids(new)), "\(context())")
        }
    }

    @Test(arguments: 0..<30)
    func replacementsMixedWithEditsInOneBatchReplay(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let storage = MemoryStorage()
        let delegate = RecordingStorageDelegate()
        storage.delegate = delegate
        let anomalies = AnomalyRecorder(recording: storage)
        var nextValue = 0
        for step in 0..<20 {
            let old = contents(of: storage)
            var expected = old
            var expectedEditAnomalies = 0
            var expectedDuplicateReports: [Set<String>?] = []
            var operations: [(description: String, run: () -> Void)] = []
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                if Bool.random(using: &random) {
                    let edit = Edit.random(for: expected, nextValue: &nextValue, using: &random)
                    expectedEditAnomalies += edit.anomalyCount(in: expected)
                    expected = edit.expected(from: expected) ?? expected
                    operations.append((edit.description, { edit.perform(on: storage) }))
                } else {
                    let target = RandomReplacement.target(
                        for: expected, nextValue: &nextValue, allowDuplicates: seed % 2 == 1, using: &random)
                    expectedDuplicateReports += expectedReplacementAnomalies(
                        old: expected.flatMap { $0 }, new: target.flatMap { $0 })
                    expected = target
                    operations.append(("replace \(target)", { storage.setItemsForAllSections(target, animated: true) }))
                }
            }
            let updatesBefore = delegate.updates.count
            storage.performUpdates { operations.forEach { $0.run() } }
            func context() -> String { "seed \(seed) step \(step): \(old) with \(operations.map(\.description))" }
            let reported = anomalies.takeAnomalies()
            expectEqual(reported.compactMap(\.repeatedIdentities), expectedDuplicateReports.compactMap { $0 }, "\(context())")
            expectEqual(reported.filter { $0.repeatedIdentities == nil }.count, expectedEditAnomalies, "\(context())")
            let delivered = delegate.updates[updatesBefore...]
            try #require(delivered.count <= 1, "\(context())")
            guard let update = delivered.first else {
                expectEqual(contents(of: storage), expected, "\(context())")
                continue
            }
            update.applyDeferredDatasourceUpdates()
            expectEqual(contents(of: storage), expected, "\(context())")
            try expectEqual(BatchReplay.apply(update, to: old, target: expected), expected, "\(context())\n\(update)")
        }
    }

    @Test(arguments: [false, true])
    func successiveReplacementsInOneBatchReplayAsOne(allowDuplicates: Bool) throws {
        for seed in UInt64(0)..<300 {
            var random = SeededGenerator(seed: seed)
            let (oldSections, newSections) = RandomDiffCases.sections(&random, allowDuplicates: allowDuplicates)
            let old = oldSections.map(\.items)
            let middle = newSections.map(\.items)
            let new = RandomReplacement.changedContents(of: middle, using: &random)
            let (storage, delegate) = storageWithDelegate(holding: old)
            let anomalies = AnomalyRecorder(recording: storage)
            storage.performUpdates {
                storage.setItemsForAllSections(middle, animated: true)
                storage.setItemsForAllSections(new, animated: true)
            }
            func context() -> String { "seed \(seed): \(old) → \(middle) → \(new)" }
            try checkDelivery(of: storage, delegate, from: old, to: new, context)
            // Each replacement reports the identities repeated in its own old or new contents.
            #expect(anomalies.anomalies.map(\.repeatedIdentities)
                == expectedReplacementAnomalies(old: ids(old), new: ids(middle)) + expectedReplacementAnomalies(old: ids(middle), new: ids(new)),
                "\(context())")
        }
    }

    /// The identities of every section's entries, in order.
    private func ids(_ sections: [[DiffEntry]]) -> [Int] {
        sections.flatMap { $0.map(\.id) }
    }

    /// Checks that one update was delivered, that it leaves the storage unchanged until applied,
    /// and that it replays onto the old contents.
    private func checkDelivery(
        of storage: MemoryStorage,
        _ delegate: RecordingStorageDelegate,
        from old: [[DiffEntry]],
        to new: [[DiffEntry]],
        _ context: () -> String
    ) throws {
        guard old != new else {
            #expect(delegate.events.isEmpty, "\(context())")
            return
        }
        try #require(delegate.updates.count == 1 && delegate.reloadCount == 0, "\(context())")
        let update = delegate.updates[0]
        expectEqual(entryContents(of: storage), old, "applied before the delegate asked: \(context())")
        update.applyDeferredDatasourceUpdates()
        expectEqual(entryContents(of: storage), new, "\(context())")
        do {
            try expectEqual(BatchReplay.apply(update, to: old, target: new), new, "\(context())\n\(update)")
        } catch {
            Issue.record("\(error): \(context())\n\(update)")
        }
    }
}
