import Foundation

/// The registrations of one view or view controller, and the two operations both offer.
@MainActor
struct TraitChangeRegistrations {
    private var tokens: [TraitChangeRegistrationToken] = []

    /// Registers `handler` for `traits` of `environment`, whose type the handler's first
    /// parameter names (a mismatch is a programming error, as in UIKit).
    mutating func register<Environment: UITraitEnvironment, TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait],
        on environment: Environment,
        handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        precondition(
            environment is TraitEnvironment,
            "registerForTraitChanges: the handler takes a \(TraitEnvironment.self), but the traits observed are those of a \(type(of: environment))"
        )
        let token = TraitChangeRegistrationToken(traits: traits) { object, previous in
            if let typed = object as? TraitEnvironment { handler(typed, previous) }
        }
        tokens.append(token)
        return token
    }

    /// Removes the registration `registration` stands for, if it is one of these.
    mutating func unregister(_ registration: any UITraitChangeRegistration) {
        tokens.removeAll { $0 === (registration as AnyObject) }
    }

    /// Tells `environment`, whose traits were `previous`, that they changed, when they differ
    /// from its current ones: `adjustments` first (UIKit's own views adjust themselves whether or
    /// not a subclass calls `super`), then `traitCollectionDidChange(_:)`, then the handlers
    /// registered here, with `UITraitCollection.current` the new traits during the calls.
    ///
    /// Call it on a copy of the environment's registrations: a handler may register or
    /// unregister meanwhile, and the list taken before runs.
    /// - Returns: Whether the traits differ.
    @discardableResult
    func tell<Environment: UITraitEnvironment & AnyObject>(
        _ environment: Environment,
        traitsChangedFrom previous: UITraitCollection,
        adjustments: (UITraitCollection) -> Void = { _ in }
    ) -> Bool {
        let current = environment.traitCollection
        guard previous != current else { return false }
        current.performAsCurrent {
            adjustments(previous)
            environment.traitCollectionDidChange(previous)
            notify(environment, changedFrom: previous, to: current)
        }
        return true
    }

    /// Runs the handlers whose traits differ between `previous` and `current`, in registration
    /// order. A handler may register or unregister meanwhile; the list taken before runs.
    func notify(_ environment: AnyObject, changedFrom previous: UITraitCollection, to current: UITraitCollection) {
        guard !tokens.isEmpty else { return }
        for token in tokens {
            token.notify(environment, changedFrom: previous, to: current)
        }
    }
}
