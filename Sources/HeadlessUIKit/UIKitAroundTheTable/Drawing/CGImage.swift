#if !canImport(CoreGraphics)
import Foundation

/// Core Graphics' bitmap image, where Core Graphics is absent: what `UIImage.cgImage` returns and
/// `UIImage(cgImage:)` takes, and what apps hand to `CALayer.contents`.
///
/// Headless: no pixels are decoded or rendered. An image stands for what its `UIImage` stood for
/// (the bytes it was read from, or what was drawn to make it, or the asset it names), upright and
/// at one pixel per point, with the pixel size; its format is Core Graphics' usual one for
/// decoded images: 8 bits per component, 32 per pixel, alpha premultiplied last (or skipped for
/// opaque images).
public final class CGImage {
    /// What the image stands for: a `UIImage`'s, without its scale, orientation and UIKit-only
    /// traits.
    let state: HeadlessImageState

    /// Creates an image standing for an image state, as a bitmap: upright, at one pixel per
    /// point, not a symbol, with none of UIKit's rendering traits.
    init(bitmapOf imageState: HeadlessImageState) {
        var state = HeadlessImageState()
        state.name = imageState.name
        state.bundle = imageState.bundle
        state.data = imageState.data
        state.format = imageState.format
        state.pixelSize = imageState.pixelSize
        state.drawing = imageState.drawing
        state.viewPicture = imageState.viewPicture
        state.isOpaque = imageState.isOpaque
        self.state = state
    }

    /// The width, in pixels.
    public var width: Int { Int(state.pixelSize.width.rounded()) }
    /// The height, in pixels.
    public var height: Int { Int(state.pixelSize.height.rounded()) }
    /// The bits of one color component: 8.
    public var bitsPerComponent: Int { 8 }
    /// The bits of one pixel: 32.
    public var bitsPerPixel: Int { 32 }
    /// The bytes of one row of pixels: four per pixel.
    public var bytesPerRow: Int { width * 4 }
    /// Whether the image is a mask: `false`, since masks cannot be made here.
    public var isMask: Bool { false }
    /// Whether the image is smoothed when drawn scaled: `true`.
    public var shouldInterpolate: Bool { true }
    /// Where the alpha channel is: last and premultiplied, or skipped for an opaque image.
    public var alphaInfo: CGImageAlphaInfo { state.isOpaque ? .noneSkipLast : .premultipliedLast }

    /// Returns a copy of the image.
    ///
    /// - Returns: The copy.
    public func copy() -> CGImage? {
        CGImage(bitmapOf: state)
    }

    /// Returns the part of the image inside a rectangle of its pixels.
    ///
    /// Headless: the part has the size of the rectangle made integral and clipped to the image,
    /// and stands for the same source (no pixels are cut).
    /// - Parameter rect: The rectangle, in pixels from the top left.
    /// - Returns: The part, or `nil` when the rectangle misses the image.
    public func cropping(to rect: CGRect) -> CGImage? {
        let part = rect.integral.intersection(CGRect(origin: .zero, size: state.pixelSize))
        guard !part.isNull, !part.isEmpty else { return nil }
        var cropped = state
        cropped.pixelSize = part.size
        return CGImage(bitmapOf: cropped)
    }
}

/// Where a bitmap's alpha channel is, and whether the color components are premultiplied by it.
public enum CGImageAlphaInfo: UInt32, Sendable {
    /// No alpha channel.
    case none = 0
    /// Alpha last, the color components premultiplied.
    case premultipliedLast = 1
    /// Alpha first, the color components premultiplied.
    case premultipliedFirst = 2
    /// Alpha last.
    case last = 3
    /// Alpha first.
    case first = 4
    /// No alpha; the last component is ignored.
    case noneSkipLast = 5
    /// No alpha; the first component is ignored.
    case noneSkipFirst = 6
    /// Only an alpha channel.
    case alphaOnly = 7
}
#endif
