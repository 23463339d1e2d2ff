import Foundation

/// The appearance proxies apps created, in creation order, and how they apply to views. Bar items'
/// proxies are kept too, so that the values apps set on them can be read back; they are not applied.
@MainActor
enum HeadlessAppearanceProxies {
    /// One proxy: the class it customizes, where it applies, and the instance holding the values.
    @MainActor struct Proxy {
        let proxiedClass: NSObject.Type
        let containerTypes: [UIAppearanceContainer.Type]
        let trait: UITraitCollection?
        let values: NSObject
        /// A fresh instance of the class, to tell which of `values`'s properties were set.
        let pristine: NSObject

        func matches(containerTypes: [UIAppearanceContainer.Type], trait: UITraitCollection?) -> Bool {
            self.containerTypes.map(ObjectIdentifier.init) == containerTypes.map(ObjectIdentifier.init)
                && self.trait == trait
        }

        /// Whether `view` is an instance of the class, inside the containers, with the trait.
        func applies(to view: UIView) -> Bool {
            guard view.isKind(of: proxiedClass) else { return false }
            if let trait, !view.traitCollection.containsTraits(in: trait) { return false }
            var remaining = containerTypes[...]
            var responder = view.next
            while let container = remaining.first, let current = responder {
                if current.isKind(of: container) { remaining = remaining.dropFirst() }
                responder = current.next
            }
            return remaining.isEmpty
        }

        /// Specificity: plain proxies first, then trait and container ones.
        var specificity: Int { containerTypes.count + (trait == nil ? 0 : 1) }
    }

    private static var proxies: [Proxy] = []

    /// The proxy for `proxiedClass` in these containers and trait, created on first request with
    /// `make` (the class's `init(coder:)`).
    static func proxy<Proxied: NSObject>(
        for proxiedClass: Proxied.Type,
        containerTypes: [UIAppearanceContainer.Type],
        trait: UITraitCollection?,
        make: () -> Proxied?
    ) -> Proxied {
        if let existing = proxies.first(where: { $0.proxiedClass == proxiedClass && $0.matches(containerTypes: containerTypes, trait: trait) }) {
            return existing.values as! Proxied
        }
        guard let values = make(), let pristine = make() else {
            preconditionFailure("\(proxiedClass).init(coder:) returned nil: HeadlessUIKit creates appearance proxies with it")
        }
        proxies.append(Proxy(proxiedClass: proxiedClass, containerTypes: containerTypes, trait: trait, values: values, pristine: pristine))
        return values
    }

    /// Whether `object` is one of the proxies (proxies are never customized themselves).
    static func isProxy(_ object: NSObject) -> Bool {
        proxies.contains { $0.values === object || $0.pristine === object }
    }

    /// Applies the proxies matching `view`, least specific first.
    static func apply(to view: UIView) {
        guard !proxies.isEmpty, !isProxy(view) else { return }
        let matching = proxies.enumerated()
            .filter { $0.element.applies(to: view) }
            .sorted { ($0.element.specificity, $0.offset) < ($1.element.specificity, $1.offset) }
        guard let first = matching.first?.element else { return }
        let untouched = HeadlessAppearanceProperty.all.filter { !$0.isCustomized(view, comparedTo: first.pristine) }
        for (_, proxy) in matching {
            for property in untouched { property.apply(from: proxy, to: view) }
        }
    }

    /// Forgets every proxy (HeadlessUIKit-only), so that one test's appearance does not leak into
    /// the next.
    static func reset() { proxies.removeAll() }
}
