import Foundation

/// A key naming a view controller taking part in a transition, for
/// ``UIViewControllerContextTransitioning/viewController(forKey:)``.
public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public let rawValue: String

    /// Creates a key with a name.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The controller that is visible at the start of the transition (the presenting
    /// controller of a presentation, the presented one of a dismissal).
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller that is visible at the end of the transition.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// A key naming a view taking part in a transition, for
/// ``UIViewControllerContextTransitioning/view(forKey:)``.
public struct UITransitionContextViewKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public let rawValue: String

    /// Creates a key with a name.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The view leaving the screen.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view joining the screen.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}
