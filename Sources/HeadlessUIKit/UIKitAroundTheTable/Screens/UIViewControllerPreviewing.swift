import Foundation

/// What a controller registered for 3D Touch previews on a view (peek and pop, iOS 9–12):
/// `registerForPreviewing(with:sourceView:)` returns it, and the delegate receives it.
@preconcurrency @MainActor
public protocol UIViewControllerPreviewing: NSObjectProtocol {
    /// A recognizer that other recognizers of the source view can wait for
    /// (`require(toFail:)`), so that a firm press is not taken for their gesture.
    @available(iOS, introduced: 9.0, deprecated: 13.0, renamed: "UIContextMenuInteraction")
    var previewingGestureRecognizerForFailureRelationship: UIGestureRecognizer { get }
    /// The object that gives the preview and commits it.
    @available(iOS, introduced: 9.0, deprecated: 13.0, renamed: "UIContextMenuInteraction")
    var delegate: any UIViewControllerPreviewingDelegate { get }
    /// The view that responds to a firm press.
    @available(iOS, introduced: 9.0, deprecated: 13.0, renamed: "UIContextMenuInteraction")
    var sourceView: UIView { get }
    /// The rectangle of the source view that stays sharp while the preview shows (a table's
    /// pressed row): the source view's bounds unless the delegate sets it while giving the
    /// preview.
    @available(iOS, introduced: 9.0, deprecated: 13.0, renamed: "UIContextMenuInteraction")
    var sourceRect: CGRect { get set }
}

/// The object that gives a 3D Touch preview (peek) of what a firm press in a view shows, and
/// shows it for real when the user presses deeper (pop).
@preconcurrency @MainActor
public protocol UIViewControllerPreviewingDelegate: NSObjectProtocol {
    /// Asked for the controller to preview at a location of the source view.
    ///
    /// - Parameters:
    ///   - previewingContext: The registration.
    ///   - location: Where the press is, in the source view's coordinates.
    /// - Returns: The controller to preview, or `nil` for no preview there.
    @available(iOS, introduced: 9.0, deprecated: 13.0, renamed: "UIContextMenuInteraction")
    func previewingContext(_ previewingContext: any UIViewControllerPreviewing, viewControllerForLocation location: CGPoint) -> UIViewController?

    /// Called when the user pressed deeper on a preview: show the controller (push it, present
    /// it).
    ///
    /// - Parameters:
    ///   - previewingContext: The registration.
    ///   - viewControllerToCommit: The controller that was previewed.
    @available(iOS, introduced: 9.0, deprecated: 13.0, renamed: "UIContextMenuInteraction")
    func previewingContext(_ previewingContext: any UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController)
}

/// The registration `registerForPreviewing(with:sourceView:)` returns (UIKit's is private).
/// It keeps its source view and delegate without retaining them, as UIKit does, since the
/// controller that holds it usually is the delegate and owns the view.
final class ViewControllerPreviewingContext: NSObject, UIViewControllerPreviewing {
    let previewingGestureRecognizerForFailureRelationship = UIGestureRecognizer(target: nil, action: nil)
    private weak var storedDelegate: (any UIViewControllerPreviewingDelegate)?
    private weak var storedSourceView: UIView?
    private var storedSourceRect: CGRect?

    init(delegate: any UIViewControllerPreviewingDelegate, sourceView: UIView) {
        storedDelegate = delegate
        storedSourceView = sourceView
        super.init()
    }

    /// Whether the delegate and the source view still exist.
    var isAlive: Bool { storedDelegate != nil && storedSourceView != nil }

    var delegate: any UIViewControllerPreviewingDelegate {
        guard let storedDelegate else {
            preconditionFailure("The previewing delegate was deallocated; unregister the previewing context (unregisterForPreviewing(withContext:)) before releasing its delegate")
        }
        return storedDelegate
    }

    var sourceView: UIView {
        guard let storedSourceView else {
            preconditionFailure("The previewing source view was deallocated; unregister the previewing context (unregisterForPreviewing(withContext:)) before releasing its source view")
        }
        return storedSourceView
    }

    var sourceRect: CGRect {
        get { storedSourceRect ?? sourceView.bounds }
        set { storedSourceRect = newValue }
    }

    /// Whether this registration is for `view`.
    func isRegistered(for view: UIView) -> Bool {
        isAlive && storedSourceView === view
    }
}
