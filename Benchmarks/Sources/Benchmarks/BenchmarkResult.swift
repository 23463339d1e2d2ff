/// One line of the report: a figure held to a target against a baseline, or the reason it was not
/// measured.
struct BenchmarkResult {
    /// The workload it belongs to, such as `storage`.
    let workload: String
    /// What was measured, with its size, such as `remove 10% by index path (100,000 items)`.
    let name: String
    /// The measurement, or why there is none.
    let outcome: Outcome

    /// A measurement, or why there is none.
    enum Outcome {
        /// Measured and compared with its baseline.
        case measured(Comparison)
        /// Not measured; the reason says why (for example, the code it needs is not merged yet).
        case notMeasured(reason: String)
    }

    /// Creates a measured result.
    init(workload: String, name: String, comparison: Comparison) {
        self.workload = workload
        self.name = name
        self.outcome = .measured(comparison)
    }

    /// Creates a result that records why a figure was not measured.
    init(workload: String, name: String, notMeasured reason: String) {
        self.workload = workload
        self.name = name
        self.outcome = .notMeasured(reason: reason)
    }

    /// `PASS`, `FAIL` or `NOT MEASURED`.
    var status: String {
        switch outcome {
        case .measured(let comparison): comparison.isMet ? "PASS" : "FAIL"
        case .notMeasured: "NOT MEASURED"
        }
    }
}

/// A figure, its baseline and the target that relates them.
struct Comparison {
    /// What the workload measured.
    let figure: Figure
    /// What it is compared with.
    let baseline: Figure
    /// How the two must relate.
    let target: Target
    /// Anything a reader needs to interpret the figures (sizes, runs of a slow baseline, …).
    var notes: String?
    /// Figure ÷ baseline in each round, when the two were timed in interleaved rounds; the verdict
    /// then rests on their median rather than on the ratio of the two medians.
    var roundRatios: [Double]?
    /// The interquartile range of figure ÷ baseline, when both were timed more than once apart
    /// from each other: from the figure's first quartile over the baseline's third to the
    /// figure's third over the baseline's first.
    var unpairedRange: (low: Double, high: Double)?
    /// Figure ÷ baseline in instructions per unit of work, when the comparison is judged by
    /// instructions and they were counted; the verdict then rests on it.
    var instructionRatio: Double?

    /// Creates a comparison of two figures that were not timed in the same rounds (counts, bytes,
    /// or a baseline too slow to repeat).
    init(figure: Figure, baseline: Figure, target: Target, notes: String? = nil) {
        self.figure = figure
        self.baseline = baseline
        self.target = target
        self.notes = notes
    }

    /// Creates a comparison of a figure and a baseline timed in interleaved rounds.
    ///
    /// - Parameters:
    ///   - timing: The rounds.
    ///   - figure: The figure's label.
    ///   - baseline: The baseline's label.
    ///   - perCall: The units of work in one call of the figure and of the baseline (rows
    ///     scrolled, cells produced, …); the figures are reported per unit.
    ///   - target: How the two must relate.
    ///   - notes: Anything a reader needs to interpret the figures.
    init(
        _ timing: PairedTiming, figure: String, baseline: String,
        perCall: (figure: Int, baseline: Int) = (1, 1), target: Target, notes: String? = nil
    ) {
        self.figure = Figure(figure, timing: timing.figure, perCall: perCall.figure)
        self.baseline = Figure(baseline, timing: timing.baseline, perCall: perCall.baseline)
        self.target = target
        self.notes = notes
        let scale = Double(perCall.baseline) / Double(perCall.figure)
        roundRatios = timing.ratios.map { $0 * scale }
        switch timing.instructions {
        case .success(let counts)?:
            instructionRatio = Double(counts.figure) / Double(counts.baseline) * scale
            let timeRatio = orient(median(timing.ratios) * scale)
            let timeSpread = spread(ofCosts: timing.ratios.map { $0 * scale })
            self.notes = [
                "judged by instructions (Callgrind, one call each: \(formatCount(Int(counts.figure))) "
                    + "against \(formatCount(Int(counts.baseline)))); by time \(formatMultiple(timeRatio)) "
                    + "(\(formatRatio(timeSpread.low))–\(formatRatio(timeSpread.high))×)",
                notes,
            ].compactMap { $0 }.joined(separator: "; ")
        case .failure(let unavailable)?:
            self.notes = ["instructions not counted (\(unavailable.reason)), judged by time", notes]
                .compactMap { $0 }.joined(separator: "; ")
        case nil:
            break
        }
    }

