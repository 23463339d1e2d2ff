import Foundation

/// The token `registerForTraitChanges(_:handler:)` returns, which
/// `unregisterForTraitChanges(_:)` takes to end that registration (iOS 17).
@available(iOS 17.0, tvOS 17.0, *)
@preconcurrency @MainActor
public protocol UITraitChangeRegistration: NSCopying, NSObjectProtocol {}
