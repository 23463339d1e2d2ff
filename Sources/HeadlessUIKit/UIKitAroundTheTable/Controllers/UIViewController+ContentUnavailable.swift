import Foundation

// The view controller's content-unavailable view (iOS 17): an empty state shown over its view.
extension UIViewController {
    /// The view showing ``contentUnavailableConfiguration`` over the controller's view
    /// (HeadlessUIKit-only; UIKit keeps it private), or `nil` when none is shown. For a
    /// `UIContentUnavailableConfiguration` it is a `UIContentUnavailableView`.
    public var headlessContentUnavailableView: (any UIView & UIContentView)? {
        contentUnavailableView
    }

    /// After the view loaded: shows the configuration set before and runs a requested update.
    func contentUnavailableViewDidLoad() {
        showContentUnavailableConfiguration()
        scheduleContentUnavailableUpdate()
    }

    /// Makes sure a requested update runs at the view's next layout pass (UIKit updates at the
    /// next run-loop turn, when the controller's view is laid out).
    func scheduleContentUnavailableUpdate() {
        guard needsContentUnavailableUpdate else { return }
        viewIfLoaded?.setNeedsLayout()
    }

    /// Runs a requested update: ``updateContentUnavailableConfiguration(using:)`` with the
    /// current state. The root view's layout pass calls it before laying out.
    func runContentUnavailableUpdate() {
        guard needsContentUnavailableUpdate else { return }
        needsContentUnavailableUpdate = false
        updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
    }

    /// Shows the configuration in the content-unavailable view over the loaded view, creating,
    /// replacing or removing that view as needed.
    func showContentUnavailableConfiguration() {
        guard let view = viewIfLoaded else { return }
        guard let configuration = storedContentUnavailableConfiguration else {
            contentUnavailableView?.removeFromSuperview()
            contentUnavailableView = nil
            return
        }
        if let current = contentUnavailableView, current.supports(configuration) {
            current.configuration = configuration
            return
        }
        contentUnavailableView?.removeFromSuperview()
        let contentView = configuration.makeContentView()
        contentView.frame = view.bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(contentView)
        contentUnavailableView = contentView
    }
}
