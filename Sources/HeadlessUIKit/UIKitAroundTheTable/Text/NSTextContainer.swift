import Foundation

/// The region text is laid out in: a size, padding at each line's ends, a line limit.
///
/// Headless: there is no layout manager or glyph layout; a ``UITextView`` reads
/// ``lineFragmentPadding``, ``maximumNumberOfLines``, ``size`` and ``widthTracksTextView`` when
/// it sizes its text with HeadlessUIKit's text metrics. Exclusion paths and
/// ``lineBreakMode`` are stored, not applied.
open class NSTextContainer: NSObject {
    /// The container's size; a dimension of `CGFloat.greatestFiniteMagnitude` is unlimited.
    open var size: CGSize
    /// Paths text flows around. Headless: stored.
    open var exclusionPaths: [UIBezierPath] = []
    /// How the last line that fits is wrapped or truncated; ``NSLineBreakMode/byWordWrapping``
    /// by default. Headless: stored.
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// The space at each end of every line, inside the container; 5 points by default, as in
    /// UIKit.
    open var lineFragmentPadding: CGFloat = 5
    /// The most lines laid out; 0, the default, means no limit.
    open var maximumNumberOfLines: Int = 0
    /// Whether a text view keeps ``size``'s width equal to its own width less its
    /// `textContainerInset`; `false` by default (a text view's own container has it `true`).
    open var widthTracksTextView: Bool = false
    /// Whether a text view keeps ``size``'s height equal to its own; `false` by default.
    /// Headless: stored.
    open var heightTracksTextView: Bool = false

    /// Creates a container of a size.
    ///
    /// - Parameter size: The size.
    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    /// Creates a container of zero size.
    public override convenience init() {
        self.init(size: .zero)
    }

    /// Whether the container is a plain rectangle: `true` without ``exclusionPaths``.
    open var isSimpleRectangularTextContainer: Bool { exclusionPaths.isEmpty }
}
