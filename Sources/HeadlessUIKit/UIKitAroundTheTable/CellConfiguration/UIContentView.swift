import Foundation

/// A view that shows a content configuration.
@preconcurrency @MainActor
public protocol UIContentView: NSObjectProtocol {
    /// The configuration the view shows; setting it applies the new configuration to the view.
    var configuration: any UIContentConfiguration { get set }

    /// Whether the view can show a configuration by having it assigned to ``configuration``.
    ///
    /// - Parameter configuration: The candidate configuration.
    /// - Returns: `true` when the view can apply it in place.
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// Whether the configuration is of the same type as the view's current one, UIKit's default.
    ///
    /// - Parameter configuration: The candidate configuration.
    /// - Returns: `true` when both configurations have the same type.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}
