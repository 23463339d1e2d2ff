import Foundation

/// An object that runs code when chosen traits of its trait collection change (iOS 17): views and
/// view controllers.
///
/// ```swift
/// registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (self: Self, previous: UITraitCollection) in
///     self.updateFonts()
/// }
/// ```
///
/// The handler runs after the object's `traitCollectionDidChange(_:)`, with
/// `UITraitCollection.current` set to the new traits, whenever one of the registered traits has
/// a new value: a window's trait overrides changed (`UIWindow.headlessTraitOverrides`), an
/// override of the object or an ancestor changed, or the object moved to a place with other
/// traits. Registrations last as long as the object; the token only serves to unregister one.
///
/// Headless: the closure forms only. The forms taking a target and a `Selector` are missing, since
/// a selector cannot be performed on Linux.
@available(iOS 17.0, tvOS 17.0, *)
@preconcurrency @MainActor
public protocol UITraitChangeObservable {
    /// The closure run when registered traits change: the object whose traits changed, and its
    /// trait collection before the change.
    typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void

    /// Runs `handler` whenever one of `traits` changes in the object's trait collection.
    ///
    /// Name the handler's first parameter `self` with the type `Self` to use the object without
    /// capturing it (capturing it strongly would keep it alive for ever).
    ///
    /// - Parameters:
    ///   - traits: The traits to observe, such as `[UITraitUserInterfaceStyle.self]`.
    ///   - handler: Called with the object and its previous traits.
    /// - Returns: A token for ``unregisterForTraitChanges(_:)``; keeping it is optional.
    @discardableResult
    func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait],
        handler: @escaping Self.TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration

    /// Ends a registration made on this object; a token of another object's registration is
    /// ignored.
    ///
    /// - Parameter registration: The token ``registerForTraitChanges(_:handler:)`` returned.
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}
