import Foundation

/// What a headless snapshot of a screen shows: how much detail, and what happens to views a
/// user cannot see (HeadlessUIKit-only).
///
/// The defaults describe what a user would notice: frames, colors, text, images, control
/// states and accessibility, with hidden views and views outside the screen left out. Turn
/// detail off so that a snapshot changes only for the changes a test is about:
///
/// ```swift
/// var options = HeadlessSnapshotOptions()
/// options.includesFrames = false   // text and state only: layout tweaks don't fail the test
/// let text = screen.headlessTextSnapshot(options: options)
/// ```
public struct HeadlessSnapshotOptions: Sendable, Hashable {
    /// What a snapshot does with views a user cannot see.
    public enum UnseenViews: Sendable, Hashable {
        /// They and their subviews are left out.
        case omitted
        /// They are listed, marked `hidden` or `offscreen`, without their subviews; the SVG
        /// picture outlines them with a dashed line.
        case marked
    }

    /// Views that are hidden, or whose `alpha` is below 0.01 (UIKit's threshold for touches);
    /// ``UnseenViews/omitted`` by default.
    public var hiddenViews: UnseenViews = .omitted
    /// Views entirely outside the snapshot's root or a clipping ancestor (such as a table
    /// scrolled past them); ``UnseenViews/omitted`` by default.
    public var offscreenViews: UnseenViews = .omitted
    /// Whether the text snapshot gives each view's frame, in its superview's coordinates and
    /// rounded to points; `true` by default. The SVG picture always uses frames.
    public var includesFrames: Bool = true
    /// Whether the text snapshot gives colors (background, text, tint, border); `true` by
    /// default.
    public var includesColors: Bool = true
    /// Whether the text snapshot gives accessibility labels and traits; `true` by default.
    public var includesAccessibility: Bool = true
    /// Whether the SVG picture outlines the root view's safe area with a dashed line when it
    /// is not empty; `true` by default.
    public var showsSafeArea: Bool = true

    /// Creates the default options: everything a user would notice, unseen views left out.
    public init() {}

    /// The default options.
    public static var `default`: HeadlessSnapshotOptions { HeadlessSnapshotOptions() }

    /// Text, images and control states only: no frames, colors or accessibility, so that a
    /// snapshot changes only when what the screen says changes.
    public static var contentOnly: HeadlessSnapshotOptions {
        var options = HeadlessSnapshotOptions()
        options.includesFrames = false
        options.includesColors = false
        options.includesAccessibility = false
        return options
    }
}
