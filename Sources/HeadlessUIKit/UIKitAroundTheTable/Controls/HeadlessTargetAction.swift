import Foundation

/// A target–action pair an event was sent to that HeadlessUIKit could not invoke
/// (HeadlessUIKit-only): Linux has no Objective-C runtime to call a method from a ``Selector``.
///
/// Read them from `UIControl.headlessUndeliveredActions` to check that a tap would have reached
/// the right method; register a `UIAction` instead for behaviour the test should run.
public struct HeadlessTargetAction {
    /// The target, if it is still alive; `nil` also for pairs added with a `nil` target.
    public weak var target: AnyObject?
    /// The method that would have been called.
    public let action: Selector
    /// The events, among those sent, that the pair was registered for.
    public let controlEvents: UIControl.Event
}

/// A weakly held control target, or the responder chain for `nil`.
struct TargetReference {
    private(set) weak var object: AnyObject?
    private let identifier: ObjectIdentifier?

    init(_ target: Any?) {
        let object = target.map { $0 as AnyObject }
        self.object = object
        identifier = object.map(ObjectIdentifier.init)
    }

    /// Whether both stand for the same target (or both for the responder chain).
    func isSame(as other: TargetReference) -> Bool {
        identifier == other.identifier
    }

    /// The target as `UIControl.allTargets` lists it: an `NSObject` itself, another object by
    /// identity, `NSNull()` for the responder chain; `nil` once the target is gone.
    var hashableKey: AnyHashable? {
        guard identifier != nil else { return AnyHashable(NSNull()) }
        guard let object else { return nil }
        if let object = object as? NSObject { return AnyHashable(object) }
        return AnyHashable(ObjectIdentifier(object))
    }
}
