import Foundation

/// The outcome of resolving a model to a mapping.
@MainActor
package struct MappingResolution {
    /// The mapping to use: the first registered one that applies.
    package let mapping: ViewModelMappingProtocol
    /// The model, unwrapped from optionals.
    package let model: Any
    /// Other mappings that also apply, in registration order; empty when resolution is unambiguous.
    package let overlapping: [ViewModelMappingProtocol]
}
