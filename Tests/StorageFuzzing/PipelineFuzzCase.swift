import DTTableViewManager

/// The storage-to-table pipeline under libFuzzer: a fuzzer's bytes drive the choices of a
/// ``FuzzOperationGenerator``, and the operations run through the manager into an on-screen
/// table that validates every batch update, checked after every step as in `StorageFuzzTests`.
@MainActor
package enum PipelineFuzzCase {
    /// At most this many operations are run for one input, so that one input stays fast.
    package static let maximumSteps = 64

    /// Runs the operations `bytes` choose, until the bytes are used up or ``maximumSteps`` ran.
    ///
    /// - Parameter bytes: A fuzzer's input.
    /// - Returns: The number of storage calls made.
    /// - Throws: The first step's problems: a UIKit violation, a difference between the table,
    ///   the storage and the reference model, an unexpected anomaly or error.
    static func run(_ bytes: [UInt8]) throws(StorageFuzzer.Failure) -> Int {
        var generator = FuzzOperationGenerator(random: ByteStreamRandomNumberGenerator(bytes: bytes))
        return try StorageFuzzer.run(origin: "input of \(bytes.count) bytes", generator: &generator) { step, generator in
            step < maximumSteps && !generator.random.isExhausted
        }
    }

    /// Runs the operations `bytes` choose, as ``run(_:)`` does.
    ///
    /// - Parameter bytes: A fuzzer's input.
    /// - Returns: What went wrong, or `nil`.
    package static func check(_ bytes: [UInt8]) -> String? {
        // The run loop turns after each input, as it would after a screen closed: views the
        // input marked for layout leave the run loop's queue, so no input leaves memory behind
        // (libFuzzer would otherwise run a leak check after every input).
        defer { headlessTurnRunLoop() }
        do {
            _ = try run(bytes)
            return nil
        } catch {
            return error.description
        }
    }
}
