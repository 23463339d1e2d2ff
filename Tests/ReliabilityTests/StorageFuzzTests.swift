import DTTableViewManager
import Foundation
import Testing
@testable import StorageFuzzing

/// Seeded random sequences of every `MemoryStorage` mutation, applied through the manager to an
/// on-screen table that validates batch updates as UIKit does. See ``FuzzPlan`` for the
/// environment variables that replay a seed or run a long soak.
@MainActor @Suite struct StorageFuzzTests {
    @Test func randomStorageOperationsKeepTableStorageAndReferenceEqual() {
        let plan = FuzzPlan.fromEnvironment()
        let clock = ContinuousClock()
        var calls = 0
        var failures = 0
        let elapsed = clock.measure {
            for seed in plan.seeds where failures < 3 {
                do {
                    calls += try StorageFuzzer(seed: seed, steps: plan.steps).run()
                } catch {
                    failures += 1
                    Issue.record("\(error)\nReplay: \(plan.replayCommand(seed: seed))")
                }
            }
        }
        print("StorageFuzzTests: \(plan.seeds.count) seeds × \(plan.steps) steps, \(calls) storage calls, \(elapsed), \(failures) failing seeds")
        #expect(calls >= plan.seeds.count * plan.steps || failures > 0)
    }
}
