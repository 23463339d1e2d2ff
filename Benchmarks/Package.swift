// swift-tools-version: 6.0
import PackageDescription

/// The benchmarks live in their own package so that the harness, and anything it might ever
/// depend on, never reaches users of the library package.
let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "DTTableViewManager", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "Benchmarks",
            dependencies: [
                .product(name: "DTModelStorage", package: "DTTableViewManager"),
                .product(name: "DTTableViewManager", package: "DTTableViewManager"),
                .product(name: "HeadlessUIKit", package: "DTTableViewManager"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
