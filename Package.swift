// swift-tools-version: 6.2
import PackageDescription

/// Platforms without UIKit, where the manager is built against HeadlessUIKit instead. macOS is not
/// among them: there Foundation brings the Objective-C runtime, whose `Selector`, `NSObject` and
/// `NSItemProvider` HeadlessUIKit would have to adopt instead of declaring, and nothing here can
/// build or test that configuration (see the README).
let headlessPlatforms: [Platform] = [.linux, .windows, .android, .wasi, .openbsd]

/// `HEADLESS_UIKIT` is defined exactly where HeadlessUIKit stands in for UIKit. The package's own
/// sources test it instead of `canImport(UIKit)`, which the `UIKit` stand-in module makes true on
/// those platforms too.
let headlessCondition: [SwiftSetting] = [.define("HEADLESS_UIKIT", .when(platforms: headlessPlatforms))]

let package = Package(
    name: "DTTableViewManager",
    platforms: [.iOS(.v15), .tvOS(.v15)],
    products: [
        .library(name: "DTTableViewManager", targets: ["DTTableViewManager"]),
        .library(name: "DTModelStorage", targets: ["DTModelStorage"]),
        .library(name: "LinearDiffing", targets: ["LinearDiffing"]),
        .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
        .executable(name: "Showcase", targets: ["Showcase"]),
        // Strategies for swift-snapshot-testing; empty unless the `SnapshotTesting` trait is on.
        .library(name: "HeadlessSnapshotTesting", targets: ["HeadlessSnapshotTesting"]),
    ],
    traits: [
        .trait(
            name: "SnapshotTesting",
            description: "Builds HeadlessSnapshotTesting's swift-snapshot-testing strategies. Off by default: without it, swift-snapshot-testing and swift-syntax are never fetched."
        ),
    ],
    dependencies: [
        // Resolved only with the `SnapshotTesting` trait (SwiftPM prunes dependencies that no
        // enabled trait uses), so users of the other products never fetch it.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // The bottom of the graph, Foundation only: `IndexPath`'s table addressing where UIKit's
        // overlay is absent, and the differ the storages and HeadlessUIKit's diffable data source share.
        .target(name: "TableIndexPath", swiftSettings: headlessCondition),
        .target(name: "LinearDiffing"),
        .target(name: "HeadlessUIKit", dependencies: ["TableIndexPath", "LinearDiffing"], exclude: ["REMAINING_UIKIT.md"]),
        // Like upstream's, `import DTModelStorage` brings the platform's UIKit: Apple's on Apple
        // platforms, the stand-in below elsewhere.
        .target(
            name: "DTModelStorage",
            dependencies: [
                "LinearDiffing",
                .target(name: "TableIndexPath", condition: .when(platforms: headlessPlatforms)),
                .target(name: "UIKit", condition: .when(platforms: headlessPlatforms)),
            ],
            swiftSettings: headlessCondition
        ),
        // `import UIKit` where Apple's UIKit is absent: a stand-in module re-exporting
        // HeadlessUIKit, and the Swift Testing overlay files importing both Testing and UIKit
        // require. Only reachable through conditional dependencies, so never built for iOS/tvOS.
        .target(name: "_Testing_UIKit"),
        .target(name: "UIKit", dependencies: ["HeadlessUIKit", "_Testing_UIKit"]),
        // Its one file is `#if SnapshotTesting`; it depends on HeadlessUIKit only (not on the
        // `UIKit` stand-in, which swift-snapshot-testing's `canImport(UIKit)` would pick up).
        .target(
            name: "HeadlessSnapshotTesting",
            dependencies: [
                "HeadlessUIKit",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["SnapshotTesting"])),
            ]
        ),
        .target(
            name: "DTTableViewManager",
            dependencies: [
                "DTModelStorage",
                .target(name: "HeadlessUIKit", condition: .when(platforms: headlessPlatforms)),
            ],
            swiftSettings: headlessCondition
        ),
        .executableTarget(name: "Showcase", dependencies: ["DTTableViewManager"]),
        .target(name: "TestSupport", dependencies: ["DTTableViewManager"], path: "Tests/TestSupport"),
        // The suites' comparisons as functions (`expectEqual`, `expectNil`…), cheaper to compile
        // than `#expect` on an operator (CONTRIBUTING.md, "Build cost").
        .target(name: "Expectations", path: "Tests/Expectations"),
        .target(name: "TableMethodFixtures", dependencies: ["HeadlessUIKit", "TableIndexPath"], path: "Tests/TableMethodFixtures"),
        // Independent references the differ is checked against, shared by its tests and its fuzz target.
        .target(name: "DiffingReference", dependencies: ["LinearDiffing", "TableIndexPath"], path: "Tests/DiffingReference"),
        // The model-based storage fuzzer (operations, reference model, validating screen), shared by
        // the seeded ReliabilityTests and the storage-to-table fuzz target.
        .target(name: "StorageFuzzing", dependencies: ["DTTableViewManager", "TestSupport"], path: "Tests/StorageFuzzing"),
        // libFuzzer targets. An ordinary build makes replayers of saved inputs; `.ci/fuzz` builds
        // them for libFuzzer (see FuzzDriver and `DT_FUZZ_COVERAGE` below), so neither the library
        // nor `swift test` depends on libFuzzer.
        .target(name: "FuzzDriver", path: "Tests/Fuzz/FuzzDriver"),
        .executableTarget(name: "FuzzDiffer", dependencies: ["DiffingReference", "FuzzDriver"], path: "Tests/Fuzz/FuzzDiffer"),
        .executableTarget(name: "FuzzPipeline", dependencies: ["StorageFuzzing", "FuzzDriver"], path: "Tests/Fuzz/FuzzPipeline"),
        .executableTarget(name: "FuzzDiffable", dependencies: ["StorageFuzzing", "FuzzDriver"], path: "Tests/Fuzz/FuzzDiffable"),
        .testTarget(name: "LinearDiffingTests", dependencies: ["Expectations", "LinearDiffing", "TableIndexPath", "DiffingReference"]),
        .testTarget(name: "DTModelStorageTests", dependencies: ["Expectations", "DTModelStorage", "TestSupport", "DiffingReference"]),
        // `UIKit` (the stand-in) for the test files written as iOS app code, beginning `import UIKit`.
        .testTarget(
            name: "HeadlessUIKitTests",
            dependencies: [
                "Expectations",
                "HeadlessUIKit",
                "TableMethodFixtures",
                .target(name: "UIKit", condition: .when(platforms: headlessPlatforms)),
            ]
        ),
        .testTarget(name: "DTTableViewManagerTests", dependencies: ["Expectations", "DTTableViewManager", "TestSupport", "TableMethodFixtures"]),
        .testTarget(name: "ShowcaseTests", dependencies: ["Expectations", "Showcase"], resources: [.copy("Expected")]),
        .testTarget(name: "ReliabilityTests", dependencies: ["Expectations", "DTTableViewManager", "TestSupport", "StorageFuzzing", "DiffingReference", "FuzzDriver"]),
        // Upstream-era screens in Swift 5 language mode: they must build with no errors. Their
        // expected concurrency warnings are annotated in the sources and pinned exactly by
        // `.ci/check-concurrency-diagnostics` (the compiler's `-verify`: each annotated warning,
        // and no other diagnostic); so that `swift test` prints none of them, SwiftPM builds the
        // target with warnings suppressed. The warnings-as-errors build skips this target.
        .testTarget(
            name: "Swift5ModeTests",
            dependencies: ["DTTableViewManager", "Expectations"],
            swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-suppress-warnings"])]
        ),
        .testTarget(name: "UpstreamAPITests", dependencies: ["Expectations", "DTTableViewManager", "TestSupport"], exclude: ["UPSTREAM_API_INVENTORY.md"]),
    ],
    swiftLanguageModes: [.v6]
)

