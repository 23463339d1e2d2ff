import Foundation

/// Counts the instructions of the calls a comparison judged by instructions makes, with
/// Valgrind's Callgrind, in a copy of this executable started for one workload.
///
/// Why: two loops over the same data (a differ against a pairwise comparison, a managed table
/// against a hand-written one) moved relative to each other with the state of the host, not of
/// this machine: the same binary, pinned to the same core, timed 1.06× in one process and 1.7× in
/// the next, where interleaved rounds cannot help. Instruction counts do not depend on that state.
///
/// The copy runs the workload with ``Harness/isCountingInstructions`` set: every comparison judged
/// by instructions calls its figure once and its baseline once through ``countedCall(_:)``, after
/// an uncounted warm-up call of each; nothing else is timed. Callgrind counts only inside that
/// function (`--toggle-collect`) and writes one file per call (`--dump-after`), in call order.
enum InstructionCounter {
    /// The symbol of ``countedCall(_:)``, which Callgrind is told to count.
    static let countedFunction = "dt_benchmarks_counted_call"

    /// Counts the comparisons of `workload` judged by instructions.
    ///
    /// - Parameters:
    ///   - workload: The workload's name, as `--only` takes it.
    ///   - isQuick: Whether the run uses the quick sizes.
    /// - Returns: The counts of each such comparison, figure then baseline, in the order the
    ///   workload makes them; or why there are none (Valgrind missing, the copy failed).
    static func count(workload: String, isQuick: Bool) -> Result<[InstructionCounts], Unavailable> {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("dt-benchmarks-callgrind-\(ProcessInfo.processInfo.processIdentifier)-\(workload)")
        try? FileManager.default.removeItem(at: directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            return .failure(Unavailable(reason: "cannot create \(directory.path): \(error)"))
        }
        let outputFile = directory.appendingPathComponent("callgrind.out").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "valgrind", "--tool=callgrind", "--collect-atstart=no",
            "--toggle-collect=\(countedFunction)", "--dump-after=\(countedFunction)",
            "--callgrind-out-file=\(outputFile)",
            ProcessMemory.executablePath, "--count-instructions", workload,
        ] + (isQuick ? ["--quick"] : [])
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return .failure(Unavailable(reason: "cannot start /usr/bin/env: \(error)"))
        }
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0: break
        case 127: return .failure(Unavailable(reason: "valgrind is not installed"))
        case let status: return .failure(Unavailable(reason: "the counting run of \(workload) exited with \(status)"))
        }
        return parts(of: outputFile).flatMap { totals in
            guard totals.count.isMultiple(of: 2) else {
                return .failure(Unavailable(reason: "Callgrind wrote \(totals.count) counted calls, not figure and baseline pairs"))
            }
            return .success(stride(from: 0, to: totals.count, by: 2).map {
                InstructionCounts(figure: totals[$0], baseline: totals[$0 + 1])
            })
        }
    }

    /// The instructions of each part file Callgrind wrote after a counted call (`FILE.1`,
    /// `FILE.2`, …), in order.
    private static func parts(of outputFile: String) -> Result<[UInt64], Unavailable> {
        var totals: [UInt64] = []
        for part in 1... {
            guard let text = try? String(contentsOfFile: "\(outputFile).\(part)", encoding: .utf8) else { break }
            let line = text.split(separator: "\n").first { $0.hasPrefix("summary:") || $0.hasPrefix("totals:") }
            guard let count = line?.split(separator: " ").dropFirst().first.flatMap({ UInt64($0) }) else {
                return .failure(Unavailable(reason: "no instruction total in \(outputFile).\(part)"))
            }
            totals.append(count)
        }
        return .success(totals)
    }

    /// Why a workload's instructions were not counted; its figures are then judged by time.
    struct Unavailable: Error, CustomStringConvertible {
        /// What went wrong, in words.
        let reason: String
        var description: String { reason }
    }
}

/// The instructions of one call of a figure and of its baseline.
struct InstructionCounts {
    /// Instructions of one call of the figure.
    let figure: UInt64
    /// Instructions of one call of the baseline.
    let baseline: UInt64
}

/// The counts a workload's comparisons judged by instructions take, one after another, in the
/// order the workload makes them (the order the counting run made them in).
@MainActor
final class InstructionCountQueue {
    private var counts: Result<[InstructionCounts], InstructionCounter.Unavailable>
    private var next = 0

    /// Creates a queue of `counts`, or of the reason there are none.
    init(_ counts: Result<[InstructionCounts], InstructionCounter.Unavailable>) {
        self.counts = counts
    }

    /// The counts of the next comparison judged by instructions.
    func take() -> Result<InstructionCounts, InstructionCounter.Unavailable> {
        counts.flatMap { all in
            guard next < all.count else {
                return .failure(InstructionCounter.Unavailable(reason: "the counting run made fewer counted calls than this run"))
            }
            defer { next += 1 }
            return .success(all[next])
        }
    }
}

/// Makes `call` inside the one function Callgrind counts in a counting run.
///
/// - Parameter call: The counted call.
@inline(never)
@_silgen_name("dt_benchmarks_counted_call")
func countedCall(_ call: () -> Void) {
    call()
}
