import Foundation

/// An interaction that shows a context menu when the user long-presses its view.
///
/// Headless: nothing is shown; a test long-presses with ``simulateLongPress(at:)``, which asks
/// the delegate for the menu and returns its configuration, as
/// `UITableView.simulateContextMenu(at:)` does for rows.
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    private weak var storedDelegate: UIContextMenuInteractionDelegate?
    private weak var storedView: UIView?
    /// The menu shown and where it was opened, in the interaction's view, between a long press
    /// and the menu's dismissal.
    private var shownMenu: (configuration: UIContextMenuConfiguration, location: CGPoint)?

    /// The object that gives the menu.
    open var delegate: UIContextMenuInteractionDelegate? { storedDelegate }

    /// The view the interaction is added to.
    open var view: UIView? { storedView }

    /// Creates an interaction whose delegate gives its menu.
    ///
    /// - Parameter delegate: The delegate, held weakly.
    public init(delegate: UIContextMenuInteractionDelegate) {
        storedDelegate = delegate
        super.init()
    }

    /// Called before the interaction is added to, or removed from, a view; a shown menu goes.
    ///
    /// - Parameter view: The new view, or `nil`.
    open func willMove(to view: UIView?) {
        dismissMenu()
    }

    /// Called after the interaction was added to, or removed from, a view.
    ///
    /// - Parameter view: The new view, or `nil`.
    open func didMove(to view: UIView?) {
        storedView = view
    }

    /// The location of the press that opened the shown menu, in a view's coordinates.
    ///
    /// - Parameter view: The view whose coordinates to use; `nil` for the window's.
    /// - Returns: The location; headless: `.zero` when no menu is shown.
    open func location(in view: UIView?) -> CGPoint {
        guard let shownMenu, let ownView = storedView else { return .zero }
        return ownView.convert(shownMenu.location, to: view)
    }

    /// Dismisses the shown menu, telling the delegate `willEndFor`; does nothing when no menu is
    /// shown.
    open func dismissMenu() {
        guard let configuration = shownMenu?.configuration else { return }
        shownMenu = nil
        delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: nil)
    }

    /// The configuration of the shown menu, if one is shown.
    var shownConfiguration: UIContextMenuConfiguration? { shownMenu?.configuration }

    /// Records a menu shown by other means than ``simulateLongPress(at:)`` (a table's row menu),
    /// so that ``dismissMenu()`` ends it; the delegate is not asked.
    func recordShownMenu(_ configuration: UIContextMenuConfiguration, at location: CGPoint) {
        shownMenu = (configuration, location)
    }

    // MARK: - Headless touches

    /// Simulates a long press on the interaction's view (HeadlessUIKit-only).
    ///
    /// Asks the delegate's `configurationForMenuAtLocation`; when it returns a configuration,
    /// tells it `willDisplayMenuFor`, and the menu stays shown until ``dismissMenu()``. A shown
    /// menu is dismissed first.
    /// - Parameter location: Where the press is, in the view's coordinates.
    /// - Returns: The configuration shown (its `headlessActionProvider` builds the menu), or
    ///   `nil` when no menu opens: no view, a press outside the view's bounds, no delegate, or
    ///   the delegate gives no configuration.
    @discardableResult
    public func simulateLongPress(at location: CGPoint) -> UIContextMenuConfiguration? {
        dismissMenu()
        guard let ownView = storedView, ownView.bounds.contains(location), let delegate,
              let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: location)
        else { return nil }
        shownMenu = (configuration, location)
        delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: nil)
        return configuration
    }
}
