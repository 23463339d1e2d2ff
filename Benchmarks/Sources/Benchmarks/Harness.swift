/// Times workloads by the CPU time of the benchmark's thread, a figure and its baseline
/// interleaved round by round.
///
/// A comparison runs in rounds. Each round times a block of the figure's calls and a block of the
/// baseline's calls, alternating which goes first, so that a change in the machine's load slows
/// both alike; the verdict is the median of the rounds' ratios. Time is the thread's CPU time
/// (``ThreadCPUClock``), which leaves out the slices another job takes from the thread.
///
/// - Block size: work that needs no fresh input per call (``Work/init(_:)``) is called
///   repeatedly within a block until the block has taken at least ``blockCPUTime``, judged by the
///   warm-up, so that sub-millisecond work is not measured in single calls that the clock's
///   resolution and a single cache refill would dominate. Work with a setup runs once per block.
/// - Rounds: as many as fit in ``budget`` (setup included, judged by the warm-up), at least
///   ``minimumRounds`` and at most ``maximumRounds``: cheap work gets many rounds, a
///   100-millisecond diff gets the minimum.
/// - Instructions: a comparison judged by ``VerdictBasis/instructions`` is also counted, in a
///   separate run of its workload under Callgrind (``InstructionCounter``); its timing carries
///   the counts.
@MainActor
struct Harness {
    /// The fewest rounds per comparison.
    static let minimumRounds = 7
    /// The most rounds per comparison.
    static let maximumRounds = 201
    /// The least CPU time one block of repeatable calls takes, in nanoseconds.
    static let blockCPUTime: UInt64 = 2_000_000
    /// The most calls in one block.
    static let maximumCallsPerBlock = 100_000
    /// Roughly how long (wall-clock, setup included) the rounds of one comparison may take.
    let budget: Duration
    /// Whether this is the counting run of ``InstructionCounter``: comparisons judged by
    /// instructions make one counted call of each side, and nothing is timed.
    let isCountingInstructions: Bool
    /// The counts of the current workload's comparisons judged by instructions, taken in order.
    let instructionCounts: InstructionCountQueue?

    /// Creates a harness.
    ///
    /// - Parameters:
    ///   - budget: Roughly how long the rounds of one comparison may take, setup included.
    ///   - isCountingInstructions: Whether this is a counting run.
    ///   - instructionCounts: The counts for the comparisons judged by instructions.
    init(budget: Duration, isCountingInstructions: Bool = false, instructionCounts: InstructionCountQueue? = nil) {
        self.budget = budget
        self.isCountingInstructions = isCountingInstructions
        self.instructionCounts = instructionCounts
    }

    /// Times `figure` and `baseline` in interleaved rounds after a warm-up call of each.
    ///
    /// - Parameters:
    ///   - figure: The work the figure measures.
    ///   - baseline: The work it is compared with.
    ///   - rounds: The number of rounds; by default as many as fit in ``budget``.
    ///   - basis: What the verdict rests on; for ``VerdictBasis/instructions`` the timing also
    ///     carries the instruction counts of one call of each.
    /// - Returns: Each one's CPU time per call, round by round, and the rounds' ratios.
    func compare(_ figure: Work, with baseline: Work, rounds: Int? = nil, judgedBy basis: VerdictBasis = .time) -> PairedTiming {
        if isCountingInstructions {
            if basis == .instructions {
                countInstructions(of: figure)
                countInstructions(of: baseline)
            }
            return PairedTiming(figure: .notTimed, baseline: .notTimed)
        }
        let figureWarmUp = warmUp(figure)
        let baselineWarmUp = warmUp(baseline)
        let figureCalls = callsPerBlock(figure, warmUp: figureWarmUp)
        let baselineCalls = callsPerBlock(baseline, warmUp: baselineWarmUp)
        let roundCost = figureWarmUp.wall * figureCalls + baselineWarmUp.wall * baselineCalls
        let count = rounds ?? roundCount(cost: roundCost)
        var figureSamples: [Double] = []
        var baselineSamples: [Double] = []
        for round in 0..<count {
            if round.isMultiple(of: 2) {
                figureSamples.append(timeBlock(figure, calls: figureCalls))
                baselineSamples.append(timeBlock(baseline, calls: baselineCalls))
            } else {
                baselineSamples.append(timeBlock(baseline, calls: baselineCalls))
                figureSamples.append(timeBlock(figure, calls: figureCalls))
            }
        }
        return PairedTiming(
            figure: Timing(samples: figureSamples, callsPerSample: figureCalls, warmedUp: true),
            baseline: Timing(samples: baselineSamples, callsPerSample: baselineCalls, warmedUp: true),
            instructions: basis == .instructions ? instructionCounts?.take() : nil)
    }

