import Foundation

/// An optional color transformer stored in a configuration, equal to another when both hold the
/// same transformer (or none), so configurations keep their synthesized `Hashable`.
struct StoredColorTransformer: Hashable {
    /// The transformer, if any.
    var transformer: UIConfigurationColorTransformer?

    init(_ transformer: UIConfigurationColorTransformer? = nil) {
        self.transformer = transformer
    }

    /// Applies the transformer, if any, to a color.
    func apply(to color: UIColor) -> UIColor {
        transformer?(color) ?? color
    }

    static func == (lhs: StoredColorTransformer, rhs: StoredColorTransformer) -> Bool {
        lhs.transformer?.identity === rhs.transformer?.identity
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(transformer.map { ObjectIdentifier($0.identity) })
    }
}
