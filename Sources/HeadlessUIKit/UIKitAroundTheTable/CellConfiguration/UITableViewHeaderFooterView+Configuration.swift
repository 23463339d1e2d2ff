import Foundation

// Content and background configurations of header and footer views, and the update handler. The
// members UIKit declares `open` live in `UITableViewHeaderFooterView.swift`.
extension UITableViewHeaderFooterView {
    /// A closure that updates a header or footer view's configurations for its state.
    public typealias ConfigurationUpdateHandler = (_ headerFooterView: UITableViewHeaderFooterView, _ state: UIViewConfigurationState) -> Void

    /// The view's content configuration; `nil` (the default) for the standard labels.
    ///
    /// Setting a configuration applies it to the content view when that view supports it, and
    /// otherwise replaces ``contentView`` with the configuration's new content view. While a
    /// configuration is set, ``textLabel`` and ``detailTextLabel`` are `nil`. Setting `nil`
    /// after a configuration replaces the content view with a new empty view.
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { storedContentConfiguration }
        set { installContentConfiguration(newValue) }
    }

    /// A new list content configuration for a header or footer, with no content.
    ///
    /// Headless: always `UIListContentConfiguration.header()`; the view does not know whether it
    /// is a header or a footer, nor the table's style, and the two configurations are alike here.
    /// - Returns: The configuration.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        .header()
    }

    /// The view's background configuration; `nil` (the default) for ``backgroundView``.
    ///
    /// Setting a non-`nil` configuration resets `backgroundColor` and ``backgroundView`` to
    /// `nil`. Headless: the configuration is stored, not drawn.
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { storedBackgroundConfiguration }
        set {
            storedBackgroundConfiguration = newValue
            if newValue != nil {
                storedBackgroundView = nil
                backgroundColor = nil
            }
        }
    }

    /// A new background configuration for a list header or footer, with the system's defaults.
    ///
    /// - Returns: `UIBackgroundConfiguration.listHeader()` (headless: a header or footer view
    ///   does not know which it is; both configurations are alike here).
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        .listHeader()
    }

    /// A closure run at the end of every configuration update, after
    /// `updateConfiguration(using:)`. Setting it requests an update.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { storedConfigurationUpdateHandler }
        set {
            storedConfigurationUpdateHandler = newValue
            setNeedsUpdateConfiguration()
        }
    }
}
