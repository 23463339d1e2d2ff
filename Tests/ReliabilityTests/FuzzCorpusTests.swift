import DiffingReference
import Expectations
import Foundation
import FuzzDriver
import Testing
@testable import StorageFuzzing

/// The committed seed corpora of the libFuzzer targets (`Tests/Fuzz/Corpus`) replayed through the
/// same checks, so every seed, and every input a fuzzing run found and committed, stays a test.
@MainActor @Suite struct FuzzCorpusTests {
    /// The files of one corpus folder.
    private func corpus(_ name: String) -> [(name: String, bytes: [UInt8])] {
        let folder = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/Corpus/\(name)").path
        return FuzzDriver.inputFiles(at: folder).compactMap { path in
            FileManager.default.contents(atPath: path).map { ((path as NSString).lastPathComponent, [UInt8]($0)) }
        }
    }

    @Test func differCorpusPassesEveryCheck() {
        let inputs = corpus("differ")
        #expect(inputs.count >= 4)
        for input in inputs {
            expectNil(DifferFuzzCase.check(input.bytes), "\(input.name)")
        }
    }

    @Test func pipelineCorpusRunsOperationsWithoutProblems() {
        let inputs = corpus("pipeline")
        #expect(inputs.count >= 4)
        for input in inputs {
            do {
                #expect(try PipelineFuzzCase.run(input.bytes) > 0, "\(input.name)")
            } catch {
                Issue.record("\(input.name): \(error)")
            }
        }
    }

    @Test func diffableCorpusRunsStepsWithoutProblems() {
        let inputs = corpus("diffable")
        #expect(inputs.count >= 4)
        for input in inputs {
            let (steps, problem) = DiffableFuzzCase.run(input.bytes)
            expectNil(problem, "\(input.name)")
            #expect(steps > 0, "\(input.name)")
        }
    }
}
