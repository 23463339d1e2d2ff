import Foundation

/// Turns results into the table people read and the JSON summary tools read.
struct Reporter {
    /// `quick` or `full`.
    let mode: String
    /// The command line that produced the results.
    let command: String

    // MARK: - Table

    /// Returns a Markdown table with one row per result.
    ///
    /// The spread column gives the interquartile range of the ratio over the rounds: the verdict
    /// is safe when the whole range is on the same side of the target.
    func table(_ results: [BenchmarkResult]) -> String {
        var lines = [
            "| Workload | Measured | Figure | Baseline | Ratio | Spread | Target | Result |",
            "| --- | --- | --- | --- | --- | --- | --- | --- |",
        ]
        for result in results {
            switch result.outcome {
            case .measured(let comparison):
                let ratioKind = if case .speedup = comparison.target { "faster" } else { "of baseline" }
                lines.append(row([
                    result.workload,
                    result.name,
                    "\(format(comparison.figure)) (\(comparison.figure.label))",
                    "\(format(comparison.baseline)) (\(comparison.baseline.label))",
                    "\(formatMultiple(comparison.ratio)) \(ratioKind)",
                    comparison.spread.map { "\(formatRatio($0.low))–\(formatRatio($0.high))×" } ?? "—",
                    comparison.target.summary,
                    result.status,
                ]))
            case .notMeasured(let reason):
                lines.append(row([result.workload, result.name, "—", "—", "—", "—", "—", "\(result.status): \(reason)"]))
            }
        }
        let notes = results.compactMap { result -> String? in
            guard case .measured(let comparison) = result.outcome, let note = comparison.notes else { return nil }
            return "- \(result.workload), \(result.name): \(note)"
        }
        return (lines + (notes.isEmpty ? [] : ["", "Notes:"] + notes)).joined(separator: "\n")
    }

    private func row(_ cells: [String]) -> String {
        "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |"
    }

    // MARK: - JSON

    /// Returns the JSON summary: every figure with its baseline, ratio, target and status.
    func json(_ results: [BenchmarkResult]) throws -> Data {
        let summary = Summary(
            mode: mode,
            command: command,
            date: ISO8601DateFormatter().string(from: Date()),
            results: results.map(Summary.Entry.init),
            counts: Dictionary(grouping: results, by: \.status).mapValues(\.count)
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        return try encoder.encode(summary)
    }

    /// The JSON document.
    private struct Summary: Encodable {
        let mode: String
        let command: String
        let date: String
        let results: [Entry]
        /// How many results have each status.
        let counts: [String: Int]

        /// One result.
        struct Entry: Encodable {
            let workload: String
            let name: String
            let status: String
            let figure: Quantity?
            let baseline: Quantity?
            /// Baseline ÷ figure for speed-up targets, figure ÷ baseline for relative-cost targets.
            let ratio: Double?
            let ratioMeaning: String?
            /// The interquartile range of the ratio over the rounds.
            let spreadLow: Double?
            let spreadHigh: Double?
            let target: String?
            let targetKind: String?
            let targetValue: Double?
            /// What the verdict rests on: `time` or `instructions`.
            let basis: VerdictBasis?
            let notes: String?
            let reason: String?

            init(_ result: BenchmarkResult) {
                workload = result.workload
                name = result.name
                status = result.status
                switch result.outcome {
                case .measured(let comparison):
                    figure = Quantity(comparison.figure)
                    baseline = Quantity(comparison.baseline)
                    ratio = comparison.ratio
                    (spreadLow, spreadHigh) = (comparison.spread?.low, comparison.spread?.high)
                    target = comparison.target.summary
                    switch comparison.target {
                    case .speedup(let minimum):
                        (ratioMeaning, targetKind, targetValue) = ("baseline / figure", "speedup_at_least", minimum)
                    case .relativeCost(let maximum):
                        (ratioMeaning, targetKind, targetValue) = ("figure / baseline", "relative_cost_at_most", maximum)
                    }
                    basis = comparison.basis
                    notes = comparison.notes
                    reason = nil
                case .notMeasured(let why):
                    (figure, baseline, ratio, ratioMeaning, target, targetKind, targetValue, basis, notes) =
                        (nil, nil, nil, nil, nil, nil, nil, nil, nil)
                    (spreadLow, spreadHigh) = (nil, nil)
                    reason = why
                }
            }
        }

        /// A figure in JSON.
        struct Quantity: Encodable {
            let label: String
            let value: Double
            let unit: Unit
            let runs: Int
            let callsPerSample: Int?

            init(_ figure: Figure) {
                (label, value, unit, runs) = (figure.label, figure.value, figure.unit, figure.runs)
                callsPerSample = figure.callsPerSample
            }
        }
    }
}

// MARK: - Formatting

/// Formats a figure for people: `1.23 ms`, `640 cells`, `24.0 MB`.
func format(_ figure: Figure) -> String {
    switch figure.unit {
    case .seconds: formatSeconds(figure.value)
    case .count: "\(Int(figure.value.rounded()))"
    case .bytes: String(format: "%.1f MB", figure.value / 1_000_000)
    }
}

/// Formats seconds with a unit that keeps three significant digits.
func formatSeconds(_ seconds: Double) -> String {
    switch seconds {
    case 1...: String(format: "%.2f s", seconds)
    case 1e-3...: String(format: "%.2f ms", seconds * 1e3)
    case 1e-6...: String(format: "%.2f µs", seconds * 1e6)
    default: String(format: "%.0f ns", seconds * 1e9)
    }
}

/// Formats a multiple: `1.4×`, `1.15×`, `12×`, `2,310×`.
func formatMultiple(_ value: Double) -> String {
    value >= 10 ? "\(formatCount(Int(value.rounded())))×" : String(format: "%.3g×", value)
}

/// Formats a ratio with two decimals below 10 (`1.27`), as a whole number above (`13`), for
/// spreads, where the difference between 1.27 and 1.31 matters.
func formatRatio(_ value: Double) -> String {
    value >= 10 ? formatCount(Int(value.rounded())) : String(format: "%.2f", value)
}

/// Formats a count with thousands separators: `100,000`.
func formatCount(_ value: Int) -> String {
    let digits = String(value.magnitude)
    let groups = stride(from: digits.count, to: 0, by: -3).reversed().map { end in
        let start = max(0, end - 3)
        return digits.dropFirst(start).prefix(end - start)
    }
    return (value < 0 ? "-" : "") + groups.joined(separator: ",")
}
