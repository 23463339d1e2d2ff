/// Memory of a 1,000,000-item `MemoryStorage` against the bare array of its models.
///
/// Each reading comes from a fresh process (see ``MemoryProbe``), so one measurement's peak never
/// hides another's. The figure is the median of the readings.
///
/// Targets, stated before measuring: the storage takes at most 1.5× the memory of the bare
/// `[Post]`, both at its peak while `setItems(_:)` builds it and once built; and diffing two
/// lists of 1,000,000 posts with 1% of each change takes at most 40 bytes per element at its
/// peak, above the two lists.
struct MemoryWorkload: Workload {
    let name = "memory"

    func run(_ configuration: BenchmarkConfiguration) -> [BenchmarkResult] {
        let count = 1_000_000
        let runs = 5  // readings barely vary; the median of 5 processes ignores one odd one
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
            diffResult(figure(.diff, "LinearDiffer changeset", \.peakBytes), count: count),
        ]
    }

    /// The differ's peak against its budget of 40 bytes per element.
    private func diffResult(_ peak: Figure, count: Int) -> BenchmarkResult {
        let budget = 40
        return BenchmarkResult(
            workload: name, name: "diff peak above the inputs, \(formatCount(count)) posts, 1% each changed",
            comparison: Comparison(
                figure: peak,
                baseline: Figure("budget: \(budget) bytes per element", value: Double(budget * count), unit: .bytes, runs: 1),
                target: .relativeCost(atMost: 1),
                notes: "one fresh process per reading, both lists made first; "
                    + "\(Int((peak.value / Double(count)).rounded())) bytes per element"))
    }
}
