import Foundation
import Testing

/// Every public `simulate…` method and every other HeadlessUIKit-only addition (a `headless` or
/// `Headless` name) is named in a DocC article, so a reader finds it without reading the sources.
@Suite struct SimulationDocsCoverageTests {
    /// The names of public declarations in `Sources` for which `isWanted` holds.
    static func publicNames(where isWanted: (String) -> Bool) throws -> Set<String> {
        let declaration = try Regex(#"\b(?:public|open)\b[^\n]*?\b(?:func|var|let|class|struct|enum|protocol|typealias|case)\s+([A-Za-z_][A-Za-z0-9_]*)"#)
        var names: Set<String> = []
        for file in try DocSources.sourceFiles() {
            for match in try String(contentsOf: file, encoding: .utf8).matches(of: declaration) {
                if let name = match.output[1].substring.map(String.init), isWanted(name) { names.insert(name) }
            }
        }
        return names
    }

    /// The names of `names` that no article mentions as a whole word.
    static func missingFromArticles(_ names: Set<String>) throws -> [String] {
        let articles = try DocSources.articles().map { try String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
        return names.filter { !Self.mentions(articles, $0) }.sorted()
    }

    static func mentions(_ text: String, _ name: String) -> Bool {
        var searchStart = text.startIndex
        while let found = text.range(of: name, range: searchStart..<text.endIndex) {
            let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
            let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
            let isWordCharacter = { (character: Character?) in character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
            if !isWordCharacter(before), !isWordCharacter(after) { return true }
            searchStart = found.upperBound
        }
        return false
    }

    @Test func everyPublicSimulateMethodIsInAnArticle() throws {
        let names = try Self.publicNames { $0.hasPrefix("simulate") }
        #expect(names.count > 30)
        #expect(names.contains("simulateTap"))
        let missing = try Self.missingFromArticles(names)
        #expect(missing.isEmpty, "simulate… methods no DocC article names (add them to SimulatingUserActions.md): \(missing)")
    }

    @Test func everyHeadlessOnlyAdditionIsInAnArticle() throws {
        let names = try Self.publicNames { $0.contains("headless") || $0.contains("Headless") }
        #expect(names.count > 50)
        let missing = try Self.missingFromArticles(names)
        #expect(missing.isEmpty, "headless additions no DocC article names (add them to SimulatingUserActions.md): \(missing)")
    }

    @Test func mentionsMatchWholeWordsOnly() {
        #expect(Self.mentions("call `simulateTap()` here", "simulateTap"))
        #expect(!Self.mentions("call `simulateTapOnSegment(at:)` here", "simulateTap"))
    }
}
