import Foundation

/// A context-menu animator that tests create and pass to the context-menu delegate methods
/// (HeadlessUIKit-only).
///
/// Nothing animates headlessly: added animations and completions wait until ``finish()`` runs
/// them, in the order they were added, animations first.
@preconcurrency @MainActor
public final class HeadlessContextMenuInteractionAnimator: NSObject, UIContextMenuInteractionCommitAnimating {
    /// The view controller shown as the menu's preview, if any.
    public var previewViewController: UIViewController?
    /// How the preview leaves the screen.
    public var preferredCommitStyle: UIContextMenuInteractionCommitStyle
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    /// Creates an animator.
    ///
    /// - Parameters:
    ///   - previewViewController: The view controller shown as the preview.
    ///   - preferredCommitStyle: How the preview leaves the screen.
    public init(
        previewViewController: UIViewController? = nil,
        preferredCommitStyle: UIContextMenuInteractionCommitStyle = .dismiss
    ) {
        self.previewViewController = previewViewController
        self.preferredCommitStyle = preferredCommitStyle
        super.init()
    }

    /// Adds changes to run when the transition finishes.
    ///
    /// - Parameter animations: The changes.
    public func addAnimations(_ animations: @escaping () -> Void) {
        self.animations.append(animations)
    }

    /// Adds a closure to run after the animations when the transition finishes.
    ///
    /// - Parameter completion: The closure.
    public func addCompletion(_ completion: @escaping () -> Void) {
        completions.append(completion)
    }

    /// Ends the transition: runs the added animations, then the completions, once each.
    public func finish() {
        let (pendingAnimations, pendingCompletions) = (animations, completions)
        animations = []
        completions = []
        pendingAnimations.forEach { $0() }
        pendingCompletions.forEach { $0() }
    }
}
