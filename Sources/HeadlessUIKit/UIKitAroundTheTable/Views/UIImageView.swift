import Foundation

/// A view that shows an image. Headless: the image is stored, not drawn.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown.
    open var image: UIImage? {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The image shown while highlighted.
    open var highlightedImage: UIImage?
    /// Whether the view shows ``highlightedImage``.
    open var isHighlighted: Bool = false
    /// The symbol attributes the view draws symbol images with, on top of the image's own.
    /// Headless: stored; ``image`` keeps its own configuration.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    /// Whether the image grows with the accessibility text sizes. Headless: stored; images keep
    /// their size.
    open var adjustsImageSizeForAccessibilityContentSizeCategory = false

    /// The images the view cycles through while animating.
    ///
    /// Headless: stored; frames never advance, ``image`` stays as set.
    open var animationImages: [UIImage]? {
        didSet { if animationImages?.isEmpty ?? true { isAnimating = false } }
    }
    /// The images the view cycles through while animating and highlighted. Headless: stored.
    open var highlightedAnimationImages: [UIImage]?
    /// The time for one cycle through ``animationImages``, in seconds; 0 means 1/30 s per image.
    open var animationDuration: TimeInterval = 0
    /// How many times the animation repeats; 0 means forever.
    ///
    /// Headless: stored; without a clock the animation runs until ``stopAnimating()``.
    open var animationRepeatCount: Int = 0
    /// Whether the view is animating: from ``startAnimating()`` with images until
    /// ``stopAnimating()`` or until ``animationImages`` is emptied.
    open private(set) var isAnimating = false

    /// Starts cycling through ``animationImages``; does nothing without images, as in UIKit.
    open func startAnimating() {
        isAnimating = !(animationImages?.isEmpty ?? true)
    }

    /// Stops cycling through ``animationImages``.
    open func stopAnimating() {
        isAnimating = false
    }

    /// Creates an image view showing the given image, sized to it. As in UIKit, it does not
    /// take touches.
    ///
    /// - Parameter image: The image to show.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    /// Creates an image view showing an image, and another while highlighted, sized to the first.
    ///
    /// - Parameters:
    ///   - image: The image to show.
    ///   - highlightedImage: The image to show while highlighted.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    /// Creates an image view with the given frame and no image; it does not take touches.
    ///
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates an image view from an archive; headless: nothing is decoded.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// The size of ``image``; no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The size of ``image``, or the current size without an image.
    ///
    /// - Parameter size: Ignored: an image view fits its image.
    /// - Returns: The image's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        image?.size ?? bounds.size
    }
}
