// swift-tools-version: 6.2
// Tests HeadlessSnapshotTesting, the swift-snapshot-testing strategies of the parent package,
// with references recorded under `Tests/HeadlessSnapshotTestingTests/__Snapshots__`:
//
//     swift test --package-path SnapshotTests
//
// A package of its own, like Docs and Benchmarks: it enables the parent's `SnapshotTesting`
// trait, so swift-snapshot-testing (and swift-syntax, which it depends on) is fetched here and
// never for users of the library.
import PackageDescription

let package = Package(
    name: "SnapshotTests",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "DTTableViewManager", path: "..", traits: ["SnapshotTesting"]),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .testTarget(
            name: "HeadlessSnapshotTestingTests",
            dependencies: [
                .product(name: "HeadlessSnapshotTesting", package: "DTTableViewManager"),
                .product(name: "HeadlessUIKit", package: "DTTableViewManager"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
