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

    /// The ratio the target is about: the speed-up (baseline ÷ figure) for a speed-up target,
    /// otherwise the relative cost (figure ÷ baseline).
    var ratio: Double {
        switch target {
        case .speedup: baseline.value / figure.value
        case .relativeCost: figure.value / baseline.value
        }
    }

    /// Whether the figure meets its target.
    var isMet: Bool {
        switch target {
        case .speedup(let minimum): ratio >= minimum
        case .relativeCost(let maximum): ratio <= maximum
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
    /// How many measured runs the value is the median of.
    let runs: Int

    /// Creates a figure from a timing: its median, in seconds.
    init(_ label: String, timing: Timing) {
        self.init(label, value: timing.medianSeconds, unit: .seconds, runs: timing.samples.count)
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
    /// Seconds of wall-clock time.
    case seconds
    /// A count of things, such as cells created.
    case count
    /// Bytes of memory.
    case bytes
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
