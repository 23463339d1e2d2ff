import DTModelStorage

/// `LinearDiffer` against the standard library's `CollectionDifference`, against itself at
/// other sizes and shapes, and against a plain loop where almost nothing changed.
///
/// Targets:
/// - DifferenceKit's scenario and the mixed 10% scenario: at least 150× faster than
///   `new.difference(from: old).inferringMoves()`, at the same size;
/// - 1,000,000 elements with 1% of each change: at most 15× the 100,000-element mixed scenario
///   (ten times the elements; linear time gives 10×);
/// - 100 sections of 1,000 posts: at most 2× the single-list diff of the same posts flattened;
/// - identities through `EntityIdentifiable` (`AnyHashable`): at most 1.15× reading every
///   identity of both lists once through the protocol, the floor of any differ that takes
///   `EntityIdentifiable` identities (`Benchmarks/README.md` says why this floor replaced the
///   `Int` key path);
/// - 100,000 elements unchanged, with 10 appended, or with one row's content changed: at most
///   1.1× a loop comparing old and new elements pairwise (identity, then content), the least any
///   differ must do;
/// - 100 sections of 1,000 posts of which one changed (10% of each change): at most 2× diffing
///   that section alone;
/// - the mixed 10% scenario with each identity repeated 10 times, the copies adjacent so that the
///   changes are the same: at most 1.5× distinct identities. With the copies scattered, the
///   k-th-occurrence rule makes several times as many moves of the same edits; that figure is
///   reported in the notes.
///
/// Every other figure is timed in rounds interleaved with its baseline (see ``Harness``).
/// `CollectionDifference` needs seconds per 100,000-element diff (about a minute with 10% of each
/// change), so it is timed apart, 3 times (DifferenceKit's scenario) or once (the mixed one)
/// without a warm-up, and the quick run compares both at 25,000 elements. Smaller inputs would understate
/// the ratio: `CollectionDifference` grows about quadratically, so at 10,000 elements fixed costs
/// weigh more than at the issue's 100,000.
struct DiffWorkload: Workload {
    let name = "diff"
    let judgesByInstructions = true

    func run(_ configuration: BenchmarkConfiguration) -> [BenchmarkResult] {
        let harness = configuration.harness
        // A counting run needs only the comparisons judged by instructions, and under Callgrind
        // building the million-element scenarios alone would take a minute.
        guard !harness.isCountingInstructions else { return almostUnchanged(harness) }
        let baselineSize = configuration.size(quick: 25_000, full: 100_000)

        // Compares with `CollectionDifference`, timed `runs` times.
        func againstCollectionDifference(_ title: String, _ scenario: DiffScenario, runs: Int) -> BenchmarkResult {
            let baselineNote = "CollectionDifference timed \(runs == 1 ? "once" : "\(runs) times") without a warm-up"
                + (configuration.isQuick ? " (quick mode)" : "")
            let ours = harness.measure(Work { diff(scenario) })
            let standard = harness.measure(Work { scenario.new.difference(from: scenario.old).inferringMoves() }, runs: runs, warmUp: false)
            return BenchmarkResult(
                workload: name, name: "\(title), \(formatCount(scenario.old.count)) elements",
                comparison: Comparison(
                    unpaired: ("LinearDiffer", ours), baseline: ("CollectionDifference + inferringMoves", standard),
                    target: .speedup(atLeast: 150),
                    notes: "\(summary(diff(scenario))); \(baselineNote)"))
        }

        let differenceKit = againstCollectionDifference(
            "DifferenceKit scenario (10% deleted, 10% inserted, 2% shuffled)", .differenceKit(count: baselineSize), runs: 3)
        let mixed = againstCollectionDifference(
            "10% each deleted, inserted, moved, updated", .mixed(count: baselineSize, fraction: 0.1), runs: 1)

        let hundredThousand = DiffScenario.mixed(count: 100_000, fraction: 0.1)
        let million = DiffScenario.mixed(count: 1_000_000, fraction: 0.01)
        let scaling = BenchmarkResult(
            workload: name, name: "1% each changed, 1,000,000 elements",
            comparison: Comparison(
                harness.compare(Work { diff(million) }, with: Work { diff(hundredThousand) }),
                figure: "LinearDiffer, 1,000,000", baseline: "LinearDiffer, 100,000 with 10% each",
                target: .relativeCost(atMost: 15),
                notes: summary(diff(million))))

        let sectioned = SectionedDiffScenario.make(sections: 100, perSection: 1_000)
        let flattened = sectioned.flattened
        func diffSectioned() -> SectionedBatchChangeset {
            LinearDiffer().changeset(
                from: sectioned.old, to: sectioned.new,
                sectionIdentity: \.id, items: \.posts, itemIdentity: \.id, contentEquals: ==)
        }
        let sectionedChanges = diffSectioned()
        let sections = BenchmarkResult(
            workload: name, name: "100 sections × 1,000 posts, 10% each changed, 1% across sections",
            comparison: Comparison(
                harness.compare(Work { diffSectioned() }, with: Work { diff(flattened) }),
                figure: "LinearDiffer, sectioned", baseline: "LinearDiffer, same posts as one list",
                target: .relativeCost(atMost: 2),
                notes: "sections: \(summary(sectionedChanges.sections)); rows: \(summary(sectionedChanges.items))"))

        let entityIdentity = BenchmarkResult(
            workload: name, name: "EntityIdentifiable identities, 100,000 elements, 10% each changed",
            comparison: Comparison(
                harness.compare(
                    Work { LinearDiffer().changeset(from: hundredThousand.old, to: hundredThousand.new) },
                    with: Work { readIdentities(hundredThousand.old, hundredThousand.new) }),
                figure: "LinearDiffer, identifier: AnyHashable",
                baseline: "every identifier of both lists read once",
                target: .relativeCost(atMost: 1.15),
                notes: "the floor reads \(formatCount(hundredThousand.old.count + hundredThousand.new.count)) "
                    + "identifiers through EntityIdentifiable, as the differ does, and hands each to an opaque function"))

        let repeated = DiffScenario.mixed(count: 100_000, fraction: 0.1, copiesPerIdentity: 10)
        let scattered = DiffScenario.mixed(count: 100_000, fraction: 0.1, copiesPerIdentity: 10, scattered: true)
        let scatteredTimings = harness.compare(Work { diff(scattered) }, with: Work { diff(hundredThousand) })
        let scatteredRatio = median(scatteredTimings.ratios)
        let repeatedIdentities = BenchmarkResult(
            workload: name, name: "each identity 10×, 100,000 elements, 10% each changed",
            comparison: Comparison(
                harness.compare(Work { diff(repeated) }, with: Work { diff(hundredThousand) }),
                figure: "LinearDiffer, repeated identities", baseline: "LinearDiffer, distinct identities",
                target: .relativeCost(atMost: 1.5),
                notes: "copies adjacent: \(summary(diff(repeated))), "
                    + "\(formatCount(diff(repeated).duplicateIdentifiers.count)) repeated identities reported; "
                    + "copies scattered instead, where the k-th-occurrence rule turns the same edits into "
                    + "\(summary(diff(scattered))): \(formatSeconds(scatteredTimings.figure.medianSeconds)), "
                    + "\(formatMultiple(scatteredRatio)) distinct identities timed alongside"))

        return [differenceKit, mixed, scaling, sections, entityIdentity, repeatedIdentities]
            + almostUnchanged(harness) + [oneSectionChanged(harness)]
    }

