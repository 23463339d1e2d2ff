import Foundation

/// Information about a focus change: the views losing and gaining focus.
@preconcurrency @MainActor
open class UIFocusUpdateContext: NSObject {
    /// The view that had focus before the change.
    public let previouslyFocusedView: UIView?
    /// The view that has focus after the change.
    public let nextFocusedView: UIView?

    /// Creates a focus-update context (HeadlessUIKit-only: UIKit creates these itself, so tests
    /// that call focus delegate methods directly need a way to make one).
    ///
    /// - Parameters:
    ///   - headlessPreviouslyFocusedView: The view losing focus.
    ///   - nextFocusedView: The view gaining focus.
    public init(headlessPreviouslyFocusedView previouslyFocusedView: UIView? = nil, nextFocusedView: UIView? = nil) {
        self.previouslyFocusedView = previouslyFocusedView
        self.nextFocusedView = nextFocusedView
        super.init()
    }
}
