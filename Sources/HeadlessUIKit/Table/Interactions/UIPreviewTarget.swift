import Foundation

/// Where a preview appears: a container view and a center point in it.
@preconcurrency @MainActor
open class UIPreviewTarget: NSObject {
    private let storedContainer: UIView
    private let storedCenter: CGPoint

    /// The view the preview is placed in.
    open var container: UIView { storedContainer }
    /// The preview's center, in `container`'s coordinates.
    open var center: CGPoint { storedCenter }

    /// Creates a preview target.
    ///
    /// - Parameters:
    ///   - container: The view the preview is placed in.
    ///   - center: The preview's center, in `container`'s coordinates.
    public init(container: UIView, center: CGPoint) {
        storedContainer = container
        storedCenter = center
        super.init()
    }
}
