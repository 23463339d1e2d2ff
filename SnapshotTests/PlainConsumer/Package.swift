// swift-tools-version: 6.2
// A package that depends on DTTableViewManager only, as an app does. CI checks that resolving it
// fetches no swift-snapshot-testing and no swift-syntax (the parent's `SnapshotTesting` trait is
// off here):
//
//     swift package --package-path SnapshotTests/PlainConsumer show-dependencies
import PackageDescription

let package = Package(
    name: "PlainConsumer",
    dependencies: [
        .package(name: "DTTableViewManager", path: "../.."),
    ],
    targets: [
        .target(name: "PlainConsumer", dependencies: [.product(name: "DTTableViewManager", package: "DTTableViewManager")]),
    ]
)
