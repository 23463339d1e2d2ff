import Foundation

/// The current graphics context: inside `draw(_:)`, an image renderer's actions, or after
/// ``UIGraphicsPushContext(_:)`` or ``UIGraphicsBeginImageContextWithOptions(_:_:_:)``; `nil`
/// elsewhere. Each thread has its own.
///
/// - Returns: The context, or `nil`.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.current.contexts.last
}

/// Makes a context current until ``UIGraphicsPopContext()``.
///
/// - Parameter context: The context.
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.current.contexts.append(context)
}

/// Makes the context current before the last ``UIGraphicsPushContext(_:)`` current again; does
/// nothing when none was pushed.
public func UIGraphicsPopContext() {
    _ = GraphicsContextStack.current.contexts.popLast()
}

/// Fills a rectangle in the current context with its fill color, replacing what is below
/// (`.copy`, as Apple documents); does nothing without a current context.
///
/// - Parameter rect: The rectangle.
public func UIRectFill(_ rect: CGRect) {
    UIRectFillUsingBlendMode(rect, .copy)
}

/// Fills a rectangle in the current context with its fill color and a blend mode.
///
/// - Parameters:
///   - rect: The rectangle.
///   - blendMode: How the fill combines with what is below.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.drawing(with: blendMode) { context.fill(rect) }
}

/// Draws a one-point frame inside a rectangle in the current context, replacing what is below
/// (`.copy`, as Apple documents). Headless: in the fill color, as Apple's page for
/// ``UIRectFrameUsingBlendMode(_:_:)`` says (the page for this function says the stroke color).
///
/// - Parameter rect: The rectangle.
public func UIRectFrame(_ rect: CGRect) {
    UIRectFrameUsingBlendMode(rect, .copy)
}

/// Draws a one-point frame inside a rectangle in the current context's fill color, with a blend
/// mode.
///
/// - Parameters:
///   - rect: The rectangle.
///   - blendMode: How the frame combines with what is below.
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.drawing(with: blendMode) {
        context.setStrokeColor(context.state.fillColor)
        context.strokeFrame(inside: rect)
    }
}

/// Keeps later drawing in the current context inside a rectangle.
///
/// - Parameter rect: The rectangle.
public func UIRectClip(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.clip(to: rect)
}

/// Starts an image context of a size, transparent, at scale 1, and makes it current. Prefer
/// `UIGraphicsImageRenderer`.
///
/// - Parameter size: The image's size in points.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Starts an image context and makes it current, until ``UIGraphicsEndImageContext()``.
/// Prefer `UIGraphicsImageRenderer`.
///
/// - Parameters:
///   - size: The image's size in points.
///   - opaque: Whether the image is opaque.
///   - scale: Pixels per point; 0 for the main screen's.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale > 0 ? scale : UIScreen.headlessScale
    UIGraphicsPushContext(CGContext(size: size, imageScale: scale, imageIsOpaque: opaque))
}

/// An image of what the current image context holds; `nil` when the current context is not
/// one ``UIGraphicsBeginImageContextWithOptions(_:_:_:)`` started.
///
/// - Returns: The image, or `nil`.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = UIGraphicsGetCurrentContext(), context.imageScale != nil else { return nil }
    return UIImage(drawnIn: context)
}

/// Ends the image context ``UIGraphicsBeginImageContextWithOptions(_:_:_:)`` started; does
/// nothing when the current context is not one.
public func UIGraphicsEndImageContext() {
    guard UIGraphicsGetCurrentContext()?.imageScale != nil else { return }
    UIGraphicsPopContext()
}
