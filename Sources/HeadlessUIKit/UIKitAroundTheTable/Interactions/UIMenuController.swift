import Foundation

/// The edit menu (Cut, Copy, Paste and the app's ``menuItems``) shown over a view, as apps
/// showed it before `UIEditMenuInteraction`: `UIMenuController.shared.showMenu(from:rect:)`.
///
/// Headless: nothing is drawn. Showing and hiding set ``isMenuVisible`` and ``menuFrame`` (the
/// target rectangle in its window's coordinates) and post UIKit's will/did show and hide
/// notifications, object the controller (and `menuFrameDidChangeNotification` when a shown menu
/// moves); a test reads what is shown and calls the first
/// responder's command itself (`label.copy(nil)`), as a tap on the item would.
@preconcurrency @MainActor
open class UIMenuController: NSObject {
    /// The app's edit menu.
    open class var shared: UIMenuController { sharedController }
    private static let sharedController = UIMenuController()

    /// The custom commands shown after the standard ones; `nil` until set.
    open var menuItems: [UIMenuItem]?
    /// Where the menu's arrow points. Headless: stored; `.default` until set.
    open var arrowDirection: ArrowDirection = .default
    /// The view the menu was last shown from (HeadlessUIKit's, for tests).
    public private(set) weak var headlessTargetView: UIView?
    /// The target rectangle, in the target view's coordinates.
    private var targetRect: CGRect = .zero
    private var visible = false

    /// Whether the menu is shown. Setting it shows the menu at the last target, or hides it.
    open var isMenuVisible: Bool {
        get { visible }
        set { setVisible(newValue) }
    }

    /// The menu's frame: the target rectangle in its window's coordinates while the menu is
    /// shown (headless: the menu's own size is not computed); `.zero` while it is hidden.
    open var menuFrame: CGRect {
        guard visible, let view = headlessTargetView else { return .zero }
        return view.convert(targetRect, to: nil)
    }

    /// Shows the menu over a rectangle of a view.
    ///
    /// - Parameters:
    ///   - targetView: The view.
    ///   - targetRect: The rectangle the menu points at, in the view's coordinates.
    open func showMenu(from targetView: UIView, rect targetRect: CGRect) {
        setTargetRect(targetRect, in: targetView)
        setVisible(true)
    }

    /// Hides the menu if it is shown from a view.
    ///
    /// - Parameter targetView: The view.
    open func hideMenu(from targetView: UIView) {
        if headlessTargetView === targetView { setVisible(false) }
    }

    /// Hides the menu.
    open func hideMenu() {
        setVisible(false)
    }

    /// Shows or hides the menu at the target set with ``setTargetRect(_:in:)``.
    ///
    /// - Parameters:
    ///   - menuVisible: Whether to show it.
    ///   - animated: Ignored headlessly.
    @available(iOS, introduced: 3.0, deprecated: 13.0, message: "Use showMenuFromView:rect: or hideMenuFromView: instead.")
    open func setMenuVisible(_ menuVisible: Bool, animated: Bool) {
        setVisible(menuVisible)
    }

    /// Sets the rectangle of a view the menu points at when it is next shown.
    ///
    /// - Parameters:
    ///   - targetRect: The rectangle, in the view's coordinates.
    ///   - targetView: The view.
    @available(iOS, introduced: 3.0, deprecated: 13.0, message: "Use showMenuFromView:rect: instead.")
    open func setTargetRect(_ targetRect: CGRect, in targetView: UIView) {
        let moved = headlessTargetView !== targetView || self.targetRect != targetRect
        headlessTargetView = targetView
        self.targetRect = targetRect
        if visible && moved { NotificationCenter.default.post(name: Self.menuFrameDidChangeNotification, object: self) }
    }

    /// Updates the menu's commands after the first responder's abilities change. Headless:
    /// nothing to redraw.
    open func update() {}

    private func setVisible(_ shown: Bool) {
        guard shown != visible else { return }
        let center = NotificationCenter.default
        center.post(name: shown ? Self.willShowMenuNotification : Self.willHideMenuNotification, object: self)
        visible = shown
        center.post(name: shown ? Self.didShowMenuNotification : Self.didHideMenuNotification, object: self)
    }
}

extension UIMenuController {
    /// Where the edit menu's arrow points, with UIKit's raw values.
    public enum ArrowDirection: Int, Sendable {
        /// Where there is room.
        case `default` = 0
        /// Up.
        case up = 1
        /// Down.
        case down = 2
        /// Left.
        case left = 3
        /// Right.
        case right = 4
    }

    /// Posted before the menu is shown.
    nonisolated public static let willShowMenuNotification = NSNotification.Name("UIMenuControllerWillShowMenuNotification")
    /// Posted after the menu is shown.
    nonisolated public static let didShowMenuNotification = NSNotification.Name("UIMenuControllerDidShowMenuNotification")
    /// Posted before the menu is hidden.
    nonisolated public static let willHideMenuNotification = NSNotification.Name("UIMenuControllerWillHideMenuNotification")
    /// Posted after the menu is hidden.
    nonisolated public static let didHideMenuNotification = NSNotification.Name("UIMenuControllerDidHideMenuNotification")
    /// Posted when the menu's frame changes.
    nonisolated public static let menuFrameDidChangeNotification = NSNotification.Name("UIMenuControllerMenuFrameDidChangeNotification")
}
