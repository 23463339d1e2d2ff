import Foundation

/// Information about a focus change: the views losing and gaining focus.
@preconcurrency @MainActor
open class UIFocusUpdateContext: NSObject {
    private weak var storedPreviouslyFocusedView: UIView?
    private weak var storedNextFocusedView: UIView?

    /// The view that had focus before the change.
    open weak var previouslyFocusedView: UIView? { storedPreviouslyFocusedView }
    /// The view that has focus after the change.
    open weak var nextFocusedView: UIView? { storedNextFocusedView }

    /// Creates a focus-update context (HeadlessUIKit-only: UIKit creates these itself, so tests
    /// that call focus delegate methods directly need a way to make one).
    ///
    /// - Parameters:
    ///   - previouslyFocusedView: The view losing focus.
    ///   - nextFocusedView: The view gaining focus.
    public init(headlessPreviouslyFocusedView previouslyFocusedView: UIView? = nil, nextFocusedView: UIView? = nil) {
        storedPreviouslyFocusedView = previouslyFocusedView
        storedNextFocusedView = nextFocusedView
        super.init()
    }
}
