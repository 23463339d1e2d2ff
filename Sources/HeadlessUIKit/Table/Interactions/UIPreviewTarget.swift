import Foundation

/// Where a preview appears: a container view and a center point in it.
@preconcurrency @MainActor
open class UIPreviewTarget: NSObject {
    /// The view the preview is placed in.
    public let container: UIView
    /// The preview's center, in `container`'s coordinates.
    public let center: CGPoint

    /// Creates a preview target.
    ///
    /// - Parameters:
    ///   - container: The view the preview is placed in.
    ///   - center: The preview's center, in `container`'s coordinates.
    public init(container: UIView, center: CGPoint) {
        self.container = container
        self.center = center
        super.init()
    }
}
