import Foundation

/// The values of custom traits (an app's own `UITraitDefinition` types) a trait collection
/// holds, keyed by their definitions.
///
/// Two collections are equal when they hold the same custom traits with equal values: values
/// compare with `==` when their type is `Equatable`, by identity when they are objects, and are
/// otherwise always different, so that a change is never missed.
// `@unchecked Sendable`: a collection's values are set when it is made and never mutated; reading
// one hands out a copy (or the object itself, as UIKit does).
struct CustomTraitValues: Hashable, @unchecked Sendable {
    private struct Entry {
        let trait: UITrait
        let value: Any
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// The custom traits held.
    var traits: [UITrait] { entries.values.map(\.trait) }

    /// The value held for `trait`, or `nil` when it holds none.
    func value<Trait: UITraitDefinition>(of trait: Trait.Type) -> Trait.Value? {
        entries[ObjectIdentifier(trait)]?.value as? Trait.Value
    }

    /// Holds `value` for `trait`.
    mutating func set<Trait: UITraitDefinition>(_ value: Trait.Value, for trait: Trait.Type) {
        entries[ObjectIdentifier(trait)] = Entry(trait: trait, value: value)
    }

    /// Holds for `trait` what `source` holds for it, or nothing when it holds nothing.
    mutating func copy(_ trait: UITrait, from source: CustomTraitValues) {
        entries[ObjectIdentifier(trait)] = source.entries[ObjectIdentifier(trait)]
    }

    /// These values with every trait `other` holds taken from it.
    func merged(with other: CustomTraitValues) -> CustomTraitValues {
        var merged = self
        merged.entries.merge(other.entries) { _, new in new }
        return merged
    }

    /// Whether `trait` has different values here and in `other` (held in one only, or unequal).
    func differs(in trait: UITrait, from other: CustomTraitValues) -> Bool {
        let key = ObjectIdentifier(trait)
        switch (entries[key], other.entries[key]) {
        case (nil, nil): return false
        case let (mine?, theirs?): return !Self.areEqual(mine.value, theirs.value)
        default: return true
        }
    }

    /// `name = value` for each custom trait held, by name.
    var descriptionParts: [String] {
        entries.values.map { "\($0.trait.name) = \($0.value)" }.sorted()
    }

    static func == (lhs: CustomTraitValues, rhs: CustomTraitValues) -> Bool {
        lhs.entries.count == rhs.entries.count && lhs.entries.values.allSatisfy { !lhs.differs(in: $0.trait, from: rhs) }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(Set(entries.keys))
    }

    private static func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
        if let lhs = lhs as? any Equatable { return lhs.isEqual(to: rhs) }
        switch (unwrapped(lhs), unwrapped(rhs)) {
        case (nil, nil):
            return true
        case let (lhs?, rhs?):
            if let lhs = lhs as? any Equatable { return lhs.isEqual(to: rhs) }
            guard type(of: lhs) is AnyClass, type(of: rhs) is AnyClass else { return false }
            return (lhs as AnyObject) === (rhs as AnyObject)
        default:
            return false
        }
    }

    /// The value an optional holds, `nil` for none; any other value itself.
    private static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.flatMap { unwrapped($0.value) }
    }
}

private extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    func isEqual(to other: Any) -> Bool {
        (other as? Self) == self
    }
}
