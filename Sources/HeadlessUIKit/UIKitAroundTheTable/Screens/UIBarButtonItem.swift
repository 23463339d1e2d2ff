import Foundation

/// A button in a navigation bar or toolbar: a title, image, system item or custom view that
/// runs a `UIAction`, a target–action pair, or shows a menu.
///
/// Headless: a tap is simulated with ``simulateTap()``. Target–action pairs are recorded in
/// ``target`` and ``action`` but cannot be called (Linux has no Objective-C runtime, and
/// `#selector` does not exist there); use a `primaryAction` for behaviour tests run.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// Creates a plain item with no title, image or action.
    public override init() {
        super.init()
    }

    /// Creates an item from an archive; headless: nothing is decoded.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates an item with an image and a target–action pair.
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - style: The style.
    ///   - target: The object whose method UIKit calls.
    ///   - action: The method.
    public convenience init(image: UIImage?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        setTarget(target, action: action)
    }

    /// Creates an item with an image, a compact image and a target–action pair.
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - landscapeImagePhone: The image in compact bars.
    ///   - style: The style.
    ///   - target: The object whose method UIKit calls.
    ///   - action: The method.
    public convenience init(image: UIImage?, landscapeImagePhone: UIImage?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
        self.init(image: image, style: style, target: target, action: action)
        self.landscapeImagePhone = landscapeImagePhone
    }

    /// Creates an item with a title and a target–action pair.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - style: The style.
    ///   - target: The object whose method UIKit calls.
    ///   - action: The method.
    public convenience init(title: String?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        setTarget(target, action: action)
    }

    /// Creates a system item with a target–action pair.
    ///
    /// - Parameters:
    ///   - systemItem: The system item.
    ///   - target: The object whose method UIKit calls.
    ///   - action: The method.
    public convenience init(barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Any?, action: Selector?) {
        self.init()
        headlessSystemItem = systemItem
        setTarget(target, action: action)
    }

    /// Creates an item showing a custom view.
    ///
    /// - Parameter customView: The view.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// Creates a system item that runs an action or shows a menu; the action's title and image
    /// are ignored.
    ///
    /// - Parameters:
    ///   - systemItem: The system item.
    ///   - primaryAction: The action run on tap.
    ///   - menu: The menu.
    public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        headlessSystemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Creates a plain item with a title and image that runs an action or shows a menu. With an
    /// action, the item takes the action's title and image.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - image: The image.
    ///   - primaryAction: The action run on tap.
    ///   - menu: The menu.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Creates a plain item with a title, image, target–action pair and menu.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - image: The image.
    ///   - target: The object whose method UIKit calls.
    ///   - action: The method.
    ///   - menu: The menu.
    public convenience init(title: String?, image: UIImage?, target: AnyObject?, action: Selector?, menu: UIMenu? = nil) {
        self.init(title: title, style: .plain, target: target, action: action)
        self.image = image
        self.menu = menu
    }

    /// A fixed space of a width between items. UIKit returns `Self`; HeadlessUIKit returns the
    /// base class.
    ///
    /// - Parameter width: The width.
    /// - Returns: The space item.
    open class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// A flexible space between items. UIKit returns `Self`; HeadlessUIKit returns the base
    /// class.
    ///
    /// - Returns: The space item.
    open class func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    // MARK: - Properties

    /// How the item looks.
    open var style: UIBarButtonItem.Style = .plain
    /// The item's width; 0 for its natural width.
    open var width: CGFloat = 0
    /// Titles the item may show, to reserve their width.
    open var possibleTitles: Set<String>?
    /// A view shown instead of the title or image.
    open var customView: UIView?
    /// The method UIKit calls on ``target`` when the item is tapped and it has no
    /// ``primaryAction``. Headless: recorded, never called.
    open var action: Selector?
    /// The object UIKit calls ``action`` on.
    open weak var target: AnyObject?
    /// The item's tint color.
    open var tintColor: UIColor?
    /// Whether the item is selected.
    open var isSelected: Bool = false
    /// Whether the item is hidden from its bar.
    open var isHidden: Bool = false
    /// Whether tapping the item toggles its selection.
    open var changesSelectionAsPrimaryAction: Bool = false

    /// The action run when the item is tapped; its target and action are then ignored. Setting
    /// a non-`nil` action on an item that is not a system item gives the item the action's title
    /// and image. Headless: the action is kept, not copied.
    open var primaryAction: UIAction? {
        get { storedPrimaryAction }
        set {
            storedPrimaryAction = newValue
            guard let newValue, headlessSystemItem == nil else { return }
            title = newValue.title
            image = newValue.image
        }
    }

    private var storedPrimaryAction: UIAction?

    /// The menu shown by the item.
    open var menu: UIMenu?

    /// The system item the item was created as, if any (HeadlessUIKit-only: UIKit keeps it
    /// private).
    public private(set) var headlessSystemItem: SystemItem?

    /// The behaviour UIKit gives its own items (`editButtonItem`) on tap.
    var headlessTapHandler: (@MainActor () -> Void)?

    // MARK: - Appearance for bar metrics

    private var backgroundImages = AppearanceValues<UIImage>()
    private var styleBackgroundImages = AppearanceValues<UIImage>()
    private var backgroundVerticalAdjustments = AppearanceValues<CGFloat>()
    private var titleAdjustments = AppearanceValues<UIOffset>()
    private var backButtonBackgroundImages = AppearanceValues<UIImage>()
    private var backButtonTitleAdjustments = AppearanceValues<UIOffset>()
    private var backButtonBackgroundVerticalAdjustments = AppearanceValues<CGFloat>()

    /// Sets the background image for a state with bar metrics, for items of any style.
    /// Headless: stored, not drawn.
    ///
    /// - Parameters:
    ///   - backgroundImage: The image, or `nil`.
    ///   - state: The item's state.
    ///   - barMetrics: The bar metrics.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        backgroundImages[Int(state.rawValue), barMetrics.rawValue] = backgroundImage
    }

    /// The background image set for a state with bar metrics, for items of any style.
    ///
    /// - Parameters:
    ///   - state: The item's state.
    ///   - barMetrics: The bar metrics.
    /// - Returns: The image, or `nil`.
    open func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[Int(state.rawValue), barMetrics.rawValue]
    }

    /// Sets the background image for a state, a style and bar metrics. Headless: stored, not
    /// drawn.
    ///
    /// - Parameters:
    ///   - backgroundImage: The image, or `nil`.
    ///   - state: The item's state.
    ///   - style: The item style the image is for.
    ///   - barMetrics: The bar metrics.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, style: Style, barMetrics: UIBarMetrics) {
        styleBackgroundImages[Int(state.rawValue), style.rawValue, barMetrics.rawValue] = backgroundImage
    }

    /// The background image set for a state, a style and bar metrics.
    ///
    /// - Parameters:
    ///   - state: The item's state.
    ///   - style: The item style.
    ///   - barMetrics: The bar metrics.
    /// - Returns: The image, or `nil`.
    open func backgroundImage(for state: UIControl.State, style: Style, barMetrics: UIBarMetrics) -> UIImage? {
        styleBackgroundImages[Int(state.rawValue), style.rawValue, barMetrics.rawValue]
    }

    /// Moves the background up or down for bar metrics. Headless: stored.
    ///
    /// - Parameters:
    ///   - adjustment: The vertical offset.
    ///   - barMetrics: The bar metrics.
    open func setBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        backgroundVerticalAdjustments[barMetrics.rawValue] = adjustment
    }

    /// How far the background is moved for bar metrics; zero unless set.
    ///
    /// - Parameter barMetrics: The bar metrics.
    /// - Returns: The vertical offset.
    open func backgroundVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        backgroundVerticalAdjustments[barMetrics.rawValue] ?? 0
    }

    /// Moves the title for bar metrics. Headless: stored.
    ///
    /// - Parameters:
    ///   - adjustment: The offset.
    ///   - barMetrics: The bar metrics.
    open func setTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        titleAdjustments[barMetrics.rawValue] = adjustment
    }

    /// How far the title is moved for bar metrics; zero unless set.
    ///
    /// - Parameter barMetrics: The bar metrics.
    /// - Returns: The offset.
    open func titlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
        titleAdjustments[barMetrics.rawValue] ?? .zero
    }

    /// Sets the background image of a back button made from this item, for a state with bar
    /// metrics. Headless: stored, not drawn.
    ///
    /// - Parameters:
    ///   - backgroundImage: The image, or `nil`.
    ///   - state: The button's state.
    ///   - barMetrics: The bar metrics.
    open func setBackButtonBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        backButtonBackgroundImages[Int(state.rawValue), barMetrics.rawValue] = backgroundImage
    }

    /// The back button background image set for a state with bar metrics.
    ///
    /// - Parameters:
    ///   - state: The button's state.
    ///   - barMetrics: The bar metrics.
    /// - Returns: The image, or `nil`.
    open func backButtonBackgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        backButtonBackgroundImages[Int(state.rawValue), barMetrics.rawValue]
    }

    /// Moves a back button's title for bar metrics. Headless: stored.
    ///
    /// - Parameters:
    ///   - adjustment: The offset.
    ///   - barMetrics: The bar metrics.
    open func setBackButtonTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        backButtonTitleAdjustments[barMetrics.rawValue] = adjustment
    }

    /// How far a back button's title is moved for bar metrics; zero unless set.
    ///
    /// - Parameter barMetrics: The bar metrics.
    /// - Returns: The offset.
    open func backButtonTitlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
        backButtonTitleAdjustments[barMetrics.rawValue] ?? .zero
    }

    /// Moves a back button's background up or down for bar metrics. Headless: stored.
    ///
    /// - Parameters:
    ///   - adjustment: The vertical offset.
    ///   - barMetrics: The bar metrics.
    open func setBackButtonBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        backButtonBackgroundVerticalAdjustments[barMetrics.rawValue] = adjustment
    }

    /// How far a back button's background is moved for bar metrics; zero unless set.
    ///
    /// - Parameter barMetrics: The bar metrics.
    /// - Returns: The vertical offset.
    open func backButtonBackgroundVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        backButtonBackgroundVerticalAdjustments[barMetrics.rawValue] ?? 0
    }

    // MARK: - Simulated touch

    /// Simulates a tap on the item (HeadlessUIKit-only).
    ///
    /// An enabled, visible item runs its ``primaryAction`` (with the item as sender), or UIKit's
    /// own behaviour for items such as `editButtonItem`, and toggles ``isSelected`` when
    /// ``changesSelectionAsPrimaryAction`` is set. A target–action pair cannot be called; check
    /// ``target`` and ``action`` instead.
    /// - Returns: Whether an action ran.
    @discardableResult
    public func simulateTap() -> Bool {
        guard isEnabled, !isHidden else { return false }
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
        if let primaryAction {
            primaryAction.performWithSender(self, target: nil)
            return true
        }
        guard let headlessTapHandler else { return false }
        headlessTapHandler()
        return true
    }

    private func setTarget(_ target: Any?, action: Selector?) {
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }
}
