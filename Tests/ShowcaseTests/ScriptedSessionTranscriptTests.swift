import Expectations
import Foundation
import Testing
@testable import Showcase

/// The showcase's scripted session must print exactly the checked-in transcript.
///
/// After an intended change, regenerate it with
/// `swift run Showcase --script > Tests/ShowcaseTests/Expected/scripted-session.txt`
/// and review the difference.
@MainActor @Suite struct ScriptedSessionTranscriptTests {
    @Test func transcriptMatchesCheckedInExpectation() throws {
        let url = try #require(Bundle.module.url(forResource: "scripted-session", withExtension: "txt", subdirectory: "Expected"))
        let expected = try String(contentsOf: url, encoding: .utf8)
        let actual = try ScriptedSession.transcript()
        let diff = LineDiff.unified(expected: expected, actual: actual)
        #expect(diff.isEmpty, "The scripted session differs from Expected/scripted-session.txt (- expected, + actual):\n\(diff)")
    }

    @Test func transcriptIsTheSameOnEveryRun() throws {
        try expectEqual(ScriptedSession.transcript(), ScriptedSession.transcript())
    }
}
