import Foundation

/// An image. Headless: nothing is decoded or drawn; an image keeps the name it was created
/// with, whether it is a symbol, its rendering mode and tint color, so tests can tell images
/// apart.
///
/// There is no asset catalog or symbol set, so ``init(named:)`` and ``init(systemName:)`` never
/// fail and their images have a zero ``size``. Two images are equal when they stand for the same
/// asset with the same rendering mode and tint, as UIKit's cache returns one object per name.
// `@unchecked Sendable` as UIKit's `UIImage` (declared `Sendable`): every stored property is an
// immutable `let`.
open class UIImage: NSObject, @unchecked Sendable, _ExpressibleByImageLiteral {
    /// The asset or symbol name the image was created with, if any (HeadlessUIKit-only).
    public var headlessName: String? { state.name }
    /// The bundle a named image was looked up in; `nil` for the main bundle (HeadlessUIKit-only).
    public var headlessBundle: Bundle? { state.bundle }
    /// The image's size in points: its pixel size divided by ``scale`` for an image created
    /// from PNG, JPEG or GIF data; zero for named and symbol images (no asset data headlessly).
    open var size: CGSize { state.size }
    /// Whether the image is an SF Symbol, created with ``init(systemName:)``.
    open var isSymbolImage: Bool { state.isSymbolImage }
    /// How the image uses its colors: UIKit tints template images with the view's tint color.
    open var renderingMode: RenderingMode { state.renderingMode }
    /// The color given with ``withTintColor(_:)``, if any (HeadlessUIKit-only; UIKit bakes it
    /// into the image).
    public var headlessTintColor: UIColor? { state.tintColor }
    /// The traits and attributes the image is drawn with, if any: a
    /// ``SymbolConfiguration`` for a symbol created or derived with one.
    open var configuration: UIImage.Configuration? { state.configuration }

    /// Everything an image stands for; variants copy it with one thing changed.
    let state: HeadlessImageState

    init(state: HeadlessImageState) {
        self.state = state
        super.init()
    }

    init(
        name: String?,
        bundle: Bundle?,
        size: CGSize,
        isSymbolImage: Bool,
        renderingMode: RenderingMode,
        tintColor: UIColor?,
        configuration: UIImage.Configuration? = nil
    ) {
        var state = HeadlessImageState()
        state.name = name
        state.bundle = bundle
        state.pixelSize = size
        state.isSymbolImage = isSymbolImage
        state.renderingMode = renderingMode
        state.tintColor = tintColor
        state.configuration = configuration
        self.state = state
        super.init()
    }

    /// Creates an image from the bytes of an image file.
    ///
    /// Headless: only the header of a PNG, JPEG or GIF file is read, for the pixel size, which
    /// gives ``size`` at a ``scale`` of 1; pixels, colour profiles, animation frames and Exif
    /// orientation are not decoded (``imageOrientation`` is ``Orientation/up``). Fails, as UIKit
    /// does for bytes it cannot decode, when the bytes are none of these formats (UIKit also
    /// decodes HEIF, TIFF, BMP and others). The bytes are kept for ``pngData()`` and
    /// ``jpegData(compressionQuality:)``.
    /// - Parameter data: The bytes of an image file.
    public init?(data: Data) {
        guard let state = HeadlessImageState(data: data, scale: 1) else { return nil }
        self.state = state
        super.init()
    }

    /// Creates an image from the bytes of an image file, with a scale factor.
    ///
    /// Headless: as ``init(data:)``; ``size`` is the pixel size divided by `scale`.
    /// - Parameters:
    ///   - data: The bytes of an image file.
    ///   - scale: Pixels per point, such as 2 for an `@2x` image.
    public init?(data: Data, scale: CGFloat) {
        guard let state = HeadlessImageState(data: data, scale: scale) else { return nil }
        self.state = state
        super.init()
    }

