import Foundation

/// The appearance of a navigation bar: background and shadow, title attributes, bar button
/// item appearances and the back indicator.
///
/// Assign it to `UINavigationBar.standardAppearance` (and the compact and scroll-edge ones) or
/// to a `UINavigationItem`'s appearances. Headless: stored, not drawn.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The attributes of the title; empty by default.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title is moved; zero by default.
    open var titlePositionAdjustment: UIOffset = .zero
    /// The attributes of the large title; empty by default.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    private var storedButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    private var storedDoneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    private var storedBackButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    private var storedBackIndicatorImage: UIImage?
    private var storedBackIndicatorTransitionMaskImage: UIImage?

    /// The appearance of plain bar button items; setting it stores a copy.
    open var buttonAppearance: UIBarButtonItemAppearance {
        get { storedButtonAppearance }
        set { storedButtonAppearance = newValue.copy() }
    }

    /// The appearance of done bar button items; setting it stores a copy.
    open var doneButtonAppearance: UIBarButtonItemAppearance {
        get { storedDoneButtonAppearance }
        set { storedDoneButtonAppearance = newValue.copy() }
    }

    /// The appearance of the back button; setting it stores a copy.
    open var backButtonAppearance: UIBarButtonItemAppearance {
        get { storedBackButtonAppearance }
        set { storedBackButtonAppearance = newValue.copy() }
    }

    /// The back button's chevron: the one set with
    /// ``setBackIndicatorImage(_:transitionMaskImage:)``, else the system's.
    ///
    /// Headless: the system's is the `chevron.backward` symbol.
    open var backIndicatorImage: UIImage {
        storedBackIndicatorImage ?? Self.systemBackIndicator
    }

    /// The mask of the chevron during push and pop transitions: the one set, else the system's.
    open var backIndicatorTransitionMaskImage: UIImage {
        storedBackIndicatorTransitionMaskImage ?? Self.systemBackIndicator
    }

    /// Sets the back button's chevron and its transition mask. UIKit uses custom images only
    /// when both are set; with either `nil`, both revert to the system's.
    ///
    /// - Parameters:
    ///   - backIndicatorImage: The chevron.
    ///   - backIndicatorTransitionMaskImage: Its transition mask.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {
        guard let backIndicatorImage, let backIndicatorTransitionMaskImage else {
            storedBackIndicatorImage = nil
            storedBackIndicatorTransitionMaskImage = nil
            return
        }
        storedBackIndicatorImage = backIndicatorImage
        storedBackIndicatorTransitionMaskImage = backIndicatorTransitionMaskImage
    }

    override func takeValues(from other: UIBarAppearance) {
        super.takeValues(from: other)
        guard let other = other as? UINavigationBarAppearance else { return }
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        largeTitleTextAttributes = other.largeTitleTextAttributes
        buttonAppearance = other.buttonAppearance
        doneButtonAppearance = other.doneButtonAppearance
        backButtonAppearance = other.backButtonAppearance
        storedBackIndicatorImage = other.storedBackIndicatorImage
        storedBackIndicatorTransitionMaskImage = other.storedBackIndicatorTransitionMaskImage
    }

    /// The system chevron (headless: the `chevron.backward` symbol).
    private static var systemBackIndicator: UIImage {
        UIImage(systemName: "chevron.backward") ?? UIImage()
    }
}
