import DTTableViewManager

/// Diffable data sources under libFuzzer: the first byte of an input picks the driver (a plain
/// `UITableViewDiffableDataSource`, or the manager's `configureDiffableDataSource`), and the rest
/// drive a ``DiffableFuzzer``'s choices, one byte each, until they are used up or
/// ``maximumSteps`` ran.
@MainActor
package enum DiffableFuzzCase {
    /// At most this many steps run for one input, so that one input stays fast.
    package static let maximumSteps = 32

    /// Runs the steps `bytes` choose.
    ///
    /// - Parameter bytes: A fuzzer's input.
    /// - Returns: The number of steps run, and what went wrong at the last one (or `nil`).
    package static func run(_ bytes: [UInt8]) -> (steps: Int, problem: String?) {
        guard let first = bytes.first else { return (0, nil) }
        let driver = DiffableDriver.allCases[Int(first) % DiffableDriver.allCases.count]
        var fuzzer = DiffableFuzzer(driver: driver, random: ByteStreamRandomNumberGenerator(bytes: Array(bytes.dropFirst())))
        var steps = 0
        while steps < maximumSteps, !fuzzer.randomSource.isExhausted {
            steps += 1
            if let problem = fuzzer.step() {
                return (steps, "\(driver) driver, step \(steps - 1), \(problem)")
            }
        }
        return (steps, nil)
    }

    /// What went wrong for `bytes`, or `nil`.
    ///
    /// - Parameter bytes: A fuzzer's input.
    package static func check(_ bytes: [UInt8]) -> String? {
        // The run loop turns after each input, as in `PipelineFuzzCase.check(_:)`.
        defer { headlessTurnRunLoop() }
        return run(bytes).problem
    }
}
