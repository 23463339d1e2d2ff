extension OccurrencePairing {
    /// Pairs `AnyHashable` identities by their bases, or returns `nil` when the bases do not all
    /// have exactly the same type.
    ///
    /// - Complexity: O(*n* + *m*); one conformance lookup in all.
    @inlinable
    package init?(
        oldCount: Int,
        newCount: Int,
        unboxing oldIdentity: (Int) -> AnyHashable,
        _ newIdentity: (Int) -> AnyHashable,
        areIdentical: (Int, Int) -> Bool,
        contentEquals: (Int, Int) -> Bool
    ) {
        let first = oldCount > 0 ? oldIdentity(0) : newCount > 0 ? newIdentity(0) : nil
        guard let first else { return nil }
        func pairing<Base: Hashable>(as _: Base.Type) -> Self? {
            guard let oldBases = Self.bases(count: oldCount, as: Base.self, identity: oldIdentity) else { return nil }
            return Self(
                pairing: oldBases,
                newCount: newCount,
                newIdentity: { Self.base(of: newIdentity($0), as: Base.self) },
                areIdentical: areIdentical,
                contentEquals: contentEquals)
        }
        func pairing<Base: Hashable>(like _: Base) -> Self? { pairing(as: Base.self) }
        // The usual identifier types name their type here, so that the pairing is specialised
        // for them; any other type is opened at run time.
        let baseType = ObjectIdentifier(type(of: first.base))
        let paired: Self?
        if baseType == ObjectIdentifier(Int.self) {
            paired = pairing(as: Int.self)
        } else if baseType == ObjectIdentifier(String.self) {
            paired = pairing(as: String.self)
        } else if let sample = first.base as? any Hashable {
            paired = pairing(like: sample)
        } else {
            paired = nil
        }
        guard let paired else { return nil }
        self = paired
    }

    /// The bases of `count` identities when each is stored as exactly a `Base`.
    @inlinable
    static func bases<Base>(count: Int, as _: Base.Type, identity: (Int) -> AnyHashable) -> [Base]? {
        var bases = [Base]()
        bases.reserveCapacity(count)
        for position in 0..<count {
            guard let base = base(of: identity(position), as: Base.self) else { return nil }
            bases.append(base)
        }
        return bases
    }

    /// The base of an identity when it is stored as exactly a `Base`.
    ///
    /// Opening the base compares its type with `Base` instead of running a dynamic cast. A base
    /// of a subclass of `Base`, or stored as its Hashable superclass, does not match, and the
    /// caller falls back to comparing the `AnyHashable` values.
    @inlinable
    static func base<Base>(of identity: AnyHashable, as _: Base.Type) -> Base? {
        func exactly<Value>(_ value: Value) -> Base? {
            guard Value.self == Base.self else { return nil }
            return unsafeBitCast(value, to: Base.self)
        }
        // `Any` is not opened implicitly when passed to a generic parameter.
        return _openExistential(identity.base, do: exactly)
    }
}
