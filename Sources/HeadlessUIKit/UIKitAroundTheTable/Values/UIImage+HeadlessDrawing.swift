import Foundation

extension UIImage {
    /// What was drawn to make the image (HeadlessUIKit-only): the steps an image renderer's
    /// actions or an image context recorded, in order, in the image's coordinates (points,
    /// origin at the top left). Empty for images that were not drawn.
    ///
    /// ```swift
    /// let badge = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
    ///     UIColor.systemRed.setFill()
    ///     UIBezierPath(ovalIn: context.format.bounds).fill()
    /// }
    /// #expect(badge.headlessDrawing.count == 1)
    /// ```
    public var headlessDrawing: [HeadlessDrawingStep] { state.drawing }

    /// An image of what `context` has drawn so far, at the context's size and image scale.
    convenience init(drawnIn context: CGContext) {
        var state = HeadlessImageState()
        let scale = context.imageScale ?? 1
        state.pixelSize = CGSize(width: context.size.width * scale, height: context.size.height * scale)
        state.scale = scale
        state.drawing = context.steps
        self.init(state: state)
    }
}
