/// A group of related measurements, each held to a target against a baseline.
@MainActor
protocol Workload {
    /// The workload's short name, shown in the report and accepted by `--only`.
    var name: String { get }

    /// Measures the workload's figures and their baselines.
    ///
    /// - Parameter configuration: Sizes and run counts for this run of the benchmarks.
    /// - Returns: One result per figure; a figure that cannot be measured yet is returned as not
    ///   measured, with the reason.
    func run(_ configuration: BenchmarkConfiguration) -> [BenchmarkResult]

    /// Whether some of its comparisons are judged by instructions, so that a counting run of the
    /// workload precedes the timed one (see ``InstructionCounter``).
    var judgesByInstructions: Bool { get }
}

extension Workload {
    var judgesByInstructions: Bool { false }
}

/// How big the inputs are and how many times each figure is measured.
struct BenchmarkConfiguration {
    /// Whether this is the quick run that CI uses (smaller inputs where the baseline is slow).
    let isQuick: Bool
    /// The harness that times every figure.
    let harness: Harness

    /// Returns `quick` in quick mode and `full` otherwise.
    func size(quick: Int, full: Int) -> Int {
        isQuick ? quick : full
    }
}
