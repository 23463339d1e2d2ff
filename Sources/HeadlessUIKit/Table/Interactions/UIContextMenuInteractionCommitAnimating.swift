import Foundation

/// How a context menu's preview leaves the screen when the user taps it.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    /// The preview shrinks back to its view.
    case dismiss = 0
    /// The preview expands into the presented content.
    case pop = 1
}

/// Runs animations alongside the commit transition when the user taps a context menu's preview.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the preview leaves the screen.
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}
