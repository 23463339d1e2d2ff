import Foundation

/// A view shown as a preview, with how and where it appears.
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
    /// The previewed view.
    public let view: UIView
    /// How the view is shown.
    public let parameters: UIPreviewParameters
    /// Where the preview appears; `nil` for the view's own place.
    public let target: UIPreviewTarget?

    /// Creates a preview of a view shown where it is.
    ///
    /// - Parameters:
    ///   - view: The previewed view.
    ///   - parameters: How the view is shown.
    public init(view: UIView, parameters: UIPreviewParameters = UIPreviewParameters()) {
        self.view = view
        self.parameters = parameters
        self.target = nil
        super.init()
    }

    /// Creates a preview of a view shown at a target.
    ///
    /// - Parameters:
    ///   - view: The previewed view.
    ///   - parameters: How the view is shown.
    ///   - target: Where the preview appears.
    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
        super.init()
    }
}