// CI's sanitizer steps build and run only some test suites: `DT_TEST_TARGETS`, a comma-separated
// list of test targets, keeps just those (CONTRIBUTING.md, "Sanitizers"); a name that is no test
// target stops the manifest, so that a renamed target is not silently left out. Unset, as
// everywhere else, every target is declared.
if let keptTestTargets = Context.environment["DT_TEST_TARGETS"] {
    let kept = Set(keptTestTargets.split(separator: ",").map(String.init))
    let unknown = kept.subtracting(package.targets.filter { $0.type == .test }.map(\.name))
    precondition(unknown.isEmpty, "DT_TEST_TARGETS: no test target is named \(unknown.sorted())")
    package.targets.removeAll { $0.type == .test && !kept.contains($0.name) }
}

// `.ci/fuzz` builds the libFuzzer targets with `-DFUZZING -sanitize=address` and
// `DT_FUZZ_COVERAGE` set (CONTRIBUTING.md, "Coverage-guided fuzzing"). Every module then runs under
// AddressSanitizer, but only the code under test records the coverage that guides libFuzzer, with
// the instrumentation `-sanitize=fuzzer` adds (all of it but the stack-depth tracking, which
// `-sanitize-coverage` cannot ask for): the fuzzers' operation generators, reference models and
// checks do not, so libFuzzer neither spends time on them nor keeps inputs that are new only
// there. The fuzz executables link libFuzzer's runtime. A name below that is no target stops the
// manifest rather than leave that code uninstrumented. Unset, as everywhere else, nothing changes.
if Context.environment["DT_FUZZ_COVERAGE"] != nil {
    let underTest: Set = ["TableIndexPath", "LinearDiffing", "HeadlessUIKit", "DTModelStorage", "DTTableViewManager"]
    let unknown = underTest.subtracting(package.targets.map(\.name))
    precondition(unknown.isEmpty, "DT_FUZZ_COVERAGE: no target is named \(unknown.sorted()); update the code under test in Package.swift")
    let coverage = SwiftSetting.unsafeFlags(["-sanitize-coverage=edge,indirect-calls,trace-cmp,inline-8bit-counters,pc-table"])
    for target in package.targets where underTest.contains(target.name) {
        target.swiftSettings = (target.swiftSettings ?? []) + [coverage]
    }
    for target in package.targets where target.type == .executable && target.name.hasPrefix("Fuzz") {
        target.linkerSettings = (target.linkerSettings ?? []) + [.unsafeFlags(["-sanitize=fuzzer"])]
    }
}
