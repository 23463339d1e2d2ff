import Foundation

/// Runs every workload, prints the table and the JSON summary, and writes the JSON to a file.
///
/// Missed targets are reported, not fatal: the exit status is non-zero only for a bad command line
/// or a failure to write the summary, so that CI fails on crashes and not on slow machines.
@main
struct BenchmarkCommand {
    /// Every workload, in report order.
    @MainActor
    static let workloads: [any Workload] = [
        CellForRowWorkload(),
        DiffWorkload(),
        StorageBulkWorkload(),
        DiffableWorkload(),
        PipelineWorkload(),
        EventDispatchWorkload(),
        MemoryWorkload(),
        SnapshotWorkload(),
    ]

    @MainActor
    static func main() throws {
        let options: Options
        do {
            options = try Options(parsing: Array(CommandLine.arguments.dropFirst()))
        } catch let error as Options.UsageError {
            if let message = error.message { FileHandle.standardError.write(Data("error: \(message)\n".utf8)) }
            print(Options.usage)
            exit(error.message == nil ? 0 : 2)
        }
        if let probe = options.memoryProbe {
            try MemoryProbe.main(subject: probe.subject, count: probe.count)
            return
        }
        let unknown = options.only.union(options.countedWorkload.map { [$0] } ?? []).subtracting(workloads.map(\.name))
        guard unknown.isEmpty else {
            FileHandle.standardError.write(Data("error: unknown workload \(unknown.sorted().joined(separator: ", "))\n".utf8))
            print(Options.usage)
            exit(2)
        }
        let budget: Duration = options.isQuick ? .milliseconds(300) : .seconds(1)
        if let counted = options.countedWorkload, let workload = workloads.first(where: { $0.name == counted }) {
            _ = workload.run(BenchmarkConfiguration(isQuick: options.isQuick, harness: Harness(budget: budget, isCountingInstructions: true)))
            return
        }
        let clock = ContinuousClock()
        let started = clock.now
        var results: [BenchmarkResult] = []
        for workload in workloads where options.only.isEmpty || options.only.contains(workload.name) {
            let workloadStart = clock.now
            FileHandle.standardError.write(Data("running \(workload.name)…".utf8))
            let counts = workload.judgesByInstructions
                ? InstructionCountQueue(InstructionCounter.count(workload: workload.name, isQuick: options.isQuick)) : nil
            let harness = Harness(budget: budget, instructionCounts: counts)
            results += workload.run(BenchmarkConfiguration(isQuick: options.isQuick, harness: harness))
            FileHandle.standardError.write(Data(" \(formatSeconds((clock.now - workloadStart).seconds))\n".utf8))
        }
        let reporter = Reporter(
            mode: options.isQuick ? "quick" : "full",
            command: (["swift run -c release --package-path Benchmarks Benchmarks"] + CommandLine.arguments.dropFirst())
                .joined(separator: " "))
        print(reporter.table(results))
        let json = try reporter.json(results)
        print(String(decoding: json, as: UTF8.self))
        try json.write(to: URL(fileURLWithPath: options.jsonPath))
        print("JSON summary written to \(options.jsonPath); total \(formatSeconds((clock.now - started).seconds))")
    }
}
