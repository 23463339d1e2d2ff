import Foundation

/// Where a controller is in its appearance cycle.
enum AppearanceState: Equatable {
    /// Off screen.
    case disappeared
    /// Going on screen: `viewWillAppear` ran, `viewDidAppear` has not.
    case appearing(animated: Bool)
    /// On screen.
    case appeared
    /// Going off screen: `viewWillDisappear` ran, `viewDidDisappear` has not.
    case disappearing(animated: Bool)
}

/// Why a controller's appearance changes, while its callbacks run.
struct TransitionRole: OptionSet {
    let rawValue: UInt8
    /// Appearing because it is presented.
    static let beingPresented = TransitionRole(rawValue: 1 << 0)
    /// Disappearing because it is dismissed.
    static let beingDismissed = TransitionRole(rawValue: 1 << 1)
    /// Appearing because it was added to a container (pushed).
    static let movingToParent = TransitionRole(rawValue: 1 << 2)
    /// Disappearing because it is removed from a container (popped).
    static let movingFromParent = TransitionRole(rawValue: 1 << 3)
}

// Appearance callbacks in UIKit's order, for windows, navigation controllers and presentations.
extension UIViewController {
    /// Runs the appearance callbacks of controllers leaving the screen and the one entering it
    /// around a change of views, in UIKit's order: the entering one's view loads
    /// (`viewDidLoad`, and a container's children it shows), `viewWillDisappear` of the leaving
    /// ones, `viewWillAppear` of the entering one, the view change, `viewIsAppearing` and the layout
    /// callbacks of the entering one, `viewDidDisappear`, then `viewDidAppear`.
    ///
    /// - Parameters:
    ///   - disappearing: The controllers leaving the screen, top first.
    ///   - appearing: The controller entering the screen, if any.
    ///   - roles: Why each controller changes, exposed while the callbacks run
    ///     (`isBeingPresented` and the like).
    ///   - animated: Whether UIKit would animate.
    ///   - changeViews: Adds and removes the views.
    static func performAppearanceTransition(
        disappearing: [UIViewController],
        appearing: UIViewController?,
        roles: [(UIViewController, TransitionRole)] = [],
        animated: Bool,
        changeViews: () -> Void
    ) {
        for (controller, role) in roles { controller.transitionRole.formUnion(role) }
        defer { for (controller, role) in roles { controller.transitionRole.subtract(role) } }
        // Loaded first, so that the children a container shows in its view are forwarded the
        // callbacks from `viewWillAppear` on.
        appearing?.loadViewIfNeeded()
        for controller in disappearing { controller.beginAppearance(false, animated: animated) }
        appearing?.beginAppearance(true, animated: animated)
        changeViews()
        appearing?.finishPlacingAppearingView()
        for controller in disappearing { controller.endAppearance() }
        appearing?.endAppearance()
    }

    /// The children that appearance callbacks are forwarded to: those whose views are in this
    /// controller's view, when forwarding is automatic.
    var appearanceChildren: [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let view = viewIfLoaded else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: view) == true }
    }

    /// Calls `viewWillAppear` or `viewWillDisappear` unless the controller is already going that
    /// way, then forwards to the children.
    func beginAppearance(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearanceState) {
        case (true, .disappeared), (true, .disappearing):
            appearanceState = .appearing(animated: animated)
            viewWillAppear(animated)
        case (false, .appeared), (false, .appearing):
            appearanceState = .disappearing(animated: animated)
            viewWillDisappear(animated)
        default:
            return
        }
        for child in appearanceChildren { child.beginAppearance(isAppearing, animated: animated) }
    }

    /// Calls `viewDidAppear` or `viewDidDisappear` for a change in progress, then forwards to
    /// the children.
    func endAppearance() {
        switch appearanceState {
        case .appearing(let animated):
            appearanceState = .appeared
            viewDidAppear(animated)
        case .disappearing(let animated):
            appearanceState = .disappeared
            viewDidDisappear(animated)
        case .appeared, .disappeared:
            return
        }
        for child in children { child.endAppearance() }
    }

    /// After an appearing controller's view joined the window: `viewIsAppearing` for the
    /// controller and its appearing children, parents first, then a layout pass of their views,
    /// each bracketed by its controller's `viewWillLayoutSubviews` and `viewDidLayoutSubviews`
    /// (see `UIView.layoutIfNeeded()`): a parent's pass, then its subviews'.
    func finishPlacingAppearingView() {
        guard case .appearing(let animated) = appearanceState else { return }
        let controllers = appearingSubtree
        for controller in controllers { controller.viewIsAppearing(animated) }
        for controller in controllers { controller.viewIfLoaded?.setNeedsLayout() }
        viewIfLoaded?.layoutIfNeeded()
    }

    /// This controller and its descendants that are appearing, parents first.
    private var appearingSubtree: [UIViewController] {
        guard case .appearing = appearanceState else { return [] }
        return [self] + appearanceChildren.flatMap(\.appearingSubtree)
    }
}
