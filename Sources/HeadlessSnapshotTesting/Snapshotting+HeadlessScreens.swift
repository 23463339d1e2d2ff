// Strategies for swift-snapshot-testing that record a headless screen as text or as an SVG
// picture. Built only with the package trait `SnapshotTesting`, so a package that does not
// enable it never fetches swift-snapshot-testing or its swift-syntax dependency:
//
//     .package(url: "…/DTTableViewManager.git", from: "11.0.0", traits: ["SnapshotTesting"])
//
#if SnapshotTesting
import Foundation
import HeadlessUIKit
import SnapshotTesting

extension Snapshotting where Value: UIView, Format == String {
    /// The view's text snapshot, `UIView.headlessTextSnapshot(options:)`, recorded as a
    /// `.txt` file and compared line by line (HeadlessUIKit-only).
    ///
    /// ```swift
    /// assertSnapshot(of: screen.view, as: .headlessText)
    /// ```
    public static var headlessText: Snapshotting { headlessText(options: .default) }

    /// The view's text snapshot with the given options (HeadlessUIKit-only).
    ///
    /// - Parameter options: The detail given and what happens to views a user cannot see.
    /// - Returns: A strategy recording `.txt` files, compared line by line.
    public static func headlessText(options: HeadlessSnapshotOptions) -> Snapshotting {
        SimplySnapshotting.lines.pullback { view in
            MainActor.assumeIsolated { view.headlessTextSnapshot(options: options) }
        }
    }

    /// The view's SVG picture, `UIView.headlessSVGSnapshot(options:)`, recorded as an `.svg`
    /// file and compared line by line (HeadlessUIKit-only).
    ///
    /// ```swift
    /// assertSnapshot(of: screen.view, as: .headlessSVG)
    /// ```
    public static var headlessSVG: Snapshotting { headlessSVG(options: .default) }

    /// The view's SVG picture with the given options (HeadlessUIKit-only).
    ///
    /// - Parameter options: What happens to views a user cannot see, and whether the safe area
    ///   is outlined.
    /// - Returns: A strategy recording `.svg` files, compared line by line.
    public static func headlessSVG(options: HeadlessSnapshotOptions) -> Snapshotting {
        Snapshotting<String, String>.svgLines.pullback { view in
            MainActor.assumeIsolated { view.headlessSVGSnapshot(options: options) }
        }
    }
}

extension Snapshotting where Value: UIViewController, Format == String {
    /// The controller's text snapshot, `UIViewController.headlessTextSnapshot(options:)`,
    /// recorded as a `.txt` file and compared line by line (HeadlessUIKit-only).
    ///
    /// ```swift
    /// assertSnapshot(of: screen, as: .headlessText)
    /// ```
    public static var headlessText: Snapshotting { headlessText(options: .default) }

    /// The controller's text snapshot with the given options (HeadlessUIKit-only).
    ///
    /// - Parameter options: The detail given and what happens to views a user cannot see.
    /// - Returns: A strategy recording `.txt` files, compared line by line.
    public static func headlessText(options: HeadlessSnapshotOptions) -> Snapshotting {
        SimplySnapshotting.lines.pullback { controller in
            MainActor.assumeIsolated { controller.headlessTextSnapshot(options: options) }
        }
    }

    /// The controller's SVG picture, `UIViewController.headlessSVGSnapshot(options:)`,
    /// recorded as an `.svg` file and compared line by line (HeadlessUIKit-only).
    ///
    /// ```swift
    /// assertSnapshot(of: screen, as: .headlessSVG)
    /// ```
    public static var headlessSVG: Snapshotting { headlessSVG(options: .default) }

    /// The controller's SVG picture with the given options (HeadlessUIKit-only).
    ///
    /// - Parameter options: What happens to views a user cannot see, and whether the safe area
    ///   is outlined.
    /// - Returns: A strategy recording `.svg` files, compared line by line.
    public static func headlessSVG(options: HeadlessSnapshotOptions) -> Snapshotting {
        Snapshotting<String, String>.svgLines.pullback { controller in
            MainActor.assumeIsolated { controller.headlessSVGSnapshot(options: options) }
        }
    }
}

extension Snapshotting where Value == String, Format == String {
    /// Text recorded in `.svg` files and compared line by line.
    fileprivate static var svgLines: Snapshotting {
        Snapshotting(pathExtension: "svg", diffing: .lines)
    }
}
#endif
