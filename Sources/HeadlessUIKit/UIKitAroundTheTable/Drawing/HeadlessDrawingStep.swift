import Foundation

/// One thing drawn into a headless graphics context (HeadlessUIKit-only): a filled or stroked
/// path, a cleared area, an image or a string, with the color, opacity and clip it was drawn
/// with.
///
/// UIKit rasterizes drawing into pixels; HeadlessUIKit keeps the steps instead, so a test can
/// read what a custom `draw(_:)` or a `UIGraphicsImageRenderer` drew
/// (``UIImage/headlessDrawing``), and pictures of the screen paint them
/// (<doc:SeeingAndSnapshotTestingAScreen>). Geometry is in the context's coordinates: points,
/// origin at the top left, the current transform applied.
// `@unchecked Sendable`: every stored property is an immutable `let` of an immutable value.
public struct HeadlessDrawingStep: Equatable, @unchecked Sendable {
    /// What a step draws.
    public enum Kind: Equatable, @unchecked Sendable {
        /// The inside of ``HeadlessDrawingStep/path``, by a fill rule, in ``HeadlessDrawingStep/color``.
        case fill(CGPathFillRule)
        /// The outline of ``HeadlessDrawingStep/path``, ``HeadlessDrawingStep/lineWidth`` wide, in
        /// ``HeadlessDrawingStep/color``.
        case stroke
        /// The area of ``HeadlessDrawingStep/path`` made transparent.
        case clear
        /// An image drawn in the bounds of ``HeadlessDrawingStep/path``.
        case image(UIImage)
        /// A string drawn in the bounds of ``HeadlessDrawingStep/path``, in a font and
        /// ``HeadlessDrawingStep/color``.
        case text(String, font: UIFont)
    }

    /// What the step draws.
    public let kind: Kind
    /// The shape drawn, or for images and text the rectangle they are drawn in.
    public let path: CGPath
    /// The color of a fill, stroke or text; `nil` for clearing and images.
    public let color: CGColor?
    /// The width of a stroke, in the context's coordinates; 0 for other steps.
    public let lineWidth: CGFloat
    /// How the ends of a stroke's open subpaths are drawn; `.butt` for other steps.
    public let lineCap: CGLineCap
    /// How a stroke's segments are joined; `.miter` for other steps.
    public let lineJoin: CGLineJoin
    /// The limit past which a stroke's mitered joints are beveled, as a ratio of the miter's
    /// length to the line width; 10 (Core Graphics' default) for other steps.
    public let miterLimit: CGFloat
    /// The lengths of a dashed stroke's painted and unpainted segments, alternating, in the
    /// context's coordinates; empty for a solid stroke and for other steps.
    public let lineDash: [CGFloat]
    /// How far into ``lineDash`` a dashed stroke starts, in the context's coordinates.
    public let lineDashPhase: CGFloat
    /// The context's opacity times the step's own, from 0 to 1.
    public let alpha: CGFloat
    /// How the step combines with what was drawn before.
    public let blendMode: CGBlendMode
    /// The bounds of the context's clipping area when the step was drawn, or `nil` when
    /// nothing was clipped.
    public let clip: CGRect?

    /// The smallest rectangle containing the step's path.
    public var bounds: CGRect { path.boundingBox }
}
