import Foundation

extension UIWindow {
    /// Moves keyboard focus to a view, as a Tab or arrow key on a hardware keyboard does
    /// (HeadlessUIKit-only).
    ///
    /// The view must be in this window, visible (neither it, a superview nor the window is
    /// hidden, so the window has been shown), and able to take focus (`canBecomeFocused`: a
    /// table cell whose table `allowsFocus` or whose delegate's `tableView(_:canFocusRowAt:)`
    /// allows it). As UIKit's focus engine does, every environment containing the view losing
    /// focus or the view gaining it (views, then their controllers, up to the window; those
    /// holding only the old view first, then those holding only the new one, then those holding
    /// both) is asked `shouldUpdateFocus(in:)`; if all agree, focus moves (`isFocused`) and each
    /// is told `didUpdateFocus(in:with:)` in the same order. Cells update their configuration
    /// for the new state.
    ///
    /// The table's own focus delegate methods (`tableView(_:shouldUpdateFocusIn:)`,
    /// `tableView(_:didUpdateFocusIn:with:)`) are not called.
    ///
    /// - Parameter view: The view to focus.
    /// - Returns: Whether focus moved to it.
    @discardableResult
    public func simulateFocusUpdate(to view: UIView) -> Bool {
        guard view.window === self, view.canBecomeFocused, !view.isHiddenOnScreen, focusedView !== view else { return false }
        let previous = focusedView
        let context = UIFocusUpdateContext(headlessPreviouslyFocusedView: previous, nextFocusedView: view)
        let environments = focusEnvironments(around: previous, and: view)
        guard environments.allSatisfy({ $0.shouldUpdateFocus(in: context) }) else { return false }
        focusedView = view
        let coordinator = UIFocusAnimationCoordinator()
        for environment in environments {
            environment.didUpdateFocus(in: context, with: coordinator)
        }
        (previous as? UITableViewCell)?.setNeedsUpdateConfiguration()
        (view as? UITableViewCell)?.setNeedsUpdateConfiguration()
        return true
    }

    /// The environments containing `previous` or `next`, from the items up: those of `previous`
    /// alone, those of `next` alone, then the shared ones.
    private func focusEnvironments(around previous: UIView?, and next: UIView) -> [any UIFocusEnvironment] {
        let previousChain = previous.map { Self.focusChain(from: $0) } ?? []
        let nextChain = Self.focusChain(from: next)
        let previousIdentities = Set(previousChain.map { ObjectIdentifier($0 as AnyObject) })
        let nextIdentities = Set(nextChain.map { ObjectIdentifier($0 as AnyObject) })
        return previousChain.filter { !nextIdentities.contains(ObjectIdentifier($0 as AnyObject)) }
            + nextChain.filter { !previousIdentities.contains(ObjectIdentifier($0 as AnyObject)) }
            + nextChain.filter { previousIdentities.contains(ObjectIdentifier($0 as AnyObject)) }
    }

    /// `environment` and its parent environments up to the top.
    private static func focusChain(from environment: any UIFocusEnvironment) -> [any UIFocusEnvironment] {
        var chain: [any UIFocusEnvironment] = []
        var next: (any UIFocusEnvironment)? = environment
        while let current = next {
            chain.append(current)
            next = current.parentFocusEnvironment
        }
        return chain
    }
}

extension UIView {
    /// Whether the view or one of its superviews is hidden.
    var isHiddenOnScreen: Bool {
        var next: UIView? = self
        while let view = next {
            if view.isHidden { return true }
            next = view.superview
        }
        return false
    }
}
