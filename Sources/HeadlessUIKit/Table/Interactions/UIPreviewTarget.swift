import Foundation

/// Where a preview appears: a container view and a center point in it.
@preconcurrency @MainActor
open class UIPreviewTarget: NSObject {
    private let storedContainer: UIView
    private let storedCenter: CGPoint
    private let storedTransform: CGAffineTransform

    /// The view the preview is placed in.
    open var container: UIView { storedContainer }
    /// The preview's center, in `container`'s coordinates.
    open var center: CGPoint { storedCenter }
    /// The transform applied to the preview; headless: stored, nothing is drawn.
    open var transform: CGAffineTransform { storedTransform }

    /// Creates a preview target with a transform.
    ///
    /// - Parameters:
    ///   - container: The view the preview is placed in.
    ///   - center: The preview's center, in `container`'s coordinates.
    ///   - transform: The transform applied to the preview.
    public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
        storedContainer = container
        storedCenter = center
        storedTransform = transform
        super.init()
    }

    /// Creates a preview target with no transform.
    ///
    /// - Parameters:
    ///   - container: The view the preview is placed in.
    ///   - center: The preview's center, in `container`'s coordinates.
    public convenience init(container: UIView, center: CGPoint) {
        self.init(container: container, center: center, transform: .identity)
    }
}
