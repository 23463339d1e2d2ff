import Foundation

/// What navigation bars, tab bars and toolbars share in their appearance: background and shadow.
///
/// Bars and navigation items copy the appearances assigned to them (`@NSCopying` in UIKit), so
/// changing an appearance after assigning it does not change the bar. Headless: nothing is
/// drawn; the values are stored for tests to read. The values the `configureWith…` methods set
/// are HeadlessUIKit's choice where Apple does not document them (see REMAINING_UIKIT.md).
@preconcurrency @MainActor
open class UIBarAppearance: NSObject, @preconcurrency NSCopying {
    /// The idiom the appearance targets.
    open var idiom: UIUserInterfaceIdiom { storedIdiom }
    private let storedIdiom: UIUserInterfaceIdiom
    /// The blur behind the bar's content.
    open var backgroundEffect: UIBlurEffect?
    /// The bar's background color, drawn over the effect.
    open var backgroundColor: UIColor?
    /// An image drawn over the background color.
    open var backgroundImage: UIImage?
    /// How the background image fills the bar; `.scaleToFill` by default.
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The color of the bar's shadow (its hairline), or of ``shadowImage`` when it is a template.
    open var shadowColor: UIColor?
    /// An image used as the bar's shadow.
    open var shadowImage: UIImage?

    /// Creates an appearance for an idiom, with the default background and shadow
    /// (``configureWithDefaultBackground()``).
    ///
    /// - Parameter idiom: The idiom. Headless: kept as given (UIKit adjusts an idiom that does
    ///   not fit the device).
    public init(idiom: UIUserInterfaceIdiom) {
        storedIdiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    /// Creates an appearance for the current device's idiom (headless: the screen's), with the
    /// default background.
    public convenience override init() {
        self.init(idiom: UIScreen.main.traitCollection.userInterfaceIdiom)
    }

    /// Creates an appearance with the values of another that matter to this class: the
    /// background and shadow, and a subclass's own values when `barAppearance` is of its class.
    ///
    /// Headless: `required` (UIKit's is not), because copies are made with it and keep the
    /// appearance's class; a subclass that adds stored values overrides it to copy them.
    /// - Parameter barAppearance: The appearance to copy from.
    public required init(barAppearance: UIBarAppearance) {
        storedIdiom = barAppearance.idiom
        super.init()
        takeValues(from: barAppearance)
    }

    /// Creates an appearance from an archive; headless: nothing is decoded, the default
    /// background is used.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        storedIdiom = UIScreen.main.traitCollection.userInterfaceIdiom
        super.init()
        configureWithDefaultBackground()
    }

    /// Resets the background and shadow to the system's default: a blur, no color, a shadow.
    ///
    /// Headless: a `.systemChromeMaterial` blur and a black shadow at 30% opacity; images
    /// removed.
    open func configureWithDefaultBackground() {
        configureBackground(effect: UIBlurEffect(style: .systemChromeMaterial), color: nil, shadow: UIColor(white: 0, alpha: 0.3))
    }

    /// Resets the background and shadow to opaque colors of the current theme.
    ///
    /// Headless: `systemBackground`, no blur, a black shadow at 30% opacity; images removed.
    open func configureWithOpaqueBackground() {
        configureBackground(effect: nil, color: .systemBackground, shadow: UIColor(white: 0, alpha: 0.3))
    }

    /// Resets the background to transparent and removes the shadow, as documented: no blur,
    /// no color, no shadow color, no images.
    open func configureWithTransparentBackground() {
        configureBackground(effect: nil, color: nil, shadow: nil)
    }

    /// Returns a copy of the appearance, of the same class, made with
    /// ``init(barAppearance:)``.
    ///
    /// - Parameter zone: Ignored.
    /// - Returns: The copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        type(of: self).init(barAppearance: self)
    }

    /// Returns a copy of the appearance, of the same class, with the same values.
    ///
    /// Headless: where the result has no type from its context (`let copy = appearance.copy()`),
    /// Swift picks `NSObject`'s `copy() -> Any`, as Swift cannot override it with a `Self`
    /// result as UIKit's Objective-C declaration does; give the type
    /// (`let copy: UINavigationBarAppearance = appearance.copy()`) or cast with `as!`.
    /// - Returns: The copy.
    @_disfavoredOverload
    public func copy() -> Self {
        copy(with: nil) as! Self
    }

    /// Copies the values `other` has that matter to this class; subclasses add theirs.
    func takeValues(from other: UIBarAppearance) {
        backgroundEffect = other.backgroundEffect
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }

    private func configureBackground(effect: UIBlurEffect?, color: UIColor?, shadow: UIColor?) {
        backgroundEffect = effect
        backgroundColor = color
        backgroundImage = nil
        backgroundImageContentMode = .scaleToFill
        shadowColor = shadow
        shadowImage = nil
    }
}
