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

    /// Calls the handler with `environment` when one of the observed traits differs between
    /// `previous` and `environment`'s current traits. Custom traits (not stored in HeadlessUIKit's
    /// collections) never differ.
    func notify(_ environment: AnyObject, changedFrom previous: UITraitCollection, to current: UITraitCollection) {
        let changed = traits.contains { trait in
            (trait as? any SystemTraitDefinition.Type)?.differs(between: previous, and: current) ?? false
        }
        if changed { handler(environment, previous) }
    }
}
