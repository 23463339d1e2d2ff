import Foundation

/// A bar showing the progress of a task, such as a download in a table row.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// The look of the bar.
    public enum Style: Int, Sendable {
        /// The standard bar.
        case `default` = 0
        /// The bar of a toolbar.
        case bar = 1
    }

    /// The bar's style.
    open var progressViewStyle: Style = .default
    /// The progress shown, from 0 to 1; values outside are clamped.
    open var progress: Float {
        get { storedProgress }
        set { storedProgress = min(max(newValue, 0), 1) }
    }
    /// The color of the filled part.
    open var progressTintColor: UIColor?
    /// The color of the unfilled part.
    open var trackTintColor: UIColor?
    /// An image for the filled part.
    open var progressImage: UIImage?
    /// An image for the unfilled part.
    open var trackImage: UIImage?
    /// A progress object the bar follows; setting it shows its fraction completed. Headless:
    /// read when set, not observed afterwards.
    open var observedProgress: Progress? {
        didSet {
            if let observedProgress { progress = Float(observedProgress.fractionCompleted) }
        }
    }

    private var storedProgress: Float = 0

    /// Creates a bar of `style`.
    ///
    /// - Parameter style: The style.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    /// Creates a bar with the given frame.
    ///
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a bar from an archive; headless: nothing is decoded.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets the progress.
    ///
    /// - Parameters:
    ///   - progress: The progress, from 0 to 1.
    ///   - animated: Ignored headlessly.
    open func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }

    /// The bar's natural height: 4 points, 2.5 for `.bar` (not confirmed on a device); it
    /// stretches to any width.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: progressViewStyle == .bar ? 2.5 : 4)
    }
}