    /// Times `work` alone, for a baseline too slow to interleave (seconds per call) or a figure
    /// compared with one.
    ///
    /// - Parameters:
    ///   - work: The timed work.
    ///   - runs: The number of timed calls; by default as many as fit in ``budget``, in blocks as
    ///     ``compare(_:with:rounds:)`` forms them.
    ///   - warmUp: Whether to call it once untimed first; a slow baseline may skip it.
    /// - Returns: The CPU time per call of each sample.
    func measure(_ work: Work, runs: Int? = nil, warmUp shouldWarmUp: Bool = true) -> Timing {
        guard !isCountingInstructions else { return .notTimed }
        var calls = 1
        var count = runs ?? Self.minimumRounds
        if shouldWarmUp {
            let cost = warmUp(work)
            if runs == nil {
                calls = callsPerBlock(work, warmUp: cost)
                count = roundCount(cost: cost.wall * calls)
            }
        }
        let samples = (0..<count).map { _ in timeBlock(work, calls: calls) }
        return Timing(samples: samples, callsPerSample: calls, warmedUp: shouldWarmUp)
    }

    /// Times `figure` against `baseline` in interleaved rounds and makes the report's line.
    ///
    /// - Parameters:
    ///   - workload: The workload's name.
    ///   - name: What is measured, with its size.
    ///   - figure: The figure's label and work.
    ///   - baseline: The baseline's label and work.
    ///   - perCall: The units of work (rows, lookups) in one call of each; figures are per unit.
    ///   - target: How the two must relate.
    ///   - basis: What the verdict rests on.
    ///   - notes: Anything a reader needs to interpret the figures.
    func result(
        workload: String, _ name: String, _ figure: (label: String, work: Work), against baseline: (label: String, work: Work),
        perCall: Int = 1, target: Target, judgedBy basis: VerdictBasis = .time, notes: String? = nil
    ) -> BenchmarkResult {
        BenchmarkResult(
            workload: workload, name: name,
            comparison: Comparison(
                compare(figure.work, with: baseline.work, judgedBy: basis), figure: figure.label, baseline: baseline.label,
                perCall: (perCall, perCall), target: target, notes: notes))
    }

    // MARK: - Private

    /// Makes one counted call of `work`, after an uncounted one that pays its first-call costs.
    private func countInstructions(of work: Work) {
        work.prepare()()
        let call = work.prepare()
        countedCall(call)
    }

    /// What one untimed call cost: CPU time of the call, wall time with its setup.
    private func warmUp(_ work: Work) -> (cpu: UInt64, wall: Duration) {
        let clock = ContinuousClock()
        let wallStart = clock.now
        let call = work.prepare()
        let start = ThreadCPUClock.now()
        call()
        let cpu = ThreadCPUClock.now() - start
        return (cpu, clock.now - wallStart)
    }

    /// Calls per block: enough for ``blockCPUTime`` when the work is repeatable, otherwise one.
    private func callsPerBlock(_ work: Work, warmUp: (cpu: UInt64, wall: Duration)) -> Int {
        guard work.isRepeatable, warmUp.cpu < Self.blockCPUTime else { return 1 }
        let calls = (Self.blockCPUTime + max(warmUp.cpu, 1) - 1) / max(warmUp.cpu, 1)
        return min(Int(calls), Self.maximumCallsPerBlock)
    }

