import DTModelStorage

/// `LinearDiffer` against the standard library's `CollectionDifference`, and against itself at
/// other sizes and shapes.
///
/// Targets:
/// - DifferenceKit's scenario and the mixed 10% scenario: at least 150× faster than
///   `new.difference(from: old).inferringMoves()`, at the same size;
/// - 1,000,000 elements with 1% of each change: at most 15× the 100,000-element mixed scenario
///   (ten times the elements; linear time gives 10×);
/// - 100 sections of 1,000 posts: at most 2× the single-list diff of the same posts flattened;
/// - identities through `EntityIdentifiable` (`AnyHashable`): at most 2× identities read as `Int`.
///
/// `CollectionDifference` needs seconds per 100,000-element diff (about a minute with 10% of each
/// change), so it is timed 3 times (DifferenceKit's scenario) or once (the mixed one) without a
/// warm-up, and the quick run compares both at 25,000 elements. Smaller inputs would understate
/// the ratio: `CollectionDifference` grows about quadratically, so at 10,000 elements fixed costs
/// weigh more than at the issue's 100,000.
struct DiffWorkload: Workload {
    let name = "diff"

    func run(_ configuration: BenchmarkConfiguration) -> [BenchmarkResult] {
        let harness = configuration.harness
        let baselineSize = configuration.size(quick: 25_000, full: 100_000)

        // Compares with `CollectionDifference`, timed `runs` times.
        func againstCollectionDifference(_ title: String, _ scenario: DiffScenario, runs: Int) -> BenchmarkResult {
            let baselineNote = "CollectionDifference timed \(runs == 1 ? "once" : "\(runs) times") without a warm-up"
                + (configuration.isQuick ? " (quick mode)" : "")
            let ours = harness.measure { diff(scenario) }
            let standard = harness.measure(runs: runs, warmUp: false) {
                scenario.new.difference(from: scenario.old).inferringMoves()
            }
            return BenchmarkResult(
                workload: name, name: "\(title), \(formatCount(scenario.old.count)) elements",
                comparison: Comparison(
                    figure: Figure("LinearDiffer", timing: ours),
                    baseline: Figure("CollectionDifference + inferringMoves", timing: standard),
                    target: .speedup(atLeast: 150),
                    notes: "\(summary(diff(scenario))); \(baselineNote)"))
        }

        let differenceKit = againstCollectionDifference(
            "DifferenceKit scenario (10% deleted, 10% inserted, 2% shuffled)", .differenceKit(count: baselineSize), runs: 3)
        let mixed = againstCollectionDifference(
            "10% each deleted, inserted, moved, updated", .mixed(count: baselineSize, fraction: 0.1), runs: 1)

        let hundredThousand = DiffScenario.mixed(count: 100_000, fraction: 0.1)
        let million = DiffScenario.mixed(count: 1_000_000, fraction: 0.01)
        let hundredThousandTiming = harness.measure { diff(hundredThousand) }
        let millionTiming = harness.measure { diff(million) }
        let scaling = BenchmarkResult(
            workload: name, name: "1% each changed, 1,000,000 elements",
            comparison: Comparison(
                figure: Figure("LinearDiffer, 1,000,000", timing: millionTiming),
                baseline: Figure("LinearDiffer, 100,000 with 10% each", timing: hundredThousandTiming),
                target: .relativeCost(atMost: 15),
                notes: summary(diff(million))))

        let sectioned = SectionedDiffScenario.make(sections: 100, perSection: 1_000)
        let flattened = sectioned.flattened
        let sectionedTiming = harness.measure {
            LinearDiffer().changeset(
                from: sectioned.old, to: sectioned.new,
                sectionIdentity: \.id, items: \.posts, itemIdentity: \.id, contentEquals: ==)
        }
        let flatTiming = harness.measure { diff(flattened) }
        let sectionedChanges = LinearDiffer().changeset(
            from: sectioned.old, to: sectioned.new,
            sectionIdentity: \.id, items: \.posts, itemIdentity: \.id, contentEquals: ==)
        let sections = BenchmarkResult(
            workload: name, name: "100 sections × 1,000 posts, 10% each changed, 1% across sections",
            comparison: Comparison(
                figure: Figure("LinearDiffer, sectioned", timing: sectionedTiming),
                baseline: Figure("LinearDiffer, same posts as one list", timing: flatTiming),
                target: .relativeCost(atMost: 2),
                notes: "sections: \(summary(sectionedChanges.sections)); rows: \(summary(sectionedChanges.items))"))

        let entityTiming = harness.measure { LinearDiffer().changeset(from: hundredThousand.old, to: hundredThousand.new) }
        let entityIdentity = BenchmarkResult(
            workload: name, name: "EntityIdentifiable identities, 100,000 elements, 10% each changed",
            comparison: Comparison(
                figure: Figure("LinearDiffer, identifier: AnyHashable", timing: entityTiming),
                baseline: Figure("LinearDiffer, identity \\.id: Int", timing: hundredThousandTiming),
                target: .relativeCost(atMost: 2)))

        return [differenceKit, mixed, scaling, sections, entityIdentity]
    }

    /// Describes a changeset by its counts, which also shows that the scenario is what it claims.
    private func summary<Index>(_ changes: BatchChangeset<Index>) -> String {
        "\(formatCount(changes.deletions.count)) deletions, \(formatCount(changes.insertions.count)) insertions, "
            + "\(formatCount(changes.moves.count)) moves, \(formatCount(changes.updates.count + changes.movedUpdates.count)) updates"
    }

    /// Diffs a scenario the way a storage would: identity by `id`, content by `==`.
    private func diff(_ scenario: DiffScenario) -> BatchChangeset<Int> {
        LinearDiffer().changeset(from: scenario.old, to: scenario.new, identity: \.id, contentEquals: ==)
    }
}
