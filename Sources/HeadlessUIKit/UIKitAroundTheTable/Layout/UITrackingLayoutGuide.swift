import Foundation

/// A layout guide that turns constraints on and off as it nears or leaves the edges of its view
/// (iOS 15); the keyboard layout guide is one.
///
/// Headless: the guide never moves (the keyboard is never shown), so it tracks nothing: the
/// tracking methods (`setConstraints(_:activeWhenNearEdge:)`,
/// `setConstraints(_:activeWhenAwayFrom:)` and the others) are missing.
@available(iOS 15.0, *)
@preconcurrency @MainActor
open class UITrackingLayoutGuide: UILayoutGuide {}
