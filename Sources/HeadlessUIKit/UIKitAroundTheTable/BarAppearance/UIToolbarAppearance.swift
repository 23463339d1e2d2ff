import Foundation

/// The appearance of a toolbar: background and shadow, and bar button item appearances.
///
/// Headless: stored, not drawn.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    private var storedButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    private var storedDoneButtonAppearance = UIBarButtonItemAppearance(style: .done)

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

    override func takeValues(from other: UIBarAppearance) {
        super.takeValues(from: other)
        guard let other = other as? UIToolbarAppearance else { return }
        buttonAppearance = other.buttonAppearance
        doneButtonAppearance = other.doneButtonAppearance
    }
}
