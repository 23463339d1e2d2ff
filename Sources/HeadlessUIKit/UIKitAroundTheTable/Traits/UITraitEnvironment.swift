import Foundation

/// An object with traits: views, view controllers, windows and screens.
@preconcurrency @MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
    /// The object's traits: its environment's, with its own overrides applied.
    var traitCollection: UITraitCollection { get }

    /// Called when ``traitCollection`` changed, with the collection it had before.
    ///
    /// - Parameter previousTraitCollection: The previous traits.
    @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol")
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
