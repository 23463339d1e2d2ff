import Foundation

/// One `registerForTraitChanges(_:handler:)` registration: the traits observed and the handler,
/// kept by the observed object.
final class TraitChangeRegistrationToken: NSObject, UITraitChangeRegistration {
    private let traits: [UITrait]
    private let handler: (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], handler: @escaping (AnyObject, UITraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
        super.init()
    }

    /// The token itself: a registration is immutable.
    nonisolated func copy(with zone: NSZone? = nil) -> Any { self }

    /// Calls the handler with `environment` when one of the observed traits (system or custom)
    /// differs between `previous` and `environment`'s current traits.
    func notify(_ environment: AnyObject, changedFrom previous: UITraitCollection, to current: UITraitCollection) {
        let changed = traits.contains { previous.values.differs(in: $0, from: current.values) }
        if changed { handler(environment, previous) }
    }
}