    /// Lists that barely change, against one pass comparing them pairwise.
    ///
    /// Judged by instructions: both loops stream through the same two lists at about a
    /// nanosecond an element, and their time ratio depends on the host's state. The same binary,
    /// pinned to one core, timed the unchanged list at 1.06× in one process and at 1.4–1.7× in
    /// others, in every round alike.
    private func almostUnchanged(_ harness: Harness) -> [BenchmarkResult] {
        let count = 100_000
        let cases: [(title: String, scenario: DiffScenario)] = [
            ("unchanged", .unchanged(count: count)),
            ("10 appended", .appending(10, to: count)),
            ("one row's content changed", .editingOneRow(of: count)),
        ]
        return cases.map { title, scenario in
            BenchmarkResult(
                workload: name, name: "\(formatCount(count)) elements, \(title)",
                comparison: Comparison(
                    harness.compare(Work { diff(scenario) }, with: Work { pairwiseDifferences(scenario) }, judgedBy: .instructions),
                    figure: "LinearDiffer", baseline: "loop comparing pairwise",
                    target: .relativeCost(atMost: 1.1),
                    notes: summary(diff(scenario))))
        }
    }

    /// One changed section among many unchanged ones, against diffing that section alone.
    private func oneSectionChanged(_ harness: Harness) -> BenchmarkResult {
        let (sectioned, changed) = SectionedDiffScenario.changingOneSection(of: 100, perSection: 1_000)
        func diffSections() -> SectionedBatchChangeset {
            LinearDiffer().changeset(
                from: sectioned.old, to: sectioned.new,
                sectionIdentity: \.id, items: \.posts, itemIdentity: \.id, contentEquals: ==)
        }
        let changes = diffSections()
        return BenchmarkResult(
            workload: name, name: "100 sections × 1,000 posts, one section changed (10% each)",
            comparison: Comparison(
                harness.compare(Work { diffSections() }, with: Work { diff(changed) }),
                figure: "LinearDiffer, sectioned", baseline: "LinearDiffer, the changed section alone",
                target: .relativeCost(atMost: 2),
                notes: "sections: \(summary(changes.sections)); rows: \(summary(changes.items))"))
    }

    /// Describes a changeset by its counts, which also shows that the scenario is what it claims.
    private func summary<Index>(_ changes: BatchChangeset<Index>) -> String {
        "\(formatCount(changes.deletions.count)) deletions, \(formatCount(changes.insertions.count)) insertions, "
            + "\(formatCount(changes.moves.count)) moves, \(formatCount(changes.updates.count + changes.movedUpdates.count)) updates"
    }

    /// The least a differ must do when nothing changed: compare old and new elements pairwise,
    /// identity then content, up to the shorter list. Returns the number of differing pairs.
    private func pairwiseDifferences(_ scenario: DiffScenario) -> Int {
        let (old, new) = (scenario.old, scenario.new)
        var differing = 0
        for index in 0..<min(old.count, new.count) where old[index].id != new[index].id || old[index] != new[index] {
            differing += 1
        }
        return differing
    }

    /// The floor of a differ of `EntityIdentifiable` elements: every identifier of both lists read
    /// once through the protocol, each `AnyHashable` handed to an opaque function so that it is
    /// built. Returns the number read.
    private func readIdentities<Element: EntityIdentifiable>(_ old: [Element], _ new: [Element]) -> Int {
        for element in old { keep(element.identifier) }
        for element in new { keep(element.identifier) }
        return old.count + new.count
    }

    /// Diffs a scenario the way a storage would: identity by `id`, content by `==`.
    private func diff(_ scenario: DiffScenario) -> BatchChangeset<Int> {
        LinearDiffer().changeset(from: scenario.old, to: scenario.new, identity: \.id, contentEquals: ==)
    }
}

/// Takes an identity and does nothing with it, out of the optimiser's sight, so that the
/// `AnyHashable` passed in is built; cheaper than the generic `blackHole(_:)`.
@inline(never)
@_optimize(none)
private func keep(_ identity: AnyHashable) {}
