import Foundation

/// The traits that describe an accessibility element to assistive technologies: what it is
/// (a button, a header, an image…) and its state (selected, not enabled…).
///
/// UIKit exports the traits as runtime constants. The raw values here are the ones iOS reports
/// for the first fifteen (`button` is 1, … `causesPageTurn` is 1 << 14), which every
/// reimplementation found agrees on; `header` (1 << 16) and `tabBar` (1 << 15) come from one
/// reverse-engineered source each and are not confirmed on a device. Compare traits by name
/// (`traits.contains(.header)`), not by raw value.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The bits of the traits.
    public let rawValue: UInt64

    /// Creates traits from their bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// No traits.
    public static let none = UIAccessibilityTraits([])
    /// The element behaves as a button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// The element behaves as a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// The element is an image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// The element is selected.
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// The element plays its own sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// The element behaves as a keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// The element is static text that cannot change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// The element summarizes the current situation when the app starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// The element is not enabled and does not respond to the user.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// The element updates its label or value frequently.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// The element is a search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// The element starts a media session when activated.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// The element can be adjusted continuously (a slider, a picker).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// The element lets the user touch it directly.
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// The element turns the page when VoiceOver finishes reading it.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// The element is a header that divides content into sections.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// The element is a tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
}
