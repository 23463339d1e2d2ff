import Foundation

@available(iOS 17.0, tvOS 17.0, *)
extension UIView: UITraitChangeObservable {
    /// Runs `handler` whenever one of `traits` changes in the view's trait collection; see
    /// ``UITraitChangeObservable``.
    ///
    /// - Parameters:
    ///   - traits: The traits to observe.
    ///   - handler: Called with the view (typed as the handler's first parameter) and its previous
    ///     traits.
    /// - Returns: A token for ``unregisterForTraitChanges(_:)``.
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait],
        handler: @escaping UIView.TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration {
        traitChangeRegistrations.register(traits, on: self, handler: handler)
    }

    /// Ends a registration made on this view.
    ///
    /// - Parameter registration: The token ``registerForTraitChanges(_:handler:)`` returned.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitChangeRegistrations.unregister(registration)
    }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UIViewController: UITraitChangeObservable {
    /// Runs `handler` whenever one of `traits` changes in the controller's trait collection; see
    /// ``UITraitChangeObservable``.
    ///
    /// - Parameters:
    ///   - traits: The traits to observe.
    ///   - handler: Called with the controller (typed as the handler's first parameter) and its
    ///     previous traits.
    /// - Returns: A token for ``unregisterForTraitChanges(_:)``.
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait],
        handler: @escaping UIViewController.TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration {
        traitChangeRegistrations.register(traits, on: self, handler: handler)
    }

    /// Ends a registration made on this controller.
    ///
    /// - Parameter registration: The token ``registerForTraitChanges(_:handler:)`` returned.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitChangeRegistrations.unregister(registration)
    }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UIWindowScene: UITraitChangeObservable {
    /// Runs `handler` whenever one of `traits` changes in the scene's trait collection; see
    /// ``UITraitChangeObservable``.
    ///
    /// - Parameters:
    ///   - traits: The traits to observe.
    ///   - handler: Called with the scene (typed as the handler's first parameter) and its
    ///     previous traits.
    /// - Returns: A token for ``unregisterForTraitChanges(_:)``.
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait],
        handler: @escaping UIWindowScene.TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration {
        traitChangeRegistrations.register(traits, on: self, handler: handler)
    }

    /// Ends a registration made on this scene.
    ///
    /// - Parameter registration: The token ``registerForTraitChanges(_:handler:)`` returned.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitChangeRegistrations.unregister(registration)
    }
}
