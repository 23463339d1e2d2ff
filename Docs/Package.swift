// swift-tools-version: 6.0
// Builds the DocC documentation of the parent package without adding swift-docc-plugin to it:
//
//     swift package --package-path Docs generate-documentation --target DTTableViewManager
//
// (or `--target DTModelStorage`, `--target LinearDiffing`, `--target HeadlessUIKit`). Users of the library never fetch
// this package's dependencies.
import PackageDescription

let package = Package(
    name: "DTTableViewManagerDocs",
    dependencies: [
        .package(name: "DTTableViewManager", path: ".."),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "DocumentedModules",
            dependencies: [
                .product(name: "DTTableViewManager", package: "DTTableViewManager"),
                .product(name: "DTModelStorage", package: "DTTableViewManager"),
                .product(name: "LinearDiffing", package: "DTTableViewManager"),
                .product(name: "HeadlessUIKit", package: "DTTableViewManager"),
            ]
        ),
    ]
)
