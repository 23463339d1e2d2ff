import Foundation

/// A configuration's transformer: a function of one value, with the identity its copies share.
protocol ConfigurationTransformer {
    /// What the transformer transforms: a color, or text attributes.
    associatedtype Value
    /// What makes this transformer (and its copies) the same one for configurations' equality.
    var identity: TransformerIdentity { get }
    /// Transforms a value.
    func callAsFunction(_ input: Value) -> Value
}

/// An optional transformer stored in a configuration, equal to another when both hold the same
/// transformer (or none), so configurations keep their synthesized `Hashable`.
struct StoredTransformer<Transformer: ConfigurationTransformer>: Hashable {
    /// The transformer, if any.
    var transformer: Transformer?

    init(_ transformer: Transformer? = nil) {
        self.transformer = transformer
    }

    /// Applies the transformer, if any, to a value.
    func apply(to value: Transformer.Value) -> Transformer.Value {
        transformer?(value) ?? value
    }

    static func == (lhs: StoredTransformer, rhs: StoredTransformer) -> Bool {
        lhs.transformer?.identity === rhs.transformer?.identity
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(transformer.map { ObjectIdentifier($0.identity) })
    }
}

/// An optional color transformer stored in a configuration.
typealias StoredColorTransformer = StoredTransformer<UIConfigurationColorTransformer>

/// The identity a configuration's transformer and its copies share.
final class TransformerIdentity: Sendable {}
