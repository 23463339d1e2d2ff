import Foundation
@testable import StorageFuzzing

/// How many seeded sequences to run and how long each is, from the environment:
///
/// - `DT_FUZZ_SEED=<n>` replays one seed (with `DT_FUZZ_STEPS`, default 200).
/// - `DT_FUZZ_OPERATIONS=<n>` runs enough seeds for about *n* steps.
/// - `DT_FUZZ_SOAK=1` runs a long soak of 1,000,000 steps from a time-based first seed.
/// - `DT_FUZZ_BASE_SEED=<n>` sets the first seed.
///
/// Without them: 120 seeds × 200 steps, the CI budget.
struct FuzzPlan {
    var seeds: [UInt64]
    var steps: Int

    static let defaultSteps = 200
    static let defaultSeedCount = 120

    static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> FuzzPlan {
        let steps = environment["DT_FUZZ_STEPS"].flatMap(Int.init) ?? defaultSteps
        if let seed = environment["DT_FUZZ_SEED"].flatMap(UInt64.init) {
            return FuzzPlan(seeds: [seed], steps: steps)
        }
        let isSoak = environment["DT_FUZZ_SOAK"] == "1"
        let operations = environment["DT_FUZZ_OPERATIONS"].flatMap(Int.init) ?? (isSoak ? 1_000_000 : defaultSeedCount * steps)
        let firstSeed = environment["DT_FUZZ_BASE_SEED"].flatMap(UInt64.init)
            ?? (isSoak ? UInt64(Date().timeIntervalSince1970) * 1000 : 1)
        let count = max(1, (operations + steps - 1) / steps)
        return FuzzPlan(seeds: (0..<UInt64(count)).map { firstSeed + $0 }, steps: steps)
    }

    /// The command that replays one seed of this plan.
    func replayCommand(seed: UInt64) -> String {
        "DT_FUZZ_SEED=\(seed) DT_FUZZ_STEPS=\(steps) swift test --filter ReliabilityTests.StorageFuzzTests"
    }
}
