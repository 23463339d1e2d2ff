import DTTableViewManager
import Foundation

/// Runs a sequence of storage operations against a managed on-screen table and checks, after
/// every step, the storage and the table against a reference model, and what its cells show
/// whenever the run loop turns (the generator draws when; it always turns after the last step).
///
/// The operations come from a ``FuzzOperationGenerator``: a seeded one for the seeded runs of
/// `StorageFuzzTests`, a byte-driven one for the libFuzzer target (``PipelineFuzzCase``).
@MainActor
struct StorageFuzzer {
    /// Why a run stopped early.
    struct Failure: Error, CustomStringConvertible {
        /// Where the operations came from, such as `seed 12`.
        let origin: String
        let step: Int
        let operation: FuzzOperation
        let problems: [String]
        let history: [String]

        var description: String {
            """
            Fuzz \(origin) failed at step \(step): \(operation)
            \(problems.map { "  - \($0)" }.joined(separator: "\n"))
            Last steps:
            \(history.map { "  \($0)" }.joined(separator: "\n"))
            """
        }
    }

    /// The rows, headers and footers are all checked through the data source when the table has
    /// at most this many rows.
    static let everyRowLimit = 12

    let seed: UInt64
    let steps: Int

    /// Runs `steps` operations drawn from `seed`.
    ///
    /// - Returns: The number of storage calls made.
    /// - Throws: ``Failure`` at the first step where anything differs.
    func run() throws(Failure) -> Int {
        var generator = FuzzOperationGenerator(seed: seed)
        return try Self.run(origin: "seed \(seed)", generator: &generator) { step, _ in step < steps }
    }

    /// Runs operations drawn by `generator` for as long as `shouldContinue` allows.
    ///
    /// - Parameters:
    ///   - origin: Where the operations come from, for the failure's description.
    ///   - generator: Draws the operations.
    ///   - screen: The screen the operations run on; a new one by default.
    ///   - shouldContinue: Given the number of steps run and the generator, whether to run another.
    /// - Returns: The number of storage calls made.
    /// - Throws: ``Failure`` at the first step where anything differs.
    static func run<Random>(
        origin: String,
        generator: inout FuzzOperationGenerator<Random>,
        on screen: FuzzScreen = FuzzScreen(),
        while shouldContinue: (Int, FuzzOperationGenerator<Random>) -> Bool
    ) throws(Failure) -> Int {
        var reference = ReferenceModel()
        // The last steps, described only when a run fails.
        var recentSteps: [(step: Int, operation: FuzzOperation, turnsRunLoop: Bool)] = []
        var calls = 0
        var step = 0
        // Small tables are also checked row by row through the data source when laid out.
        var checksEveryRow: Bool { reference.totalNumberOfItems <= everyRowLimit }
        func failure(_ problems: [String]) -> Failure {
            let history = recentSteps.map { "\($0.step): \($0.operation)\($0.turnsRunLoop ? " (run loop turns)" : "")" }
            let last = recentSteps[recentSteps.count - 1]  // a failure follows a step
            return Failure(origin: origin, step: last.step, operation: last.operation, problems: problems, history: history)
        }
        while shouldContinue(step, generator) {
            let (operation, expected) = generator.next(advancing: &reference)
            let turnsRunLoop = generator.drawsRunLoopTurn()
            let errors = screen.perform(operation, isValid: expected.anomalies.isEmpty)
            calls += operation.callCount
            recentSteps.append((step, operation, turnsRunLoop))
            if recentSteps.count > 8 { recentSteps.removeFirst() }
            var problems = screen.violations.takeViolations().map { "UIKit would raise: \($0.kind): \($0.message)" }
            let anomalies = screen.storageAnomalies.takeAnomalies()
            if anomalies != expected.anomalies {
                problems.append("storage anomalies \(anomalies), expected \(expected.anomalies)")
            }
            if errors != expected.errors {
                problems.append("thrown errors \(errors), expected \(expected.errors)")
            }
            problems += screen.takeUnexpectedManagerAnomalies().map { "manager anomaly \($0)" }
            problems += screen.differences(from: reference, everyRow: checksEveryRow, turnsRunLoop: turnsRunLoop)
            problems += screen.violations.takeViolations().map { "UIKit would raise while checking: \($0.kind): \($0.message)" }
            guard problems.isEmpty else { throw failure(problems) }
            step += 1
        }
        // The run loop turns after the last step, as it does after every event of an app.
        if let last = recentSteps.last, !last.turnsRunLoop {
            let problems = screen.layoutDifferences(from: reference, everyRow: checksEveryRow)
                + screen.violations.takeViolations().map { "UIKit would raise while laying out: \($0.kind): \($0.message)" }
            guard problems.isEmpty else { throw failure(problems) }
        }
        return calls
    }
}
