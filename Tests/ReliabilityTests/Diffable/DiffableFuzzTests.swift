import Expectations
import Foundation
import Testing
import TestSupport
@testable import StorageFuzzing

/// Random snapshots applied through a diffable data source into a table that validates every
/// batch update by UIKit's rules (see `DiffableFuzzer` for the steps). After every step the data
/// source, the table and every visible cell must match an independent reference, and the only
/// violations must be the duplicates the step supplied.
///
/// `DT_FUZZ_SEED`, `DT_FUZZ_STEPS`, `DT_FUZZ_OPERATIONS`, `DT_FUZZ_BASE_SEED` and `DT_FUZZ_SOAK`
/// work as for the storage fuzzer (see `FuzzPlan`); without them, 100 seeds × 40 steps per
/// driver.
@MainActor @Suite struct DiffableFuzzTests {
    private static var plan: FuzzPlan {
        let environment = ProcessInfo.processInfo.environment
        guard environment.keys.contains(where: { $0.hasPrefix("DT_FUZZ_") }) else {
            return FuzzPlan(seeds: Array(1...100), steps: 40)
        }
        return FuzzPlan.fromEnvironment(environment)
    }

    @Test(arguments: DiffableDriver.allCases)
    func randomSnapshotsApplyWithoutViolations(driver: DiffableDriver) {
        let plan = Self.plan
        var failures: [String] = []
        var steps = 0
        for seed in plan.seeds where failures.count < 3 {
            var fuzzer = DiffableFuzzer(driver: driver, random: SeededRandomNumberGenerator(seed: seed))
            for step in 0..<plan.steps {
                steps += 1
                if let problem = fuzzer.step() {
                    failures.append("\(driver) seed \(seed) step \(step), \(problem)\nreplay: DT_FUZZ_SEED=\(seed) DT_FUZZ_STEPS=\(plan.steps) swift test --filter ReliabilityTests.DiffableFuzzTests")
                    break
                }
            }
        }
        expectEqual(failures, [])
        #expect(steps == plan.seeds.count * plan.steps || !failures.isEmpty)
    }
}
