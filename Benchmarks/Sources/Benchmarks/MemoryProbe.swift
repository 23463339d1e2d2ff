import DTModelStorage
import Foundation

/// The child side of the memory workload: builds one structure in a fresh process and prints how
/// much memory it took.
///
/// Started as `Benchmarks --memory-probe <subject> <count>`; prints one JSON line with
/// `peakBytes` (the high-water mark while building, above the resident size before) and
/// `retainedBytes` (the resident size afterwards, above the resident size before). Inputs a
/// subject needs are made first and count as "before".
enum MemoryProbe {
    /// What the probe builds.
    enum Subject: String, CaseIterable {
        /// A bare `[Post]`.
        case array
        /// A `MemoryStorage` given the posts with `setItems(_:)`; the posts array is a temporary.
        case storage
        /// The `LinearDiffer` changeset between two lists of posts with 1% each deleted,
        /// inserted, moved and updated; both lists are inputs.
        case diff
    }

    /// What the probe prints.
    struct Reading: Codable {
        /// The peak resident size while building, minus the resident size before.
        let peakBytes: Int
        /// The resident size once built (temporaries released), minus the resident size before.
        let retainedBytes: Int
    }

    /// Builds `count` posts as `subject` and returns the memory it took.
    static func measure(_ subject: Subject, count: Int) -> Reading {
        let build: () -> Any
        switch subject {
        case .array:
            build = { Post.sequence(count) }
        case .storage:
            build = {
                let storage = MemoryStorage()
                storage.setItems(Post.sequence(count))
                return storage
            }
        case .diff:
            let scenario = DiffScenario.mixed(count: count, fraction: 0.01)
            build = { LinearDiffer().changeset(from: scenario.old, to: scenario.new, identity: \.id, contentEquals: ==) }
        }
        // Memory freed while making the inputs would otherwise be reused without showing up.
        ProcessMemory.releaseFreedMemory()
        ProcessMemory.resetPeak()
        let before = ProcessMemory.residentBytes
        let built = build()
        let reading = Reading(
            peakBytes: ProcessMemory.peakResidentBytes - before,
            retainedBytes: ProcessMemory.residentBytes - before)
        blackHole(built)
        return reading
    }

    /// Runs the probe and prints its reading; the entry point of the child process.
    static func main(subject: Subject, count: Int) throws {
        let data = try JSONEncoder().encode(measure(subject, count: count))
        print(String(decoding: data, as: UTF8.self))
    }

    /// Starts a fresh copy of this executable as a probe and returns its reading.
    static func spawn(_ subject: Subject, count: Int) throws -> Reading {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ProcessMemory.executablePath)
        process.arguments = ["--memory-probe", subject.rawValue, String(count)]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ProbeFailure(message: "memory probe \(subject.rawValue) exited with \(process.terminationStatus)")
        }
        return try JSONDecoder().decode(Reading.self, from: data)
    }

    /// A probe that did not produce a reading.
    struct ProbeFailure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
