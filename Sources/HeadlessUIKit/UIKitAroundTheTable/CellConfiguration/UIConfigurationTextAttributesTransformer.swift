import Foundation

/// A function that turns the attributes of a configuration's text into the attributes it is
/// shown with, such as a larger font for a button's title.
///
/// ```swift
/// var configuration = UIButton.Configuration.filled()
/// configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
///     var outgoing = incoming
///     outgoing.font = .boldSystemFont(ofSize: 20)
///     return outgoing
/// }
/// ```
///
/// Headless: configurations compare transformers by identity, as they do
/// ``UIConfigurationColorTransformer``s.
public struct UIConfigurationTextAttributesTransformer: ConfigurationTransformer {
    /// The function that transforms the attributes.
    public let transform: (AttributeContainer) -> AttributeContainer
    /// What makes this transformer (and its copies) the same one for configurations' equality.
    let identity: TransformerIdentity

    /// Creates a transformer from a function.
    ///
    /// - Parameter transform: The function that transforms the attributes.
    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
        self.transform = transform
        identity = TransformerIdentity()
    }

    /// Transforms the attributes of a text.
    ///
    /// - Parameter input: The attributes.
    /// - Returns: The transformed attributes.
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer {
        transform(input)
    }
}
