import Foundation

/// A description of a content view's content and styling, which creates the view that shows it.
///
/// Assign a configuration to a cell's or header/footer view's `contentConfiguration`; the view
/// installs the configuration's content view as its `contentView`. As in UIKit, the protocol is
/// not isolated: only ``makeContentView()`` runs on the main actor.
public protocol UIContentConfiguration {
    /// Creates a new content view that shows this configuration.
    ///
    /// - Returns: The content view.
    @MainActor func makeContentView() -> any UIView & UIContentView

    /// A copy of the configuration styled for a state.
    ///
    /// - Parameter state: The state of the view the configuration is for.
    /// - Returns: The updated configuration.
    func updated(for state: any UIConfigurationState) -> Self
}
