import Foundation

/// The first responders of every window (or window-less root view), held weakly.
///
/// A responder's scope is computed when asked, from its root view, so a view that moves to
/// another hierarchy counts in its new one.
@MainActor
enum HeadlessFirstResponders {
    private final class WeakResponder {
        weak var responder: UIResponder?
        init(_ responder: UIResponder) { self.responder = responder }
    }

    /// The current first responders: few (one per window), so a list.
    private static var responders: [WeakResponder] = []

    /// Whether a forced resignation (`endEditing(true)`, leaving the window) is running: text
    /// views then neither ask their delegates nor refuse.
    private(set) static var isForcingResignation = false

    static func contains(_ responder: UIResponder) -> Bool {
        responders.contains { $0.responder === responder }
    }

    static func insert(_ responder: UIResponder) {
        responders.removeAll { $0.responder == nil }
        responders.append(WeakResponder(responder))
    }

    static func remove(_ responder: UIResponder) {
        responders.removeAll { $0.responder == nil || $0.responder === responder }
    }

    /// The first responder of the window or root view `responder` belongs to, if any.
    static func firstResponder(sharingScopeWith responder: UIResponder) -> UIResponder? {
        let scope = self.scope(of: responder)
        return responders.lazy.compactMap(\.responder).first { self.scope(of: $0) === scope }
    }

    /// Every current first responder, one per window or root view.
    static var all: [UIResponder] {
        responders.compactMap(\.responder)
    }

    /// The first responder among `view` and its descendants, if any.
    static func firstResponder(within view: UIView) -> UIResponder? {
        responders.lazy.compactMap(\.responder).first { responder in
            (responder as? UIView)?.isDescendant(of: view) ?? false
        }
    }

    /// Runs `body` with resignations forced.
    static func forcingResignation<R>(_ body: () -> R) -> R {
        let outer = isForcingResignation
        isForcingResignation = true
        defer { isForcingResignation = outer }
        return body()
    }

    /// The root view of a view's hierarchy (its window, when in one); a view controller's view's;
    /// any other responder is its own scope.
    private static func scope(of responder: UIResponder) -> AnyObject {
        var view: UIView
        if let responderView = responder as? UIView {
            view = responderView
        } else if let controllerView = (responder as? UIViewController)?.viewIfLoaded {
            view = controllerView
        } else {
            return responder
        }
        while let superview = view.superview { view = superview }
        return view
    }
}
