import Foundation

extension UIView {
    /// Presses the view firmly, as on a device with 3D Touch (HeadlessUIKit-only): the delegate
    /// a controller registered for this view (`registerForPreviewing(with:sourceView:)`, the
    /// newest registration of the controllers in the view's responder chain) is asked for the
    /// controller to preview at `location`.
    ///
    /// - Parameter location: Where the press is, in the view's coordinates.
    /// - Returns: The controller the delegate previews, or `nil` when it gives none or no
    ///   controller registered the view.
    @discardableResult
    public func simulatePeek(at location: CGPoint) -> UIViewController? {
        guard let context = previewingRegistration() else { return nil }
        return context.delegate.previewingContext(context, viewControllerForLocation: location)
    }

    /// Presses the view firmly and then deeper, as on a device with 3D Touch
    /// (HeadlessUIKit-only): after the peek (``simulatePeek(at:)``), the delegate is told to
    /// commit the previewed controller (`previewingContext(_:commit:)`), where apps push or
    /// present it.
    ///
    /// - Parameter location: Where the press is, in the view's coordinates.
    /// - Returns: The committed controller, or `nil` when there was no preview to commit.
    @discardableResult
    public func simulatePop(at location: CGPoint) -> UIViewController? {
        guard let context = previewingRegistration(),
            let preview = context.delegate.previewingContext(context, viewControllerForLocation: location)
        else { return nil }
        context.delegate.previewingContext(context, commit: preview)
        return preview
    }

    /// The newest previewing registration for this view among the controllers of its responder
    /// chain.
    private func previewingRegistration() -> ViewControllerPreviewingContext? {
        var responder: UIResponder? = self
        while let current = responder {
            if let controller = current as? UIViewController,
                let context = controller.previewingContexts.last(where: { $0.isRegistered(for: self) }) {
                return context
            }
            responder = current.next
        }
        return nil
    }
}
