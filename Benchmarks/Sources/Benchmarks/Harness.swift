/// Times workloads: one warm-up run, then measured runs whose median is kept.
///
/// Every run gets a fresh state from `setup`, which is not timed, so that a run that consumes its
/// input (removing items, say) never measures a different input than the run before it.
///
/// Cheap work gets more than the minimum number of runs: as many as fit in ``budget``, setup
/// included (judged by the warm-up), up to ``maximumRuns``. On a machine shared with other jobs a burst of load then
/// disturbs fewer than half of the runs, and the median ignores it.
struct Harness {
    /// The fewest measured runs per figure.
    static let minimumRuns = 5
    /// The most measured runs per figure.
    static let maximumRuns = 51
    /// Roughly how long the runs of one cheap figure may take in all, setup included.
    let budget: Duration

    /// Creates a harness.
    ///
    /// - Parameter budget: Roughly how long the runs of one cheap figure may take, setup included.
    init(budget: Duration) {
        self.budget = budget
    }

    /// Runs `body` after a warm-up and returns the median of the measured runs.
    ///
    /// - Parameters:
    ///   - runs: Measured runs for this figure, for a slow baseline timed fewer times; by default
    ///     as many as fit in ``budget``, at least ``minimumRuns``.
    ///   - warmUp: Whether to run once untimed first; a slow baseline may skip it.
    ///   - setup: Builds the input of one run; not timed.
    ///   - body: The timed work; whatever it returns is kept alive so it cannot be optimised away.
    /// - Returns: The timing of the measured runs.
    func measure<State, Output>(
        runs: Int? = nil,
        warmUp: Bool = true,
        setup: () -> State,
        _ body: (inout State) -> Output
    ) -> Timing {
        let clock = ContinuousClock()
        var count = runs ?? Self.minimumRuns
        if warmUp {
            let start = clock.now
            var state = setup()
            blackHole(body(&state))
            let warmUpDuration = clock.now - start
            if runs == nil, warmUpDuration > .zero {
                count = min(max(Int(budget / warmUpDuration), Self.minimumRuns), Self.maximumRuns)
            }
        }
        var samples: [Duration] = []
        samples.reserveCapacity(count)
        for _ in 0..<count {
            var state = setup()
            let start = clock.now
            let output = body(&state)
            samples.append(clock.now - start)
            blackHole(output)
            blackHole(state)
        }
        return Timing(samples: samples, warmedUp: warmUp)
    }

    /// Times two pieces of work in alternating blocks of ``minimumRuns`` runs each, after a
    /// warm-up of each, and returns the timing of each.
    ///
    /// For a figure held to a ratio against a baseline of similar cost: a change in the machine's
    /// load during the measurement then slows both alike, where timing one after the other would
    /// let it skew their ratio. Within a block the work runs back to back, as in
    /// ``measure(runs:warmUp:setup:_:)``, so the median comes from runs that find their data in
    /// the caches rather than the other work's.
    ///
    /// - Parameters:
    ///   - figure: The work the figure measures.
    ///   - baseline: The work it is compared with.
    /// - Returns: The timings of `figure` and `baseline`, from as many runs each as fit in
    ///   ``budget`` for both, at least ``minimumRuns``, in whole blocks.
    func measure<Figure, Baseline>(alternating figure: () -> Figure, with baseline: () -> Baseline) -> (figure: Timing, baseline: Timing) {
        let clock = ContinuousClock()
        func timed<Output>(_ body: () -> Output) -> Duration {
            let start = clock.now
            let output = body()
            let duration = clock.now - start
            blackHole(output)
            return duration
        }
        let warmUp = timed(figure) + timed(baseline)
        let count = warmUp > .zero ? min(max(Int(budget / warmUp), Self.minimumRuns), Self.maximumRuns) : Self.minimumRuns
        var figureSamples: [Duration] = []
        var baselineSamples: [Duration] = []
        for _ in 0..<(count + Self.minimumRuns - 1) / Self.minimumRuns {
            figureSamples += (0..<Self.minimumRuns).map { _ in timed(figure) }
            baselineSamples += (0..<Self.minimumRuns).map { _ in timed(baseline) }
        }
        return (Timing(samples: figureSamples, warmedUp: true), Timing(samples: baselineSamples, warmedUp: true))
    }

    /// Runs `body` after a warm-up and returns the median of the measured runs; for work without
    /// per-run input.
    ///
    /// - Parameters:
    ///   - runs: Measured runs for this figure; by default as many as fit in ``budget``.
    ///   - warmUp: Whether to run once untimed first.
    ///   - body: The timed work.
    /// - Returns: The timing of the measured runs.
    func measure<Output>(runs: Int? = nil, warmUp: Bool = true, _ body: () -> Output) -> Timing {
        measure(runs: runs, warmUp: warmUp, setup: {}) { _ in body() }
    }
}

/// The measured runs of one figure.
struct Timing {
    /// The duration of each measured run, in the order they ran.
    let samples: [Duration]
    /// Whether an untimed warm-up run preceded them.
    let warmedUp: Bool

    /// The median duration, in seconds.
    var medianSeconds: Double {
        median(samples.map(\.seconds))
    }
}

extension Duration {
    /// The duration in seconds, as a floating-point number.
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}

/// Returns the median of non-empty `values`: the middle one, or the mean of the two middle ones.
func median(_ values: [Double]) -> Double {
    precondition(!values.isEmpty, "the median of no values")
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
}

/// Keeps a value alive and opaque to the optimiser, so that the work producing it is not removed.
@inline(never)
@_optimize(none)
func blackHole<T>(_ value: T) {}
