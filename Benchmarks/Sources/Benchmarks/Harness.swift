/// Times workloads: one warm-up run, then a fixed number of measured runs whose median is kept.
///
/// Every run gets a fresh state from `setup`, which is not timed, so that a run that consumes its
/// input (removing items, say) never measures a different input than the run before it.
struct Harness {
    /// The number of measured runs per figure, unless a figure asks for fewer (slow baselines).
    let runs: Int

    /// Creates a harness.
    ///
    /// - Parameter runs: The number of measured runs per figure; at least 5.
    init(runs: Int) {
        precondition(runs >= 5, "a median needs at least 5 runs")
        self.runs = runs
    }

    /// Runs `body` after a warm-up and returns the median of the measured runs.
    ///
    /// - Parameters:
    ///   - runs: Measured runs for this figure; defaults to ``runs``.
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
        let count = runs ?? self.runs
        if warmUp {
            var state = setup()
            blackHole(body(&state))
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

    /// Runs `body` after a warm-up and returns the median of the measured runs; for work without
    /// per-run input.
    ///
    /// - Parameters:
    ///   - runs: Measured runs for this figure; defaults to ``runs``.
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
