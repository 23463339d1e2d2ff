import Foundation

/// A view shown as a preview, with how and where it appears.
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
    private let previewedView: UIView
    private let previewParameters: UIPreviewParameters
    private let previewTarget: UIPreviewTarget

    /// The previewed view.
    open var view: UIView { previewedView }
    /// How the view is shown.
    open var parameters: UIPreviewParameters { previewParameters }
    /// Where the preview appears.
    open var target: UIPreviewTarget { previewTarget }
    /// The size of the preview: the bounds of the parameters' visible path, or the view's size.
    open var size: CGSize { previewParameters.visiblePath?.bounds.size ?? previewedView.bounds.size }

    /// Creates a preview of a view shown at a target.
    ///
    /// - Parameters:
    ///   - view: The previewed view.
    ///   - parameters: How the view is shown.
    ///   - target: Where the preview appears.
    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        previewedView = view
        previewParameters = parameters
        previewTarget = target
        super.init()
    }

    /// Creates a preview of a view shown where it is, with the given parameters.
    ///
    /// The target is the view's superview, centered on the view's frame. UIKit requires the view
    /// to be in a window; headless, a view without a superview is its own container, centered on
    /// its bounds.
    /// - Parameters:
    ///   - view: The previewed view.
    ///   - parameters: How the view is shown.
    public convenience init(view: UIView, parameters: UIPreviewParameters) {
        let target = if let superview = view.superview {
            UIPreviewTarget(container: superview, center: CGPoint(x: view.frame.midX, y: view.frame.midY))
        } else {
            UIPreviewTarget(container: view, center: CGPoint(x: view.bounds.midX, y: view.bounds.midY))
        }
        self.init(view: view, parameters: parameters, target: target)
    }

    /// Creates a preview of a view shown where it is, with default parameters.
    ///
    /// - Parameter view: The previewed view.
    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIPreviewParameters())
    }

    /// A preview of the same view with the same parameters, shown at another target.
    ///
    /// - Parameter newTarget: Where the new preview appears.
    /// - Returns: The new preview.
    open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        UITargetedPreview(view: view, parameters: parameters, target: newTarget)
    }
}
