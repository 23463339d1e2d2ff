/// Memory of a 1,000,000-item `MemoryStorage` against the bare array of its models.
///
/// Each reading comes from a fresh process (see ``MemoryProbe``), so one measurement's peak never
/// hides another's. The figure is the median of the readings.
///
/// Target, stated before measuring: the storage takes at most 1.5× the memory of the bare
/// `[Post]`, both at its peak while `setItems(_:)` builds it and once built.
struct MemoryWorkload: Workload {
    let name = "memory"

    func run(_ configuration: BenchmarkConfiguration) -> [BenchmarkResult] {
        let count = 1_000_000
        let runs = Harness.minimumRuns
        let readings: [MemoryProbe.Subject: [MemoryProbe.Reading]]
        do {
            readings = try Dictionary(uniqueKeysWithValues: MemoryProbe.Subject.allCases.map { subject in
                (subject, try (0..<runs).map { _ in try MemoryProbe.spawn(subject, count: count) })
            })
        } catch {
            return [BenchmarkResult(workload: name, name: "1,000,000 items", notMeasured: "\(error)")]
        }
        func figure(_ subject: MemoryProbe.Subject, _ label: String, _ value: (MemoryProbe.Reading) -> Int) -> Figure {
            let values = readings[subject, default: []].map { Double(value($0)) }
            return Figure(label, value: median(values), unit: .bytes, runs: values.count)
        }
        let size = "\(formatCount(count)) posts"
        let notes = "one fresh process per reading; the section keeps the posts passed in "
            + "(\(MemoryLayout<Post>.stride) bytes each) as they are, until an edit converts them to `Any` "
            + "(\(MemoryLayout<Any>.stride) bytes each)"
        return [
            BenchmarkResult(
                workload: name, name: "peak while building, \(size)",
                comparison: Comparison(
                    figure: figure(.storage, "MemoryStorage.setItems", \.peakBytes),
                    baseline: figure(.array, "[Post]", \.peakBytes),
                    target: .relativeCost(atMost: 1.5),
                    notes: notes)),
            BenchmarkResult(
                workload: name, name: "retained once built, \(size)",
                comparison: Comparison(
                    figure: figure(.storage, "MemoryStorage", \.retainedBytes),
                    baseline: figure(.array, "[Post]", \.retainedBytes),
                    target: .relativeCost(atMost: 1.5))),
        ]
    }
}
