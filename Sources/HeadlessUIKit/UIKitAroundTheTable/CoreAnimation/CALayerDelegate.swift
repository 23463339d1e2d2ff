import Foundation

/// An object that displays, draws, lays out and chooses the actions of a layer: a view is the
/// delegate of its own layer.
///
/// Core Animation's requirements are `@objc optional`; here they are requirements with default
/// implementations that do what a delegate without them leaves to the layer. Nonisolated, as in
/// QuartzCore.
public protocol CALayerDelegate: NSObjectProtocol {
    /// Gives the layer its content, instead of the layer drawing it with ``draw(_:in:)``.
    ///
    /// - Parameter layer: The layer.
    func display(_ layer: CALayer)

    /// Draws the layer's content into a context.
    ///
    /// - Parameters:
    ///   - layer: The layer.
    ///   - ctx: The context, in the layer's coordinates.
    func draw(_ layer: CALayer, in ctx: CGContext)

    /// Tells the delegate that the layer is about to draw.
    ///
    /// - Parameter layer: The layer.
    func layerWillDraw(_ layer: CALayer)

    /// Lays out the layer's sublayers, when its bounds changed or it was asked to.
    ///
    /// - Parameter layer: The layer.
    func layoutSublayers(of layer: CALayer)

    /// The action to run for a key of the layer.
    ///
    /// - Parameters:
    ///   - layer: The layer.
    ///   - event: The key: a property name or an event name.
    /// - Returns: The action; `NSNull()` to stop the search, `nil` to let the layer go on
    ///   searching.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    /// Lets the layer draw its content: calls `layerWillDraw(_:)`, then the layer's `draw(in:)`.
    ///
    /// - Parameter layer: The layer.
    public func display(_ layer: CALayer) {
        layer.drawContent()
    }

    /// Draws nothing.
    ///
    /// - Parameters:
    ///   - layer: The layer.
    ///   - ctx: The context.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}

    /// Does nothing.
    ///
    /// - Parameter layer: The layer.
    public func layerWillDraw(_ layer: CALayer) {}

    /// Does nothing.
    ///
    /// - Parameter layer: The layer.
    public func layoutSublayers(of layer: CALayer) {}

    /// Returns `nil`: the layer goes on searching.
    ///
    /// - Parameters:
    ///   - layer: The layer.
    ///   - event: The key.
    /// - Returns: `nil`.
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}
