import Foundation

// The view controller's content-unavailable view (iOS 17): an empty state shown over its view.
extension UIViewController {
    /// The empty state shown over the controller's view, usually a
    /// `UIContentUnavailableConfiguration`; `nil` (the default) shows none.
    ///
    /// Setting it shows the configuration's content view over the controller's view, filling
    /// it, once the view is loaded: the current content view takes the new configuration when
    /// it supports it, else a new one replaces it. Headless: applied at once (read the view with
    /// ``headlessContentUnavailableView``).
    public var contentUnavailableConfiguration: (any UIContentConfiguration)? {
        get { storedContentUnavailableConfiguration }
        set {
            storedContentUnavailableConfiguration = newValue
            showContentUnavailableConfiguration()
        }
    }

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

    /// Makes sure a requested update runs at the view's next layout pass.
    func scheduleContentUnavailableUpdate() {
        guard needsContentUnavailableUpdate, let view = viewIfLoaded else { return }
        let pass = view.subviews.lazy.compactMap { $0 as? ContentUnavailableUpdatePass }.first ?? {
            let pass = ContentUnavailableUpdatePass(controller: self)
            view.addSubview(pass)
            return pass
        }()
        pass.setNeedsLayout()
    }

    /// Runs a requested update: ``updateContentUnavailableConfiguration(using:)`` with the
    /// current state.
    fileprivate func runContentUnavailableUpdate() {
        guard needsContentUnavailableUpdate else { return }
        needsContentUnavailableUpdate = false
        updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
    }

    /// Shows the configuration in the content-unavailable view over the loaded view, creating,
    /// replacing or removing that view as needed.
    private func showContentUnavailableConfiguration() {
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

/// A hidden, empty subview that stands for the run-loop turn UIKit updates a controller's
/// content-unavailable configuration at: its layout pass runs the update, then it leaves the
/// view.
final class ContentUnavailableUpdatePass: UIView {
    private weak var controller: UIViewController?

    init(controller: UIViewController) {
        self.controller = controller
        super.init(frame: .zero)
        isHidden = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        removeFromSuperview()
        controller?.runContentUnavailableUpdate()
    }
}
