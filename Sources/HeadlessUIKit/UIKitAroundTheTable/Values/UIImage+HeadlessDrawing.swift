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

    /// The pictures of views drawn into the image (HeadlessUIKit-only), in the order they were
    /// drawn: what `drawHierarchy(in:afterScreenUpdates:)` or a view's layer's `render(in:)`
    /// drew while the image's renderer or image context was current, each with the view's text
    /// snapshot and SVG picture at that moment. Empty when no view was drawn.
    public var headlessViewPictures: [HeadlessViewPicture] {
        state.drawing.compactMap { step in
            guard case .image(let image) = step.kind else { return nil }
            return image.state.viewPicture
        }
    }

    /// An image showing a view hierarchy as it is now, at the size of the view's bounds.
    @MainActor
    convenience init(picturing view: UIView) {
        var state = HeadlessImageState()
        let picture = HeadlessViewPicture(of: view)
        state.pixelSize = picture.size
        state.viewPicture = picture
        self.init(state: state)
    }

    /// An image of what `context` has drawn so far, at the context's size and image scale.
    convenience init(drawnIn context: CGContext) {
        var state = HeadlessImageState()
        let scale = context.imageScale ?? 1
        state.pixelSize = CGSize(width: context.size.width * scale, height: context.size.height * scale)
        state.scale = scale
        state.drawing = context.steps
        state.isOpaque = context.imageIsOpaque
        self.init(state: state)
    }
}