    /// Creates a comparison of a figure and a baseline timed apart, each in its own samples (a
    /// baseline too slow to interleave); the spread is then the range of ``unpairedRange``.
    ///
    /// - Parameters:
    ///   - figure: The figure's label and samples.
    ///   - baseline: The baseline's label and samples.
    ///   - target: How the two must relate.
    ///   - notes: Anything a reader needs to interpret the figures.
    init(unpaired figure: (String, Timing), baseline: (String, Timing), target: Target, notes: String? = nil) {
        self.init(
            figure: Figure(figure.0, timing: figure.1), baseline: Figure(baseline.0, timing: baseline.1),
            target: target, notes: notes)
        let (figureLow, figureHigh) = figure.1.quartiles
        let (baselineLow, baselineHigh) = baseline.1.quartiles
        unpairedRange = (figureLow / baselineHigh, figureHigh / baselineLow)
    }

    /// The ratio the target is about: the speed-up (baseline ÷ figure) for a speed-up target,
    /// otherwise the relative cost (figure ÷ baseline); the median over the rounds when the two
    /// were timed in interleaved rounds.
    var ratio: Double {
        let cost = instructionRatio ?? roundRatios.map(median) ?? figure.value / baseline.value
        return orient(cost)
    }

    /// What the verdict rests on.
    var basis: VerdictBasis {
        instructionRatio == nil ? .time : .instructions
    }

    /// The interquartile range of ``ratio`` (in the target's sense, low to high), or `nil` for
    /// figures measured once or judged by instructions (a count has no spread).
    var spread: (low: Double, high: Double)? {
        guard instructionRatio == nil else { return nil }
        if let roundRatios, roundRatios.count > 1 {
            return spread(ofCosts: roundRatios)
        } else if let unpairedRange {
            let (a, b) = (orient(unpairedRange.low), orient(unpairedRange.high))
            return (min(a, b), max(a, b))
        }
        return nil
    }

    /// The interquartile range of per-round costs, in the target's sense, low to high.
    private func spread(ofCosts costs: [Double]) -> (low: Double, high: Double) {
        let range = quartiles(of: costs)
        let (a, b) = (orient(range.low), orient(range.high))
        return (min(a, b), max(a, b))
    }

    /// Whether the figure meets its target.
    var isMet: Bool {
        switch target {
        case .speedup(let minimum): ratio >= minimum
        case .relativeCost(let maximum): ratio <= maximum
        }
    }

    /// Turns a relative cost into the ratio the target is about.
    private func orient(_ cost: Double) -> Double {
        switch target {
        case .speedup: 1 / cost
        case .relativeCost: cost
        }
    }
}

/// A measured quantity.
struct Figure {
    /// What it is, such as `MemoryStorage.removeItems(at:)` or `Array.remove(at:), descending`.
    let label: String
    /// The value in ``unit``s.
    let value: Double
    /// The unit of ``value``.
    let unit: Unit
    /// How many samples (rounds) the value is the median of.
    let runs: Int
    /// How many calls each timed sample held, for timed figures.
    var callsPerSample: Int?

    /// Creates a figure from a timing: its median CPU time per unit of work, in seconds.
    ///
    /// - Parameters:
    ///   - label: What it is.
    ///   - timing: The samples.
    ///   - perCall: The units of work (rows, cells, lookups) in one timed call.
    init(_ label: String, timing: Timing, perCall: Int = 1) {
        self.init(label, value: timing.medianSeconds / Double(perCall), unit: .seconds, runs: timing.samples.count)
        callsPerSample = timing.callsPerSample
    }

    /// Creates a figure.
    init(_ label: String, value: Double, unit: Unit, runs: Int) {
        self.label = label
        self.value = value
        self.unit = unit
        self.runs = runs
    }
}

/// The unit of a ``Figure``.
enum Unit: String, Codable {
    /// Seconds of the benchmark thread's CPU time (see ``ThreadCPUClock``).
    case seconds
    /// A count of things, such as cells created.
    case count
    /// Bytes of memory.
    case bytes
}

/// What a comparison's verdict rests on.
enum VerdictBasis: String, Codable {
    /// The median ratio of CPU times over interleaved rounds: the default.
    case time
    /// The ratio of instructions counted by Callgrind, for two loops whose time ratio moves with
    /// the state of the host (see ``InstructionCounter``); time when Valgrind is missing.
    case instructions
}

/// How a figure must relate to its baseline.
enum Target {
    /// The figure must be at least this many times faster (or smaller) than the baseline.
    case speedup(atLeast: Double)
    /// The figure may cost at most this many times the baseline.
    case relativeCost(atMost: Double)

    /// The target in words, such as `≥ 10× faster` or `≤ 1.5× baseline`.
    var summary: String {
        switch self {
        case .speedup(let minimum): "≥ \(formatMultiple(minimum)) faster"
        case .relativeCost(let maximum): "≤ \(formatMultiple(maximum)) baseline"
        }
    }
}
