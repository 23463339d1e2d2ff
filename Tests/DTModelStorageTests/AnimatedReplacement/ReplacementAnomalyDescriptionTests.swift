import Expectations
import Foundation
import Testing
@testable import DTModelStorage

@MainActor @Suite struct ReplacementAnomalyDescriptionTests {
    @Test func replacementAnomaliesSayWhatHappenedAndWhatToFix() {
        let duplicates = MemoryStorageAnomaly.duplicateIdentifiers(identifierDescriptions: ["7", "x"])
        expectEqual(duplicates.description, "MemoryStorageAnomaly.duplicateIdentifiers([\"7\", \"x\"])")
        #expect(duplicates.debugDescription.hasPrefix("⚠️ [MemoryStorage] "))
        #expect(duplicates.debugDescription.hasSuffix("7, x"))
        let invalid = MemoryStorageAnomaly.invalidDifferOperations(reason: "inserted index 5 is out of range")
        expectEqual(invalid.description, "MemoryStorageAnomaly.invalidDifferOperations(inserted index 5 is out of range)")
        #expect(invalid.debugDescription.contains("inserted index 5 is out of range"))
        expectNotEqual(duplicates.recoverySuggestion, invalid.recoverySuggestion)
        #expect(!duplicates.recoverySuggestion.isEmpty && !invalid.recoverySuggestion.isEmpty)
    }
}
