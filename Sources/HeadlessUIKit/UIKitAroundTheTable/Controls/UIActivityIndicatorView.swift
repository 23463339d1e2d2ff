import Foundation

/// A spinner showing that a task is in progress.
///
/// Headless: nothing spins; ``isAnimating`` records whether it would. Starting shows the view;
/// stopping hides it when ``hidesWhenStopped``; turning ``hidesWhenStopped`` off shows it.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The spinner's size and look. Changing it changes ``intrinsicContentSize``.
    open var style: Style {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// Whether the view is hidden while not animating; `true` by default. Setting it hides or
    /// shows a stopped spinner accordingly.
    open var hidesWhenStopped: Bool = true {
        didSet { isHidden = hidesWhenStopped && !isAnimating }
    }
    /// The spinner's color; `nil` for the default.
    open var color: UIColor!
    /// Whether the spinner is animating.
    open private(set) var isAnimating: Bool = false

    /// Creates a spinner with a style, stopped (and so hidden), sized for the style as UIKit
    /// sizes it: 20 × 20 for the medium styles, 37 × 37 for the large ones.
    ///
    /// - Parameter style: The style.
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: style.size))
        isHidden = true
    }

    /// Creates a medium spinner with the given frame, stopped (and so hidden).
    ///
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        isHidden = true
    }

    /// Creates a spinner from an archive; headless: nothing is decoded.
    ///
    /// - Parameter coder: The archive.
    public required init(coder: NSCoder) {
        style = .medium
        super.init(frame: .zero)
        isHidden = true
    }

    /// The size of the spinner's style: 20 × 20 for the medium styles, 37 × 37 for the large ones.
    open override var intrinsicContentSize: CGSize {
        style.size
    }

    /// The size of the spinner's style, whatever the space.
    ///
    /// - Parameter size: Ignored.
    /// - Returns: ``intrinsicContentSize``.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    /// Starts the spinner and shows it.
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops the spinner; hides it when ``hidesWhenStopped``.
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }
}

extension UIActivityIndicatorView {
    /// The size and look of a spinner.
    public enum Style: Int, Sendable {
        /// The medium spinner.
        case medium = 100
        /// The large spinner.
        case large = 101
        /// The large white spinner of iOS 12 and earlier.
        @available(iOS, introduced: 2.0, deprecated: 13.0, renamed: "UIActivityIndicatorView.Style.large")
        case whiteLarge = 0
        /// The white spinner of iOS 12 and earlier.
        @available(iOS, introduced: 2.0, deprecated: 13.0, renamed: "UIActivityIndicatorView.Style.medium")
        case white = 1
        /// The gray spinner of iOS 12 and earlier.
        @available(iOS, introduced: 2.0, deprecated: 13.0, renamed: "UIActivityIndicatorView.Style.medium")
        case gray = 2

        /// The spinner's size in this style.
        var size: CGSize {
            switch self {
            case .large, .whiteLarge: CGSize(width: 37, height: 37)
            case .medium, .white, .gray: CGSize(width: 20, height: 20)
            }
        }
    }
}
