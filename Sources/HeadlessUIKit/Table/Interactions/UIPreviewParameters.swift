import Foundation

/// How a view is shown in a preview: its visible shape and background.
@preconcurrency @MainActor
open class UIPreviewParameters: NSObject {
    /// The preview's background color; `nil` until set, when UIKit uses white.
    open var backgroundColor: UIColor!

    /// Creates default preview parameters.
    public override init() {
        super.init()
    }
}
