import Foundation

/// How the tab bar items of one layout (stacked, inline, compact inline) look, per state.
///
/// Headless: stored, not applied to the items.
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject, @preconcurrency NSCopying {
    /// The layouts of tab bar items.
    public enum Style: Int, Sendable {
        /// The title under the icon.
        case stacked = 0
        /// The title beside the icon (regular width).
        case inline = 1
        /// The title beside the icon, compact.
        case compactInline = 2
    }

    /// The appearance of items that are not selected.
    open var normal: UITabBarItemStateAppearance { storedNormal }
    private let storedNormal = UITabBarItemStateAppearance()
    /// The appearance of the selected item.
    open var selected: UITabBarItemStateAppearance { storedSelected }
    private let storedSelected = UITabBarItemStateAppearance()
    /// The appearance of disabled items.
    open var disabled: UITabBarItemStateAppearance { storedDisabled }
    private let storedDisabled = UITabBarItemStateAppearance()
    /// The appearance of focused items.
    open var focused: UITabBarItemStateAppearance { storedFocused }
    private let storedFocused = UITabBarItemStateAppearance()

    /// Creates an appearance with the default look of a layout.
    ///
    /// Headless: `required` (UIKit's is not), because copies are made with it and keep the
    /// appearance's class.
    /// - Parameter style: The layout.
    public required init(style: Style) {
        super.init()
        configureWithDefault(for: style)
    }

    /// Creates an appearance with the default look of the stacked layout.
    public convenience override init() {
        self.init(style: .stacked)
    }

    /// Creates an appearance from an archive; headless: nothing is decoded.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Resets every state to the default look of a layout.
    ///
    /// Headless: every state is reset to no customization; UIKit does not document the
    /// per-layout defaults.
    /// - Parameter style: The layout.
    open func configureWithDefault(for style: Style) {
        let blank = UITabBarItemStateAppearance()
        for state in states { state.takeValues(from: blank) }
    }

    /// Returns a copy, of the same class, with copies of the four state appearances.
    ///
    /// - Parameter zone: Ignored.
    /// - Returns: The copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init(style: .stacked)
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
    private var states: [UITabBarItemStateAppearance] { [normal, selected, disabled, focused] }
}