    /// Rounds that fit in the budget at `cost` per round, within the bounds.
    private func roundCount(cost: Duration) -> Int {
        guard cost > .zero else { return Self.maximumRounds }
        return min(max(Int(budget / cost), Self.minimumRounds), Self.maximumRounds)
    }

    /// Times one block of `calls` calls and returns the CPU seconds per call. The input is
    /// prepared before the clock starts and released after it stops.
    private func timeBlock(_ work: Work, calls: Int) -> Double {
        let call = work.prepare()
        let start = ThreadCPUClock.now()
        for _ in 0..<calls { call() }
        let elapsed = ThreadCPUClock.now() - start
        return Double(elapsed) * 1e-9 / Double(calls)
    }
}

/// A piece of work to time, and how to prepare its input.
struct Work {
    /// Prepares the input of one block, untimed, and returns the call to time.
    let prepare: () -> () -> Void
    /// Whether the call can be repeated without fresh input, so that it can be timed in blocks.
    let isRepeatable: Bool

    /// Work without per-call input; the harness may time it in blocks of repeated calls.
    ///
    /// - Parameter body: The timed work; whatever it returns is kept alive so it cannot be
    ///   optimised away.
    init<Output>(_ body: @escaping () -> Output) {
        prepare = { { blackHole(body()) } }
        isRepeatable = true
    }

    /// Work that consumes its input: `setup` builds a fresh one, untimed, before every call.
    ///
    /// - Parameters:
    ///   - setup: Builds the input of one call; not timed.
    ///   - body: The timed work; its result and the input are released after the clock stops.
    init<State, Output>(setup: @escaping () -> State, _ body: @escaping (inout State) -> Output) {
        prepare = {
            var state = setup()
            var output: Output?
            return {
                output = body(&state)
                blackHole(output)
                blackHole(state)
            }
        }
        isRepeatable = false
    }
}

/// The timed samples of one piece of work.
struct Timing {
    /// The CPU time per call of each sample, in seconds, in the order they ran.
    let samples: [Double]
    /// How many calls each sample timed in one block.
    let callsPerSample: Int
    /// Whether an untimed warm-up call preceded them.
    let warmedUp: Bool

    /// The stand-in a counting run returns, where nothing is timed.
    static let notTimed = Timing(samples: [1], callsPerSample: 1, warmedUp: false)

    /// The median CPU time per call, in seconds.
    var medianSeconds: Double {
        median(samples)
    }

    /// The first and third quartiles of the samples, in seconds.
    var quartiles: (low: Double, high: Double) {
        Benchmarks.quartiles(of: samples)
    }
}

/// A figure and its baseline timed in the same rounds.
struct PairedTiming {
    /// The figure's samples, one per round.
    let figure: Timing
    /// The baseline's samples, one per round.
    let baseline: Timing
    /// The instructions of one call of each, for a comparison judged by instructions; or why they
    /// were not counted.
    var instructions: Result<InstructionCounts, InstructionCounter.Unavailable>?

    /// Figure ÷ baseline in each round.
    var ratios: [Double] {
        zip(figure.samples, baseline.samples).map { $0 / $1 }
    }
}

/// Returns the median of non-empty `values`: the middle one, or the mean of the two middle ones.
func median(_ values: [Double]) -> Double {
    precondition(!values.isEmpty, "the median of no values")
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
}

/// Returns the first and third quartiles of non-empty `values` (the medians of the lower and
/// upper halves).
func quartiles(of values: [Double]) -> (low: Double, high: Double) {
    precondition(!values.isEmpty, "the quartiles of no values")
    let sorted = values.sorted()
    guard sorted.count > 1 else { return (sorted[0], sorted[0]) }
    let half = sorted.count / 2
    return (median(Array(sorted[..<half])), median(Array(sorted[(sorted.count - half)...])))
}

extension Duration {
    /// The duration in seconds, as a floating-point number.
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}

/// Keeps a value alive and opaque to the optimiser, so that the work producing it is not removed.
@inline(never)
@_optimize(none)
func blackHole<T>(_ value: T) {}
