import Foundation

// How the table calls its data source and delegate: UIKit's responds-to cache on Linux.
//
// One cache per role, reset when the role's property is assigned. An object adopting
// `HeadlessTableViewMethodResponding` is asked about every method of its role at assignment; a plain
// object's answers are learned on first call through `HeadlessUnimplementedMethod.detect`.
extension UITableView {
    // MARK: - HeadlessUIKit-only inspection

    /// The table's cached answer to "does the object implement this method?" (HeadlessUIKit-only).
    ///
    /// UIKit asks a delegate or data source `responds(to:)` when it is assigned and caches the
    /// answers until the property is assigned again. HeadlessUIKit does the same: objects that
    /// adopt ``HeadlessTableViewMethodResponding`` are asked about every method of the property's role at
    /// assignment; the answers for other objects are learned the first time the table needs the
    /// method (a call that reaches the protocol's default implementation caches `false`).
    ///
    /// Capability checks that UIKit answers without calling (is `commit editingStyle`
    /// implemented, so swipe-to-delete is offered? is `moveRowAt` implemented, so rows can be
    /// reordered?) treat an unknown answer as "implemented".
    /// - Parameter method: A method of any of the table's protocols.
    /// - Returns: `true` or `false` once known, `nil` while unknown or when the property is `nil`.
    public func headlessCachedResponse(to method: HeadlessTableViewMethod) -> Bool? {
        guard object(for: method.role) != nil else { return nil }
        if method.isRequired { return true }
        return respondsCache[method]
    }

    // MARK: - Internal dispatch

    /// Resets a role's cache for a newly assigned object, asking it up front when it can answer.
    func resetRespondsCache(for role: HeadlessTableViewMethod.Role, object: AnyObject?) {
        respondsCache.forget(role)
        guard let responding = object as? HeadlessTableViewMethodResponding else { return }
        respondsCache.record(responding.respondingMethods(among: role.optionalMethods), for: role)
    }

    /// Whether UIKit would consider the method implemented without calling it.
    func implements(_ method: HeadlessTableViewMethod) -> Bool {
        headlessCachedResponse(to: method) ?? (object(for: method.role) != nil)
    }

    /// Calls a data-source method through the cache, or returns UIKit's default.
    ///
    /// - Parameters:
    ///   - method: The method `body` calls.
    ///   - fallback: UIKit's default when the method is not implemented or there is no data source.
    ///   - body: The call.
    func askDataSource<R>(
        _ method: HeadlessTableViewMethod,
        default fallback: @autoclosure () -> R,
        _ body: (UITableViewDataSource) -> R
    ) -> R {
        guard let dataSource else { return fallback() }
        return dispatch(method, to: dataSource, default: fallback(), body)
    }

    /// Calls a delegate method through the cache, or returns UIKit's default.
    ///
    /// - Parameters:
    ///   - method: The method `body` calls.
    ///   - fallback: UIKit's default when the method is not implemented or there is no delegate.
    ///   - body: The call.
    func askDelegate<R>(
        _ method: HeadlessTableViewMethod,
        default fallback: @autoclosure () -> R,
        _ body: (UITableViewDelegate) -> R
    ) -> R {
        guard let delegate else { return fallback() }
        return dispatch(method, to: delegate, default: fallback(), body)
    }

    /// Tells the prefetch data source something, if it implements it.
    func askPrefetcher(
        _ method: HeadlessTableViewMethod,
        _ prefetcher: UITableViewDataSourcePrefetching,
        _ body: (UITableViewDataSourcePrefetching) -> Void
    ) {
        dispatch(method, to: prefetcher, default: (), body)
    }

    /// Tells the delegate something that returns nothing, if it implements it.
    func tellDelegate(_ method: HeadlessTableViewMethod, _ body: (UITableViewDelegate) -> Void) {
        askDelegate(method, default: (), body)
    }

    /// Tells the delegate a `UIScrollViewDelegate` method, if it implements it. The delegate may
    /// be a scroll-view delegate only, assigned through `UIScrollView.delegate`.
    func tellScrollViewDelegateIfImplemented(_ method: HeadlessTableViewMethod, _ body: (UIScrollViewDelegate) -> Void) {
        guard let delegate = (self as UIScrollView).delegate else { return }
        dispatch(method, to: delegate, default: (), body)
    }

    private func dispatch<Target, R>(
        _ method: HeadlessTableViewMethod,
        to target: Target,
        default fallback: @autoclosure () -> R,
        _ body: (Target) -> R
    ) -> R {
        let known = method.isRequired ? true : respondsCache[method]
        if known == false { return fallback() }
        let (value, implemented) = HeadlessUnimplementedMethod.detect { body(target) }
        if known == nil {
            respondsCache[method] = implemented
        }
        return implemented ? value : fallback()
    }

    private func object(for role: HeadlessTableViewMethod.Role) -> AnyObject? {
        switch role {
        case .dataSource: dataSource
        case .delegate: (self as UIScrollView).delegate
        case .prefetchDataSource: prefetchDataSource
        case .dragDelegate: dragDelegate
        case .dropDelegate: dropDelegate
        }
    }
}
