import Foundation

/// The drawing context an image renderer hands its actions.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    /// An image of what has been drawn so far.
    open var currentImage: UIImage { UIImage(drawnIn: context) }
}
