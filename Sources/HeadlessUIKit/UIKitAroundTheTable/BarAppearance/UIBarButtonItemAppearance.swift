import Foundation

/// How the bar button items of one style look, per state.
///
/// Bar appearances hold one for plain items (`buttonAppearance`), one for done items
/// (`doneButtonAppearance`) and, on navigation bars, one for the back button. Headless: stored,
/// not applied to the items.
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: NSObject, @preconcurrency NSCopying {
    /// The appearance of enabled items.
    open var normal: UIBarButtonItemStateAppearance { storedNormal }
    private let storedNormal = UIBarButtonItemStateAppearance()
    /// The appearance of items being touched.
    open var highlighted: UIBarButtonItemStateAppearance { storedHighlighted }
    private let storedHighlighted = UIBarButtonItemStateAppearance()
    /// The appearance of disabled items.
    open var disabled: UIBarButtonItemStateAppearance { storedDisabled }
    private let storedDisabled = UIBarButtonItemStateAppearance()
    /// The appearance of focused items.
    open var focused: UIBarButtonItemStateAppearance { storedFocused }
    private let storedFocused = UIBarButtonItemStateAppearance()

    /// Creates an appearance with the default look of a style.
    ///
    /// Headless: `required` (UIKit's is not), because copies are made with it and keep the
    /// appearance's class.
    /// - Parameter style: The items' style.
    public required init(style: UIBarButtonItem.Style) {
        super.init()
        configureWithDefault(for: style)
    }

    /// Creates an appearance with the default look of plain items.
    public convenience override init() {
        self.init(style: .plain)
    }

    /// Creates an appearance from an archive; headless: nothing is decoded.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Resets every state to the default look of a style.
    ///
    /// Headless: every state is reset to no customization (empty title attributes, no
    /// background image, zero adjustments); UIKit does not document the per-style defaults.
    /// - Parameter style: The items' style.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        let blank = UIBarButtonItemStateAppearance()
        for state in states { state.takeValues(from: blank) }
    }

    /// Returns a copy, of the same class, with copies of the four state appearances.
    ///
    /// - Parameter zone: Ignored.
    /// - Returns: The copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init(style: .plain)
        for (target, source) in zip(copy.states, states) { target.takeValues(from: source) }
        return copy
    }

    /// Returns a copy with copies of the four state appearances.
    ///
    /// Headless: where the result has no type from its context, Swift picks `NSObject`'s
    /// `copy() -> Any` (see `UIBarAppearance.copy()`).
    /// - Returns: The copy.
    @_disfavoredOverload
    public func copy() -> Self {
        copy(with: nil) as! Self
    }

    /// The four state appearances.
    private var states: [UIBarButtonItemStateAppearance] { [normal, highlighted, disabled, focused] }
}
