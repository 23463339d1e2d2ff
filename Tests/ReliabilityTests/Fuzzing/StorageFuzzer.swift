import DTTableViewManager
import Foundation

/// Runs one seeded sequence of storage operations against a managed on-screen table and checks,
/// after every step, the storage, the table and what its cells show against a reference model.
@MainActor
struct StorageFuzzer {
    /// Why a run stopped early.
    struct Failure: Error, CustomStringConvertible {
        let seed: UInt64
        let step: Int
        let operation: FuzzOperation
        let problems: [String]
        let history: [String]

        var description: String {
            """
            Fuzz seed \(seed) failed at step \(step): \(operation)
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

    /// Runs the sequence.
    ///
    /// - Returns: The number of storage calls made.
    /// - Throws: ``Failure`` at the first step where anything differs.
    func run() throws(Failure) -> Int {
        let screen = FuzzScreen()
        var generator = FuzzOperationGenerator(seed: seed)
        var reference = ReferenceModel()
        var history: [String] = []
        var calls = 0
        for step in 0..<steps {
            let operation = generator.next(for: reference)
            let expected = reference.apply(operation)
            let errors = screen.perform(operation, isValid: expected.anomalies.isEmpty)
            calls += operation.callCount
            history = Array((history + ["\(step): \(operation)"]).suffix(8))
            var problems = screen.violations.takeViolations().map { "UIKit would raise: \($0.kind): \($0.message)" }
            let anomalies = screen.storageAnomalies.takeAnomalies()
            if anomalies != expected.anomalies {
                problems.append("storage anomalies \(anomalies), expected \(expected.anomalies)")
            }
            if errors != expected.errors {
                problems.append("thrown errors \(errors), expected \(expected.errors)")
            }
            problems += screen.takeUnexpectedManagerAnomalies().map { "manager anomaly \($0)" }
            problems += screen.differences(from: reference, everyRow: reference.totalNumberOfItems <= Self.everyRowLimit)
            problems += screen.violations.takeViolations().map { "UIKit would raise while checking: \($0.kind): \($0.message)" }
            if !problems.isEmpty {
                throw Failure(seed: seed, step: step, operation: operation, problems: problems, history: history)
            }
        }
        return calls
    }
}
