import Foundation

/// The responders that share each user activity, as UIKit tracks those it manages: set by
/// ``UIResponder/userActivity``, read by ``NSUserActivity/headlessSave()``.
@MainActor
enum HeadlessUserActivityResponders {
    private final class WeakResponder {
        weak var responder: UIResponder?
        init(_ responder: UIResponder) { self.responder = responder }
    }

    /// The responders of each activity, by the activity's identity; the responders hold their
    /// activity, so an entry lives no longer than its activity is used.
    private static var responders: [ObjectIdentifier: [WeakResponder]] = [:]

    /// The live responders whose ``UIResponder/userActivity`` is `activity`, in the order they
    /// took it.
    static func responders(of activity: NSUserActivity) -> [UIResponder] {
        responders[ObjectIdentifier(activity)]?.compactMap(\.responder) ?? []
    }

    /// Records that `responder` takes `activity`.
    static func insert(_ responder: UIResponder, for activity: NSUserActivity) {
        let key = ObjectIdentifier(activity)
        responders[key, default: []].removeAll { $0.responder == nil || $0.responder === responder }
        responders[key, default: []].append(WeakResponder(responder))
    }

    /// Records that `responder` no longer shares `activity`.
    /// - Returns: Whether no responder shares `activity` any more.
    static func remove(_ responder: UIResponder, from activity: NSUserActivity) -> Bool {
        let key = ObjectIdentifier(activity)
        responders[key]?.removeAll { $0.responder == nil || $0.responder === responder }
        guard responders[key]?.isEmpty ?? true else { return false }
        responders[key] = nil
        return true
    }
}
