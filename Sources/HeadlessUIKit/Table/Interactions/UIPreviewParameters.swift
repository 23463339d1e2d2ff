import Foundation

/// How a view is shown in a preview: its visible shape and background.
@preconcurrency @MainActor
open class UIPreviewParameters: NSObject {
    /// The preview's background color; `nil` until set, when UIKit uses white.
    open var backgroundColor: UIColor!
    /// The part of the view the preview shows, or `nil` for all of it.
    open var visiblePath: UIBezierPath?
    /// The shape of the preview's shadow, or `nil` for the visible path's.
    open var shadowPath: UIBezierPath?

    /// Creates default preview parameters.
    public override init() {
        super.init()
    }
}
