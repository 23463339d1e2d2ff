import Foundation

/// An object with traits: views, view controllers, windows and screens.
@preconcurrency @MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
    /// The object's traits: its environment's, with its own overrides applied.
    var traitCollection: UITraitCollection { get }

    /// Called when ``traitCollection`` changed, with the collection it had before.
    ///
    /// - Parameter previousTraitCollection: The previous traits.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
