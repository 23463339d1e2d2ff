#if !canImport(CoreGraphics)
import Foundation

/// Core Graphics' drawing destination, where Core Graphics is absent: what
/// `UIGraphicsGetCurrentContext()` returns inside `draw(_:)` and what
/// `UIGraphicsImageRendererContext.cgContext` is.
///
/// Headless: nothing is rasterized. The context keeps Core Graphics' graphics state (transform,
/// colors, line style, opacity, blend mode, clip; `saveGState()`/`restoreGState()`) and current
/// path, and records each fill, stroke, clear, image and string drawn as a
/// ``HeadlessDrawingStep``. Its coordinates are UIKit's: points, origin at the top left. Only
/// the drawing API that UIKit code commonly calls is mirrored: no bitmap, PDF, gradient, shading,
/// pattern, font or glyph API.
public final class CGContext {
    /// The part of the graphics state `saveGState()` saves.
    struct GraphicsState {
        var transform: CGAffineTransform = .identity
        var fillColor = CGColor(gray: 0, alpha: 1)
        var strokeColor = CGColor(gray: 0, alpha: 1)
        var lineWidth: CGFloat = 1
        var lineCap: CGLineCap = .butt
        var lineJoin: CGLineJoin = .miter
        var miterLimit: CGFloat = 10
        var lineDash: (phase: CGFloat, lengths: [CGFloat]) = (0, [])
        var flatness: CGFloat = 0.6
        var alpha: CGFloat = 1
        var blendMode: CGBlendMode = .normal
        /// The clipping area's bounds in the context's base coordinates; `nil` for none.
        var clip: CGRect?
        var shadow: (offset: CGSize, blur: CGFloat, color: CGColor?) = (.zero, 0, nil)
        var shouldAntialias = true
    }

    /// The size of the drawing area, in points.
    let size: CGSize
    /// Pixels per point of the image this context draws, for a context an image renderer or
    /// `UIGraphicsBeginImageContextWithOptions` made; `nil` for one a view draws in.
    let imageScale: CGFloat?
    /// Whether the image this context draws is opaque.
    let imageIsOpaque: Bool
    var state = GraphicsState()
    private var savedStates: [GraphicsState] = []
    /// The current path, in base coordinates (Core Graphics transforms each point as it is added).
    var pathElements: [PathElement] = []
    /// What was drawn, in order.
    private(set) var steps: [HeadlessDrawingStep] = []

    /// Records a step drawn.
    func appendStep(_ step: HeadlessDrawingStep) {
        steps.append(step)
    }

    init(size: CGSize, imageScale: CGFloat? = nil, imageIsOpaque: Bool = false) {
        self.size = size
        self.imageScale = imageScale
        self.imageIsOpaque = imageIsOpaque
    }

    /// The interpolation quality for images drawn scaled. Headless: stored.
    public var interpolationQuality: CGInterpolationQuality = .default

    // MARK: - Graphics state

    /// Pushes a copy of the graphics state, which ``restoreGState()`` brings back.
    public func saveGState() {
        savedStates.append(state)
    }

    /// Brings back the graphics state last saved; does nothing when none is saved.
    public func restoreGState() {
        if let saved = savedStates.popLast() { state = saved }
    }

    /// The current transform from the context's coordinates to its base coordinates.
    public var ctm: CGAffineTransform { state.transform }

    /// Moves the origin.
    ///
    /// - Parameters:
    ///   - tx: The horizontal offset.
    ///   - ty: The vertical offset.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        state.transform = state.transform.translatedBy(x: tx, y: ty)
    }

    /// Scales the coordinates.
    ///
    /// - Parameters:
    ///   - sx: The horizontal factor.
    ///   - sy: The vertical factor.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        state.transform = state.transform.scaledBy(x: sx, y: sy)
    }

    /// Rotates the coordinates.
    ///
    /// - Parameter angle: The angle in radians; positive turns clockwise on screen.
    public func rotate(by angle: CGFloat) {
        state.transform = state.transform.rotated(by: angle)
    }

    /// Applies a transform before the current one.
    ///
    /// - Parameter transform: The transform.
    public func concatenate(_ transform: CGAffineTransform) {
        state.transform = transform.concatenating(state.transform)
    }

    /// Sets the width of stroked lines.
    ///
    /// - Parameter width: The width, in the context's coordinates.
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
    /// Sets how the ends of stroked lines are drawn.
    ///
    /// - Parameter cap: The cap style.
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    /// Sets how the joints of stroked paths are drawn.
    ///
    /// - Parameter join: The join style.
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    /// Sets the limit past which mitered joints are beveled.
    ///
    /// - Parameter limit: The limit.
    public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }
    /// Sets the dash pattern of stroked lines.
    ///
    /// - Parameters:
    ///   - phase: How far into the pattern lines start.
    ///   - lengths: The lengths of the painted and unpainted segments, alternating.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) { state.lineDash = (phase, lengths) }
    /// Sets how finely curves are flattened. Headless: stored.
    ///
    /// - Parameter flatness: The flatness.
    public func setFlatness(_ flatness: CGFloat) { state.flatness = flatness }
    /// Sets the opacity everything is drawn with.
    ///
    /// - Parameter alpha: The opacity, from 0 to 1.
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha }
    /// Sets how drawing combines with what is below.
    ///
    /// - Parameter mode: The blend mode.
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }
    /// Sets whether shapes are antialiased. Headless: stored.
    ///
    /// - Parameter shouldAntialias: Whether to antialias.
    public func setShouldAntialias(_ shouldAntialias: Bool) { state.shouldAntialias = shouldAntialias }
    /// Sets whether the context allows antialiasing. Headless: nothing is rasterized.
    ///
    /// - Parameter allowsAntialiasing: Whether to allow it.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}

    /// Sets the shadow drawn under what follows. Headless: stored, no shadow is recorded.
    ///
    /// - Parameters:
    ///   - offset: The shadow's offset.
    ///   - blur: The blur radius.
    ///   - color: The shadow's color, or `nil` for none.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        state.shadow = (offset, blur, color)
    }

    /// Sets a shadow of black at a third opacity, as Core Graphics does.
    ///
    /// - Parameters:
    ///   - offset: The shadow's offset.
    ///   - blur: The blur radius.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3))
    }

    // MARK: - Colors

    /// Sets the color of fills.
    ///
    /// - Parameter color: The color.
    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    /// Sets the color of strokes.
    ///
    /// - Parameter color: The color.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }

    /// Sets the color of fills from RGB components.
    ///
    /// - Parameters:
    ///   - red: The red component.
    ///   - green: The green component.
    ///   - blue: The blue component.
    ///   - alpha: The opacity.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// Sets the color of strokes from RGB components.
    ///
    /// - Parameters:
    ///   - red: The red component.
    ///   - green: The green component.
    ///   - blue: The blue component.
    ///   - alpha: The opacity.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// Sets the color of fills to a gray.
    ///
    /// - Parameters:
    ///   - gray: The gray level, from 0 (black) to 1 (white).
    ///   - alpha: The opacity.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { setFillColor(CGColor(gray: gray, alpha: alpha)) }
    /// Sets the color of strokes to a gray.
    ///
    /// - Parameters:
    ///   - gray: The gray level, from 0 (black) to 1 (white).
    ///   - alpha: The opacity.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { setStrokeColor(CGColor(gray: gray, alpha: alpha)) }

    /// Sends drawing to its destination. Headless: nothing to send.
    public func flush() {}
}
#endif
