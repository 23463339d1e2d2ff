/// A workload whose code under test has not been merged yet: it reports each of its figures as
/// not measured, with the reason, rather than leaving them out or passing them.
struct PendingWorkload: Workload {
    let name: String
    /// The figures the workload will measure once it can.
    let figures: [String]
    /// Why it cannot run yet.
    let reason: String

    func run(_ configuration: BenchmarkConfiguration) -> [BenchmarkResult] {
        figures.map { BenchmarkResult(workload: name, name: $0, notMeasured: reason) }
    }
}