    /// Creates an image from an image file, without caching it.
    ///
    /// Headless: the file is read and decoded as ``init(data:)`` decodes bytes (the size from a
    /// PNG, JPEG or GIF header, at a scale of 1: an `@2x` or `@3x` suffix of the file name is not
    /// read). Fails when the file cannot be read or is none of those formats.
    /// - Parameter path: The path of the image file.
    public init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path),
              let state = HeadlessImageState(data: data, scale: 1) else { return nil }
        self.state = state
        super.init()
    }

    /// Creates an animated image: its frames shown in turn, one cycle lasting `duration`. Its size
    /// and scale are the first frame's.
    ///
    /// - Parameters:
    ///   - images: The frames, in order.
    ///   - duration: How long one cycle lasts, in seconds.
    /// - Returns: The image, or `nil` when there are no frames.
    open class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        var state = HeadlessImageState()
        state.pixelSize = first.state.pixelSize
        state.scale = first.state.scale
        state.orientation = first.state.orientation
        state.frames = images
        state.duration = duration
        return UIImage(state: state)
    }

    /// The frames of an animated image, or `nil` for an image that is not animated.
    open var images: [UIImage]? { state.frames }

    /// How long one cycle of an animated image's frames lasts, in seconds; 0 for an image that
    /// is not animated.
    open var duration: TimeInterval { state.duration }

    /// Creates an image of a Core Graphics image, at one pixel per point, upright.
    ///
    /// - Parameter cgImage: The Core Graphics image.
    public init(cgImage: CGImage) {
        self.state = cgImage.state
        super.init()
    }

    /// Creates an image of a Core Graphics image, with a scale and an orientation.
    ///
    /// - Parameters:
    ///   - cgImage: The Core Graphics image, its pixels as stored.
    ///   - scale: Pixels per point.
    ///   - orientation: How the stored pixels are turned to be drawn upright.
    public init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        var state = cgImage.state
        state.scale = scale
        state.orientation = orientation
        self.state = state
        super.init()
    }

    /// The Core Graphics image behind the image: its pixels as stored (before
    /// ``imageOrientation``, at their pixel size), as a bitmap; `nil` for the empty image
    /// (`UIImage()`).
    ///
    /// Headless: the Core Graphics image stands for what the image does (see `CGImage`).
    open var cgImage: CGImage? {
        guard state.hasIdentity || state.pixelSize != .zero || !state.drawing.isEmpty || state.viewPicture != nil else { return nil }
        return CGImage(bitmapOf: state)
    }

    /// Creates an empty image.
    public override convenience init() {
        self.init(name: nil, bundle: nil, size: .zero, isSymbolImage: false, renderingMode: .automatic, tintColor: nil)
    }

    /// Creates an image standing for the named asset in the main bundle.
    ///
    /// Headless: there is no asset catalog, so this never fails; the name is kept in
    /// ``headlessName``.
    /// - Parameter name: The asset name.
    public init?(named name: String) {
        state = HeadlessImageState(name: name, bundle: nil, isSymbolImage: false)
        super.init()
    }

    /// Creates an image standing for the named asset in a bundle.
    ///
    /// Headless: never fails; the name and bundle are kept, traits are ignored.
    /// - Parameters:
    ///   - name: The asset name.
    ///   - bundle: The bundle; `nil` means the main bundle.
    ///   - traitCollection: Ignored.
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        state = HeadlessImageState(name: name, bundle: bundle, isSymbolImage: false)
        super.init()
    }

    /// Creates the image of an image literal, `#imageLiteral(resourceName:)`: the named asset in
    /// the main bundle.
    ///
    /// Headless: as ``init(named:)``, the name is kept in ``headlessName``.
    /// - Parameter name: The asset name.
    public required convenience init(imageLiteralResourceName name: String) {
        self.init(name: name, bundle: nil, size: .zero, isSymbolImage: false, renderingMode: .automatic, tintColor: nil)
    }

    /// Creates an image standing for an SF Symbol.
    ///
    /// Headless: there is no symbol set, so this never fails; ``isSymbolImage`` is `true` and the
    /// name is kept in ``headlessName``.
    /// - Parameter name: The symbol name, such as `"star.fill"`.
    public init?(systemName name: String) {
        state = HeadlessImageState(name: name, bundle: nil, isSymbolImage: true)
        super.init()
    }

    /// Creates an image standing for an SF Symbol drawn with a configuration.
    ///
    /// Headless: never fails; the configuration is kept in ``configuration``.
    /// - Parameters:
    ///   - name: The symbol name.
    ///   - configuration: The configuration, such as a ``SymbolConfiguration``.
    public init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        state = HeadlessImageState(name: name, bundle: nil, isSymbolImage: true, configuration: configuration)
        super.init()
    }

    /// Creates an image standing for an SF Symbol drawn for some traits.
    ///
    /// Headless: never fails; ``configuration`` holds the traits.
    /// - Parameters:
    ///   - name: The symbol name.
    ///   - traitCollection: The traits; `nil` for none.
    public init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        let configuration = traitCollection.map { UIImage.Configuration(traitCollection: $0) }
        state = HeadlessImageState(name: name, bundle: nil, isSymbolImage: true, configuration: configuration)
        super.init()
    }

    /// Creates an image standing for the named asset in a bundle, drawn with a configuration.
    ///
    /// Headless: never fails; the name, bundle and configuration are kept.
    /// - Parameters:
    ///   - name: The asset name.
    ///   - bundle: The bundle; `nil` means the main bundle.
    ///   - configuration: The configuration.
    public init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {
        state = HeadlessImageState(name: name, bundle: bundle, isSymbolImage: false, configuration: configuration)
        super.init()
    }

    // MARK: - Variants

    /// The same image with another rendering mode.
    ///
    /// - Parameter renderingMode: The rendering mode.
    /// - Returns: The image.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        variant(renderingMode: renderingMode, tintColor: headlessTintColor)
    }

    /// The same image tinted with a color, drawn as original.
    ///
    /// - Parameter color: The tint color, kept in ``headlessTintColor``.
    /// - Returns: The image, with rendering mode ``RenderingMode/alwaysOriginal``.
    open func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: .alwaysOriginal)
    }

    /// The same image tinted with a color and a rendering mode.
    ///
    /// - Parameters:
    ///   - color: The tint color, kept in ``headlessTintColor``.
    ///   - renderingMode: The rendering mode.
    /// - Returns: The image.
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        variant(renderingMode: renderingMode, tintColor: color)
    }

    // MARK: - Configurations

    /// ``configuration`` when it is a ``SymbolConfiguration``.
    open var symbolConfiguration: UIImage.SymbolConfiguration? {
        configuration as? UIImage.SymbolConfiguration
    }

    /// The same image with another configuration.
    ///
    /// - Parameter configuration: The configuration, replacing the image's.
    /// - Returns: The image.
    open func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        variant(renderingMode: renderingMode, tintColor: headlessTintColor, configuration: configuration)
    }

    /// The same symbol with a symbol configuration's attributes applied on top of its own.
    ///
    /// - Parameter configuration: The attributes to apply; those it specifies win.
    /// - Returns: The image; `nil` for an image that is not a symbol (headless choice: UIKit
    ///   documents only that the result may be `nil`).
    open func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
        guard isSymbolImage else { return nil }
        let combined = symbolConfiguration?.applying(configuration)
            ?? UIImage.SymbolConfiguration.unspecified.withTraitCollection(self.configuration?.traitCollection).applying(configuration)
        return variant(renderingMode: renderingMode, tintColor: headlessTintColor, configuration: combined)
    }

    // MARK: - Orientation, scale and resizing

    /// How the image's pixels are turned to be shown upright: ``Orientation/up`` unless changed
    /// with ``withHorizontallyFlippedOrientation()`` (headless: Exif orientation is not read
    /// from data).
    open var imageOrientation: UIImage.Orientation { state.orientation }

    /// Pixels per point: 1, or the scale given to ``init(data:scale:)``.
    open var scale: CGFloat { state.scale }

    /// Whether the image is drawn mirrored in right-to-left layouts, as set by
    /// ``imageFlippedForRightToLeftLayoutDirection()``.
    open var flipsForRightToLeftLayoutDirection: Bool { state.flipsForRightToLeftLayoutDirection }

    /// The end caps of a resizable image; zero unless made with
    /// ``resizableImage(withCapInsets:)``.
    open var capInsets: UIEdgeInsets { state.capInsets }

    /// How a resizable image fills the area between its caps: ``ResizingMode/tile`` by default.
    open var resizingMode: UIImage.ResizingMode { state.resizingMode }

    /// The insets from the image's edges to the rectangle Auto Layout aligns; zero unless made
    /// with ``withAlignmentRectInsets(_:)``.
    open var alignmentRectInsets: UIEdgeInsets { state.alignmentRectInsets }

    // MARK: - Layout and orientation variants

    /// The same image, resizable with fixed end caps; the middle is tiled.
    ///
    /// Headless: ``capInsets`` and ``resizingMode`` are kept; nothing is drawn.
    /// - Parameter capInsets: The end caps, which do not stretch.
    /// - Returns: The image.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// The same image, resizable with fixed end caps and a resizing mode for the middle.
    ///
    /// Headless: ``capInsets`` and ``resizingMode`` are kept; nothing is drawn.
    /// - Parameters:
    ///   - capInsets: The end caps, which do not stretch.
    ///   - resizingMode: How the middle fills the area.
    /// - Returns: The image.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: UIImage.ResizingMode) -> UIImage {
        headlessVariant {
            $0.capInsets = capInsets
            $0.resizingMode = resizingMode
        }
    }

    /// The same image with insets to its alignment rectangle, as Auto Layout uses for an image
    /// view showing it.
    ///
    /// Headless: ``alignmentRectInsets`` is kept; image views do not apply it to layout.
    /// - Parameter alignmentInsets: The insets.
    /// - Returns: The image.
    open func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage {
        headlessVariant { $0.alignmentRectInsets = alignmentInsets }
    }

    /// The same image, drawn mirrored when the layout direction is right to left.
    ///
    /// Headless: ``flipsForRightToLeftLayoutDirection`` becomes `true`; nothing is drawn.
    /// - Returns: The image.
    open func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
        headlessVariant { $0.flipsForRightToLeftLayoutDirection = true }
    }

    /// The same image mirrored horizontally: ``imageOrientation`` changes to its mirror (`up`
    /// becomes `upMirrored`, `left` becomes `rightMirrored`…), as in UIKit.
    ///
    /// - Returns: The image.
    open func withHorizontallyFlippedOrientation() -> UIImage {
        headlessVariant { $0.orientation = $0.orientation.horizontallyFlipped }
    }

    private func variant(
        renderingMode: RenderingMode,
        tintColor: UIColor?,
        configuration: UIImage.Configuration? = nil
    ) -> UIImage {
        headlessVariant {
            $0.renderingMode = renderingMode
            $0.tintColor = tintColor
            if let configuration { $0.configuration = configuration }
        }
    }

    /// A copy of this image with its state changed by `change`.
    func headlessVariant(_ change: (inout HeadlessImageState) -> Void) -> UIImage {
        var copy = state
        change(&copy)
        return UIImage(state: copy)
    }

    // MARK: - Drawing

    /// Draws the image at its size with its top-left corner at `point` in the current graphics
    /// context, as a view's `draw(_:)` does; does nothing without a current context. Headless:
    /// recorded as a step (``HeadlessDrawingStep/Kind/image(_:)``), no pixels.
    ///
    /// - Parameter point: Where the image's top-left corner goes.
    open func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image at `point`, blended with what is below.
    ///
    /// - Parameters:
    ///   - point: Where the image's top-left corner goes.
    ///   - blendMode: How the image's pixels combine with those below.
    ///   - alpha: The opacity, from 0 to 1.
    open func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image scaled to fill `rect` in the current graphics context; does nothing
    /// without one.
    ///
    /// - Parameter rect: The rectangle to fill.
    open func draw(in rect: CGRect) {
        UIGraphicsGetCurrentContext()?.recordDrawing(.image(self), in: rect)
    }

    /// Draws the image scaled to fill `rect`, blended with what is below.
    ///
    /// - Parameters:
    ///   - rect: The rectangle to fill.
    ///   - blendMode: How the image's pixels combine with those below.
    ///   - alpha: The opacity, from 0 to 1.
    open func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        UIGraphicsGetCurrentContext()?.recordDrawing(.image(self), in: rect, alpha: alpha, blendMode: blendMode)
    }

    /// Tiles the image over `rect` in the current graphics context. Headless: recorded as the
    /// image drawn over `rect`.
    ///
    /// - Parameter rect: The rectangle to tile.
    open func drawAsPattern(in rect: CGRect) {
        draw(in: rect)
    }

    // MARK: - Standard images

    /// The standard image for indicating user-initiated actions.
    ///
    /// Headless: a symbol image whose ``headlessName`` is `"UIImage.actions"`; each read returns
    /// an equal image.
    open class var actions: UIImage { standardImage("actions") }

    /// The standard image for indicating the addition of content.
    ///
    /// Headless: a symbol image whose ``headlessName`` is `"UIImage.add"`.
    open class var add: UIImage { standardImage("add") }

    /// The standard image for indicating the removal of content.
    ///
    /// Headless: a symbol image whose ``headlessName`` is `"UIImage.remove"`.
    open class var remove: UIImage { standardImage("remove") }

    /// The standard image for a checkmark on a filled-circle background.
    ///
    /// Headless: a symbol image whose ``headlessName`` is `"UIImage.checkmark"`.
    open class var checkmark: UIImage { standardImage("checkmark") }

    /// The standard image for a checkmark on a tinted circle with a white-stroked border.
    ///
    /// Headless: a symbol image whose ``headlessName`` is `"UIImage.strokedCheckmark"`.
    open class var strokedCheckmark: UIImage { standardImage("strokedCheckmark") }

    private static func standardImage(_ property: String) -> UIImage {
        UIImage(
            name: "UIImage.\(property)",
            bundle: nil,
            size: .zero,
            isSymbolImage: true,
            renderingMode: .automatic,
            tintColor: nil
        )
    }

    // MARK: - Equality

    /// Whether `object` stands for the same asset or data with the same size, rendering mode,
    /// tint, configuration and layout attributes.
    ///
    /// Two empty images (``init()``) are equal only when they are the same object.
    /// - Parameter object: The object to compare with.
    /// - Returns: `true` when equal.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImage else { return false }
        guard state.hasIdentity else { return other === self }
        return state == other.state
    }

    /// A hash consistent with ``isEqual(_:)``.
    open override var hash: Int {
        guard state.hasIdentity else { return ObjectIdentifier(self).hashValue }
        var hasher = Hasher()
        hasher.combine(state.name)
        hasher.combine(state.data)
        return hasher.finalize()
    }
}

extension UIImage {
    /// How an image uses its own colors.
    public enum RenderingMode: Int, Sendable {
        /// The context decides: symbols and bar images are templates, others original.
        case automatic = 0
        /// The image's own colors.
        case alwaysOriginal = 1
        /// A template: drawn in the tint color, ignoring its own colors.
        case alwaysTemplate = 2
    }
}
