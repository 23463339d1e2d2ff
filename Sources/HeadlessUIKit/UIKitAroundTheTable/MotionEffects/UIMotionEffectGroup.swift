import Foundation

/// Motion effects applied together: a horizontal and a vertical parallax as one effect.
@preconcurrency @MainActor
open class UIMotionEffectGroup: UIMotionEffect {
    /// The effects of the group.
    open var motionEffects: [UIMotionEffect]?

    /// The values of every effect of the group, merged (a later effect's value for a key path
    /// replaces an earlier one's).
    ///
    /// - Parameter viewerOffset: The tilt.
    /// - Returns: The values by key path, or `nil` when no effect gives any.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        let values = (motionEffects ?? []).compactMap { $0.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) }
        guard !values.isEmpty else { return nil }
        return values.reduce(into: [:]) { merged, next in merged.merge(next) { _, later in later } }
    }
}
