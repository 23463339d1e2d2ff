import Foundation

/// The object a split view controller asks how to collapse, expand and show controllers, and
/// tells about changes of its columns.
///
/// Every method is optional in UIKit; here each is a requirement with a default implementation
/// (the proposed value, `false` or `nil`: "let the split view controller decide"). The
/// interface-orientation, gesture and pre-iOS 8 methods are missing.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// Called before the display mode of an expanded split view controller changes.
    ///
    /// - Parameters:
    ///   - svc: The split view controller.
    ///   - displayMode: The new display mode.
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)

    /// The display mode that the display mode button (`displayModeButtonItem`) changes to;
    /// `.automatic` lets the split view controller choose.
    ///
    /// - Parameter svc: The split view controller.
    /// - Returns: The mode.
    func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode

    /// Asked to show a controller in the primary position; `true` when the delegate showed it.
    ///
    /// - Parameters:
    ///   - splitViewController: The split view controller.
    ///   - vc: The controller to show.
    ///   - sender: The object that asked.
    /// - Returns: Whether the delegate showed it.
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool

    /// Asked to show a controller as the detail; `true` when the delegate showed it.
    ///
    /// - Parameters:
    ///   - splitViewController: The split view controller.
    ///   - vc: The controller to show.
    ///   - sender: The object that asked.
    /// - Returns: Whether the delegate showed it.
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool

    /// Asked, when a classic split view controller collapses, whether the delegate took care of
    /// the secondary controller; `false` lets the primary controller take it (a navigation
    /// controller pushes it), `true` discards it (the primary shows alone).
    ///
    /// - Parameters:
    ///   - splitViewController: The split view controller.
    ///   - secondaryViewController: The secondary controller.
    ///   - primaryViewController: The primary controller.
    /// - Returns: Whether the delegate handled the collapse.
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController, onto primaryViewController: UIViewController) -> Bool

    /// Asked, when a classic split view controller expands, for the secondary controller;
    /// `nil` lets the primary controller give it (a navigation controller pops its top).
    ///
    /// - Parameters:
    ///   - splitViewController: The split view controller.
    ///   - primaryViewController: The primary controller.
    /// - Returns: The secondary controller, or `nil`.
    func splitViewController(_ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController?

    /// Asked, when a column-style split view controller collapses, which column to show on top.
    ///
    /// - Parameters:
    ///   - svc: The split view controller.
    ///   - proposedTopColumn: The column UIKit proposes: `.secondary`.
    /// - Returns: The column to show.
    func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column

    /// Asked, when a column-style split view controller expands, for its display mode.
    ///
    /// - Parameters:
    ///   - svc: The split view controller.
    ///   - proposedDisplayMode: The mode UIKit proposes.
    /// - Returns: The display mode.
    func splitViewController(_ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode

    /// Called after a column-style split view controller collapsed.
    ///
    /// - Parameter svc: The split view controller.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)

    /// Called after a column-style split view controller expanded.
    ///
    /// - Parameter svc: The split view controller.
    func splitViewControllerDidExpand(_ svc: UISplitViewController)

    /// Called before a column shows.
    ///
    /// - Parameters:
    ///   - svc: The split view controller.
    ///   - column: The column.
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)

    /// Called before a column hides.
    ///
    /// - Parameters:
    ///   - svc: The split view controller.
    ///   - column: The column.
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
}

extension UISplitViewControllerDelegate {
    /// Does nothing: the method is optional.
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}

    /// Answers `.automatic`: the method is optional.
    public func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode { .automatic }

    /// Answers `false`: the method is optional.
    public func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool {
        false
    }

    /// Answers `false`: the method is optional.
    public func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool {
        false
    }

    /// Answers `false`: the method is optional.
    public func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController, onto primaryViewController: UIViewController) -> Bool {
        false
    }

    /// Answers `nil`: the method is optional.
    public func splitViewController(_ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? {
        nil
    }

    /// Answers the proposed column: the method is optional.
    public func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        proposedTopColumn
    }

    /// Answers the proposed display mode: the method is optional.
    public func splitViewController(_ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode {
        proposedDisplayMode
    }

    /// Does nothing: the method is optional.
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}

    /// Does nothing: the method is optional.
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}

    /// Does nothing: the method is optional.
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}

    /// Does nothing: the method is optional.
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
}
