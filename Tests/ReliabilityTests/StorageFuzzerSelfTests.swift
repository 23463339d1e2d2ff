import DTTableViewManager
import Expectations
import Testing
@testable import StorageFuzzing

/// The storage fuzzer catches what it claims to: a screen whose cells show the wrong model fails
/// the run, whether or not the input turns the run loop between steps.
@MainActor @Suite struct StorageFuzzerSelfTests {
    /// Runs `steps` seeded steps on a screen whose cells are given a wrong model as they are
    /// displayed, with the run loop turning after `runLoopTurnShare` of the steps.
    private func failureWithMisconfiguredCells(runLoopTurnShare: Double, steps: Int) -> StorageFuzzer.Failure? {
        var generator = FuzzOperationGenerator(seed: 3)
        generator.runLoopTurnShare = runLoopTurnShare
        let screen = FuzzScreen()
        screen.manager.willDisplay(EvenFuzzCell.self) { cell, item, _ in cell.model = FuzzItem(id: item.id, version: item.version + 100) }
        screen.manager.willDisplay(OddFuzzCell.self) { cell, item, _ in cell.model = FuzzItem(id: item.id, version: item.version + 100) }
        do {
            _ = try StorageFuzzer.run(origin: "misconfigured cells", generator: &generator, on: screen) { step, _ in step < steps }
            return nil
        } catch {
            return error
        }
    }

    @Test func wrongCellsFailAtTheFinalTurnWhenNoStepTurnsTheRunLoop() throws {
        let failure = try #require(failureWithMisconfiguredCells(runLoopTurnShare: 0, steps: 20))
        expectEqual(failure.step, 19, "only the turn after the last step lays the table out")
        #expect(failure.problems.contains { $0.hasPrefix("visible cell") }, "\(failure)")
        #expect(!failure.history.contains { $0.hasSuffix("(run loop turns)") })
    }

    @Test func wrongCellsFailAtTheFirstTurnThatShowsThem() throws {
        let failure = try #require(failureWithMisconfiguredCells(runLoopTurnShare: 1, steps: 20))
        #expect(failure.step < 19, "\(failure)")
        #expect(failure.problems.contains { $0.hasPrefix("visible cell") }, "\(failure)")
        expectEqual(failure.history.last?.hasSuffix("(run loop turns)"), true)
    }
}
