// swift-tools-version: 6.0
import PackageDescription

/// Platforms without UIKit, where the manager is built against HeadlessUIKit instead.
let headlessPlatforms: [Platform] = [.linux, .macOS, .windows, .android, .wasi, .openbsd]

let package = Package(
    name: "DTTableViewManager",
    platforms: [.iOS(.v15), .tvOS(.v15), .macOS(.v12)],
    products: [
        .library(name: "DTTableViewManager", targets: ["DTTableViewManager"]),
        .library(name: "DTModelStorage", targets: ["DTModelStorage"]),
        .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
        .executable(name: "Showcase", targets: ["Showcase"]),
    ],
    targets: [
        .target(name: "TableIndexPath"),
        .target(name: "DTModelStorage", dependencies: ["TableIndexPath"]),
        .target(name: "HeadlessUIKit", dependencies: ["TableIndexPath"], exclude: ["REMAINING_UIKIT.md"]),
        .target(
            name: "DTTableViewManager",
            dependencies: [
                "DTModelStorage",
                .target(name: "HeadlessUIKit", condition: .when(platforms: headlessPlatforms)),
            ]
        ),
        .executableTarget(name: "Showcase", dependencies: ["DTTableViewManager"]),
        .target(name: "TestSupport", dependencies: ["DTTableViewManager"], path: "Tests/TestSupport"),
        .target(name: "TableMethodFixtures", dependencies: ["HeadlessUIKit", "TableIndexPath"], path: "Tests/TableMethodFixtures"),
        .testTarget(name: "DTModelStorageTests", dependencies: ["DTModelStorage"]),
        .testTarget(name: "HeadlessUIKitTests", dependencies: ["HeadlessUIKit", "TableMethodFixtures"]),
        .testTarget(name: "DTTableViewManagerTests", dependencies: ["DTTableViewManager", "TestSupport", "TableMethodFixtures"]),
        .testTarget(name: "ShowcaseTests", dependencies: ["Showcase"], resources: [.copy("Expected")]),
        .testTarget(name: "ReliabilityTests", dependencies: ["DTTableViewManager", "TestSupport"]),
        .testTarget(name: "UpstreamAPITests", dependencies: ["DTTableViewManager", "TestSupport"], exclude: ["UPSTREAM_API_INVENTORY.md"]),
    ],
    swiftLanguageModes: [.v6]
)
