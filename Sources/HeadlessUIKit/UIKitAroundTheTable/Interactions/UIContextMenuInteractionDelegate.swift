import Foundation

/// The object that gives a context menu interaction its menu and is told when the menu shows
/// and goes.
///
/// Headless: the preview methods and `willPerformPreviewActionForMenuWith` are missing.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: NSObjectProtocol {
    /// Asked for the menu to show for a long press.
    ///
    /// - Parameters:
    ///   - interaction: The interaction.
    ///   - location: Where the press is, in the interaction's view.
    /// - Returns: The menu's configuration, or `nil` for no menu.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?

    /// Called before the menu shows (optional).
    ///
    /// - Parameters:
    ///   - interaction: The interaction.
    ///   - configuration: The menu's configuration.
    ///   - animator: Animates alongside the menu appearing; headless: `nil`.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?)

    /// Called before the menu goes (optional).
    ///
    /// - Parameters:
    ///   - interaction: The interaction.
    ///   - configuration: The menu's configuration.
    ///   - animator: Animates alongside the menu disappearing; headless: `nil`.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?)
}

extension UIContextMenuInteractionDelegate {
    /// Does nothing: the method is optional.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {}

    /// Does nothing: the method is optional.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {}
}
