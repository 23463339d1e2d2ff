import Foundation

/// A control that picks a value in a continuous range by dragging a thumb along a track.
///
/// Headless: a test drags the thumb with ``simulateDrag(to:)``. Setting ``value`` or calling
/// ``setValue(_:animated:)`` in code sends nothing, as in UIKit. Nothing is drawn; images and
/// colors are stored.
@preconcurrency @MainActor
open class UISlider: UIControl {
    private var storedValue: Float = 0
    private var thumbImages = StateValues<UIImage>()
    private var minimumTrackImages = StateValues<UIImage>()
    private var maximumTrackImages = StateValues<UIImage>()

    /// Creates a slider with a value of 0 between 0 and 1.
    ///
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a slider from an archive; headless: nothing is decoded.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: - Value

    /// The value, kept between ``minimumValue`` and ``maximumValue``; 0 by default.
    open var value: Float {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), maximumValue) }
    }

    /// The lowest value; 0 by default. The value is clamped to it.
    open var minimumValue: Float = 0 {
        didSet { value = storedValue }
    }

    /// The highest value; 1 by default. The value is clamped to it.
    open var maximumValue: Float = 1 {
        didSet { value = storedValue }
    }

    /// Whether value changes are sent while the thumb moves (`true`, the default) or only when
    /// the drag ends.
    open var isContinuous: Bool = true

    /// Sets the value, without sending events.
    ///
    /// - Parameters:
    ///   - value: The value, clamped to the range.
    ///   - animated: Ignored headlessly.
    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    // MARK: - Appearance

    /// The image shown at the minimum end of the track.
    open var minimumValueImage: UIImage?
    /// The image shown at the maximum end of the track.
    open var maximumValueImage: UIImage?
    /// The color of the track below the thumb.
    open var minimumTrackTintColor: UIColor?
    /// The color of the track above the thumb.
    open var maximumTrackTintColor: UIColor?
    /// The color of the thumb.
    open var thumbTintColor: UIColor?

    /// Sets the thumb's image for a state.
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - state: The state.
    open func setThumbImage(_ image: UIImage?, for state: State) {
        thumbImages[state] = image
    }

    /// Sets the image of the track below the thumb for a state.
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - state: The state.
    open func setMinimumTrackImage(_ image: UIImage?, for state: State) {
        minimumTrackImages[state] = image
    }

    /// Sets the image of the track above the thumb for a state.
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - state: The state.
    open func setMaximumTrackImage(_ image: UIImage?, for state: State) {
        maximumTrackImages[state] = image
    }

    /// The thumb's image for a state, falling back to the normal one.
    ///
    /// - Parameter state: The state.
    /// - Returns: The image, or `nil`.
    open func thumbImage(for state: State) -> UIImage? {
        thumbImages[state]
    }

    /// The image of the track below the thumb for a state, falling back to the normal one.
    ///
    /// - Parameter state: The state.
    /// - Returns: The image, or `nil`.
    open func minimumTrackImage(for state: State) -> UIImage? {
        minimumTrackImages[state]
    }

    /// The image of the track above the thumb for a state, falling back to the normal one.
    ///
    /// - Parameter state: The state.
    /// - Returns: The image, or `nil`.
    open func maximumTrackImage(for state: State) -> UIImage? {
        maximumTrackImages[state]
    }

    /// The thumb's image in the current state.
    open var currentThumbImage: UIImage? { thumbImages[state] }
    /// The image of the track below the thumb in the current state.
    open var currentMinimumTrackImage: UIImage? { minimumTrackImages[state] }
    /// The image of the track above the thumb in the current state.
    open var currentMaximumTrackImage: UIImage? { maximumTrackImages[state] }

    // MARK: - Geometry

    /// The thumb's diameter, at most the height of the bounds: iOS's 28 points.
    private static let thumbDiameter: CGFloat = 28
    /// The track's height: 4 points.
    private static let trackHeight: CGFloat = 4
    /// The space between a value image and the track.
    private static let valueImageSpacing: CGFloat = 8

    /// Where the minimum value image is drawn: its size, at the leading edge, centered
    /// vertically; an empty rectangle at that edge when there is no image. Subclasses override
    /// it to move the image.
    ///
    /// - Parameter bounds: The slider's bounds.
    /// - Returns: The image's rectangle.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        let size = minimumValueImage?.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Where the maximum value image is drawn: its size, at the trailing edge, centered
    /// vertically; an empty rectangle at that edge when there is no image.
    ///
    /// - Parameter bounds: The slider's bounds.
    /// - Returns: The image's rectangle.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        let size = maximumValueImage?.size ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Where the track is drawn: 4 points tall, centered vertically, between the value images
    /// (8 points from each one shown). Subclasses override it for a thicker or shorter track;
    /// the thumb and pictures of the screen follow.
    ///
    /// - Parameter bounds: The slider's bounds.
    /// - Returns: The track's rectangle.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let minimumImage = minimumValueImageRect(forBounds: bounds)
        let maximumImage = maximumValueImageRect(forBounds: bounds)
        let minX = minimumImage.width > 0 ? minimumImage.maxX + Self.valueImageSpacing : bounds.minX
        let maxX = maximumImage.width > 0 ? maximumImage.minX - Self.valueImageSpacing : bounds.maxX
        return CGRect(x: minX, y: bounds.midY - Self.trackHeight / 2, width: max(maxX - minX, 0), height: Self.trackHeight)
    }

    /// Where the thumb is drawn for a value: a square as wide as iOS's 28-point thumb (at most
    /// the height of the bounds), centered on the track, its center moving from one thumb
    /// radius inside the track's start to one inside its end as the value goes from
    /// ``minimumValue`` to ``maximumValue``.
    ///
    /// - Parameters:
    ///   - bounds: The slider's bounds.
    ///   - rect: The track's rectangle (``trackRect(forBounds:)``).
    ///   - value: The value; clamped to the range.
    /// - Returns: The thumb's rectangle.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let diameter = min(Self.thumbDiameter, bounds.height)
        let range = maximumValue - minimumValue
        let fraction = range > 0 ? CGFloat((min(max(value, minimumValue), maximumValue) - minimumValue) / range) : 0
        let travel = max(rect.width - diameter, 0)
        return CGRect(x: rect.minX + travel * fraction, y: rect.midY - diameter / 2, width: diameter, height: diameter)
    }

    // MARK: - Simulated touches

    /// Drags the thumb to a value as a finger would, in one move (HeadlessUIKit-only).
    ///
    /// When the slider accepts touches: `touchDown`, the value moves to `value` (clamped), then
    /// `valueChanged` when it changed, then `touchUpInside`. One move sends one `valueChanged`,
    /// whether ``isContinuous`` or not; to check continuous updates, drag in several calls.
    ///
    /// - Parameter value: Where the thumb is released.
    public func simulateDrag(to value: Float) {
        simulateValueTouch {
            let old = self.value
            self.value = value
            return self.value != old
        }
    }
}
