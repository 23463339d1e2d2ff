import Foundation

/// How bar button items of one style look in one state: title attributes, background image
/// and their position adjustments.
///
/// Reach it through a ``UIBarButtonItemAppearance`` (`normal`, `highlighted`, `disabled`,
/// `focused`). Headless: stored, not applied to the items.
@preconcurrency @MainActor
open class UIBarButtonItemStateAppearance: NSObject {
    /// The attributes of the items' titles; empty by default.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the titles are moved; zero by default.
    open var titlePositionAdjustment: UIOffset = .zero
    /// The image behind the items.
    open var backgroundImage: UIImage?
    /// How far the background image is moved; zero by default.
    open var backgroundImagePositionAdjustment: UIOffset = .zero

    /// Creates a state appearance with no customization (the owning appearance creates them).
    override init() {
        super.init()
    }

    /// Copies the values of `other`.
    func takeValues(from other: UIBarButtonItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        backgroundImage = other.backgroundImage
        backgroundImagePositionAdjustment = other.backgroundImagePositionAdjustment
    }
}
