import Foundation

/// A view with content and background configurations that it updates for its state: what
/// `UITableViewCell` and `UITableViewHeaderFooterView` share.
///
/// One update pass serves both: it installs content views and runs UIKit's update sequence.
@MainActor
protocol ConfigurationUpdating: UIView {
    /// The state configurations are updated for.
    associatedtype State: UIConfigurationState

    /// The view's current state.
    var configurationState: State { get }
    /// Whether an update was requested and has not run yet.
    var needsConfigurationUpdate: Bool { get set }
    /// The view that holds the content: the content configuration's view when there is one.
    var storedContentView: UIView { get set }
    /// The content configuration, as applied.
    var storedContentConfiguration: (any UIContentConfiguration)? { get set }
    /// The background configuration.
    var backgroundConfiguration: UIBackgroundConfiguration? { get set }
    /// Whether the update pass updates the content configuration for the state.
    var automaticallyUpdatesContentConfiguration: Bool { get }
    /// Whether the update pass updates the background configuration for the state.
    var automaticallyUpdatesBackgroundConfiguration: Bool { get }

    /// The subclass hook of the update pass.
    func updateConfiguration(using state: State)
    /// Runs the view's `configurationUpdateHandler`, if any.
    func runConfigurationUpdateHandler(with state: State)
    /// Forgets standard subviews (`textLabel` and the like) that lived in a replaced content view.
    func discardStandardSubviews()
    /// A new content view without content, for when a content configuration is removed.
    func makeEmptyContentView() -> UIView
}

extension ConfigurationUpdating {
    /// Runs a requested update now, in UIKit's order: the content and background configurations
    /// are updated for the state (when automatic), then `updateConfiguration(using:)`, then the
    /// `configurationUpdateHandler`.
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        let state = configurationState
        if automaticallyUpdatesContentConfiguration, let content = storedContentConfiguration {
            installContentConfiguration(content.updated(for: state))
        }
        if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
            backgroundConfiguration = background.updated(for: state)
        }
        updateConfiguration(using: state)
        runConfigurationUpdateHandler(with: state)
    }

    /// Applies a content configuration as UIKit does: to the current content view when that view
    /// supports it, otherwise by replacing the content view with the configuration's new view;
    /// `nil` after a configuration replaces the content view with a new empty view.
    func installContentConfiguration(_ configuration: (any UIContentConfiguration)?) {
        let hadConfiguration = storedContentConfiguration != nil
        storedContentConfiguration = configuration
        if let configuration {
            if let current = storedContentView as? any UIView & UIContentView, current.supports(configuration) {
                current.configuration = configuration
            } else {
                replaceContentView(with: configuration.makeContentView())
            }
        } else if hadConfiguration {
            replaceContentView(with: makeEmptyContentView())
        }
    }

    /// A standard subview (`textLabel` and the like) kept in `created`, creating it and adding it
    /// to the content view the first time; `nil` while a content configuration is set, as in
    /// UIKit.
    func standardSubview<View: UIView>(_ created: inout View?, _ make: () -> View) -> View? {
        guard storedContentConfiguration == nil else { return nil }
        if let created { return created }
        let view = make()
        created = view
        storedContentView.addSubview(view)
        return view
    }

    /// Puts `newContentView` where the content view is, sized to the view.
    func replaceContentView(with newContentView: UIView) {
        let old = storedContentView
        let index = subviews.firstIndex { $0 === old } ?? subviews.count
        old.removeFromSuperview()
        discardStandardSubviews()
        storedContentView = newContentView
        newContentView.frame = bounds
        newContentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(newContentView, at: index)
    }
}
